import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@kamra/contracts/messages';
import { isolatedIn } from './bidi-isolation';

// One JSON file per namespace and language under ./locales. The shell's namespaces (the header,
// the rules' messages, option labels, the listing view: what every screen shows, and what pure
// helpers read synchronously) are bundled in English, so the spec's texts render in the first
// paint. Every other namespace is a chunk of its own, in either language, downloaded when a
// screen first needs it: a page's texts travel with the page, not with the home route. Urdu is
// downloaded only by a reader who chose it. The rules' messages come from
// @kamra/contracts/messages, so their English exists once.

type JsonModule = { default: ResourceKey };

/** Loaded before the first render, in the reader's language. */
const SHELL_NAMESPACES = ['common', 'messages', 'options', 'listing'];

const bundledEnglish = import.meta.glob<JsonModule>(['./locales/en/common.json', './locales/en/options.json', './locales/en/listing.json'], {
  eager: true,
});
const englishFiles = import.meta.glob<JsonModule>('./locales/en/*.json');
const urduFiles = import.meta.glob<JsonModule>('./locales/ur/*.json');

const namespaceOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const loadersOf = (files: Record<string, () => Promise<JsonModule>>): Readonly<Record<string, () => Promise<JsonModule>>> =>
  Object.fromEntries(Object.entries(files).map(([path, load]) => [namespaceOf(path), load]));

/** Loads a language's namespaces from their chunks; i18next asks for each once. */
export const loaders: Readonly<Record<'en' | 'ur', Readonly<Record<string, () => Promise<JsonModule>>>>> = {
  en: loadersOf(englishFiles),
  ur: loadersOf(urduFiles),
};

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = language === 'en' || language === 'ur' ? loaders[language][namespace] : undefined;
    if (load === undefined) {
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
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ur'],
    resources: {
      en: {
        ...Object.fromEntries(Object.entries(bundledEnglish).map(([path, module]) => [namespaceOf(path), module.default])),
        messages,
      },
    },
    // The shell's English is bundled; the backend fills in the rest.
    partialBundledLanguages: true,
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    // React escapes what it renders, so the one "escape" done here is bidi isolation: every
    // value put into an Urdu sentence keeps its own direction (see bidi-isolation.ts).
    interpolation: { escapeValue: true, escape: (value: string) => isolatedIn(i18n.language, value) },
    initAsync: false,
    react: { useSuspense: true },
  });
