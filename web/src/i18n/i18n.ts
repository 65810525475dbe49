import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@kamra/contracts/messages';

// One JSON file per namespace and language under ./locales. English is bundled, so the spec's
// texts render in the first paint and pure helpers can translate synchronously; Urdu is a
// chunk per namespace, downloaded only by a reader who chose Urdu, when a screen first needs it.
// The rules' messages come from @kamra/contracts/messages, so their English exists once.

type JsonModule = { default: ResourceKey };
const englishFiles = import.meta.glob<JsonModule>('./locales/en/*.json', { eager: true });
const urduFiles = import.meta.glob<JsonModule>('./locales/ur/*.json');

const namespaceOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Every English namespace, by name. */
export const englishResources: Readonly<Record<string, ResourceKey>> = {
  ...Object.fromEntries(Object.entries(englishFiles).map(([path, module]) => [namespaceOf(path), module.default])),
  messages,
};

/** Loads Urdu namespaces from their chunks; i18next asks for each once. */
export const urduLoaders: Readonly<Record<string, () => Promise<JsonModule>>> = Object.fromEntries(
  Object.entries(urduFiles).map(([path, load]) => [namespaceOf(path), load]),
);

const urduBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = urduLoaders[namespace];
    if (language !== 'ur' || load === undefined) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The app's one i18next instance. Components use react-i18next's useTranslation. */
export const i18n = i18next.createInstance();

void i18n
  .use(urduBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ur'],
    // A copy: i18next adds to the store it is given, and englishResources is what tests compare.
    resources: { en: structuredClone(englishResources) },
    // English is bundled; the backend fills in Urdu.
    partialBundledLanguages: true,
    // Loaded before the first render in Urdu: the shell's texts, the rules' messages, option labels
    // and the listing view's texts, which helpers outside React (facts, changes) read synchronously.
    ns: ['common', 'messages', 'options', 'listing'],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show &amp; to the reader.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });
