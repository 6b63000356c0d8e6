/**
 * A translation file the page asked for did not arrive (after a deploy, a namespace or language the open tab
 * expects may be gone): the app reloads once onto the new build (src/app/deploy-recovery.ts).
 */
export class TranslationLoadError extends Error {
  override name = 'TranslationLoadError';
}

interface BackendState {
  services?: { backendConnector?: { state?: Record<string, number> } };
  languages?: readonly string[];
}

/** The namespaces whose file failed to load in a language of the page's chain (i18next marks them -1). */
export function failedNamespaces(i18n: BackendState, namespaces: readonly string[]): string[] {
  const state = i18n.services?.backendConnector?.state;
  if (!state) return [];
  const languages = i18n.languages ?? [];
  return namespaces.filter((ns) => languages.some((lng) => state[`${lng}|${ns}`] === -1));
}

export function assertNamespacesLoaded(i18n: BackendState, namespaces: readonly string[]): void {
  const failed = failedNamespaces(i18n, namespaces);
  if (failed.length > 0) throw new TranslationLoadError(`Failed to load translations: ${failed.join(', ')}`);
}
