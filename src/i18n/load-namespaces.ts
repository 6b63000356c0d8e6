import i18next from 'i18next';
import { assertNamespacesLoaded } from './translation-load-error';

/**
 * Loads feature namespaces before a route renders (call it from the route's loader), so pages never flash
 * untranslated keys. Already-loaded namespaces resolve at once. A file that failed to load rejects with a
 * TranslationLoadError, which the route's error boundary turns into one reload onto the current build.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
  assertNamespacesLoaded(i18next, namespaces);
}
