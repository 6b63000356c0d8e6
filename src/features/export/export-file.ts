import type { ExportKind } from './export-status';

/** `filename*=UTF-8''…` or `filename="…"` from a Content-Disposition header, when the server names the file. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return safeFileName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? safeFileName(name) : null;
}

/** Keeps only a base name: a header must not be able to pick a folder. */
function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).at(-1)?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

/** The name used when the server does not give one: what, which UTC days, which request. */
export function defaultExportFileName(kind: ExportKind, recordId: string, startDay: string, endDay: string): string {
  const what = kind === 'data' ? 'earn-records' : 'earn-bills';
  return `${what}-${startDay}-to-${endDay}-${recordId}.csv`;
}

export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/** Reads the file behind a download link; any failure (network, non-2xx) throws with the reason. */
export async function fetchExportFile(url: string, fetchImpl: typeof fetch = fetch): Promise<FetchedFile> {
  const response = await fetchImpl(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`download failed with status ${response.status}`);
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
