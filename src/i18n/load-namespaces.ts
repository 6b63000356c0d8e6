import i18next from 'i18next';

/**
 * Loads feature namespaces before a route renders (call it from the route's loader), so pages never flash
 * untranslated keys. Already-loaded namespaces resolve at once.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
}
