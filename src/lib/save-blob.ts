/** How long an object URL lives after the click: long enough for the browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a file to the browser's download manager through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
