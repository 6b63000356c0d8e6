/**
 * The key of a regional edition's wordmark ("Georgia", "Hong Kong") in the common namespace: the wordmark is
 * translated per locale (the edition file's text is the English one).
 */
export function wordmarkKey(editionId: string): string {
  return `wordmark.${editionId}`;
}
