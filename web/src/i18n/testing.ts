import { i18n, loaders } from './i18n';

/**
 * For unit tests of pure helpers that read a screen's texts synchronously: in the app the
 * screen's component has loaded its namespace first (useTranslation suspends until it has).
 */
export const loadEveryNamespace = async (): Promise<void> => {
  await i18n.loadNamespaces(Object.keys(loaders.en));
};
