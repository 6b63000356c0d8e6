/** Opens a link in a new tab through a temporary `<a target="_blank">`, with no opener and no referrer. */
export function openLink(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
}

/** Whether a link leaves this page's origin (a blob: URL made here counts as this origin). */
export function isOtherOrigin(url: string, base: string = globalThis.location?.href ?? 'http://localhost/'): boolean {
  try {
    return new URL(url, base).origin !== new URL(base).origin;
  } catch {
    return false;
  }
}
