import { useCallback, useRef, useState } from 'react';
import { currentClientPlatform } from '@/platform/current-platform';
import { prefersPlainLink } from '@/platform/download-mode';
import { explainExportError, type ExportErrorView } from './export-error';
import { isOtherOrigin, openLink } from '@/lib/open-link';
import { saveBlob } from '@/lib/save-blob';
import { defaultExportFileName, fetchExportFile } from './export-file';
import type { ExportKind } from './export-status';

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'pending' }
  /** The browser was handed the file. The link stays as a fallback. */
  | { phase: 'saved'; url: string; fileName: string }
  /** In a webview, or a file on another origin opened in a new tab: the link, to open (again) by hand. */
  | { phase: 'link'; url: string }
  | { phase: 'failed'; url: string | null; error: ExportErrorView };

export interface DownloadTarget {
  kind: ExportKind;
  recordId: string;
  startDay: string;
  endDay: string;
}

const DOWNLOAD_FAILED: ExportErrorView = {
  messageKey: 'errors:downloadFailed',
  messageValues: {},
  nextKey: null,
  code: null,
  existingRecordId: null,
  handled: false,
};

/**
 * Gets a ready export's link, fetches the file and saves it; a link on another origin is opened in a new tab
 * instead (and stays on screen); in webviews it shows the link instead. Every
 * failure is logged (spec §8: download failures are logged) and shown next to the button, never silent.
 */
export function useRecordDownload(target: DownloadTarget, requestUrl: (recordId: string) => Promise<string>) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'pending' });
    let url: string | null = null;
    try {
      url = await requestUrl(target.recordId);
      if (prefersPlainLink(currentClientPlatform())) {
        setState({ phase: 'link', url });
        return;
      }
      // A file on the exchange's storage host is opened, not fetched: the page's connect policy (CSP
      // connect-src) allows only its own API origins, and the host names the file (Content-Disposition).
      if (isOtherOrigin(url)) {
        openLink(url);
        setState({ phase: 'link', url });
        return;
      }
      const file = await fetchExportFile(url);
      const fileName =
        file.fileName ?? defaultExportFileName(target.kind, target.recordId, target.startDay, target.endDay);
      saveBlob(file.blob, fileName);
      setState({ phase: 'saved', url, fileName });
    } catch (error) {
      console.error(`export: download of ${target.kind} export ${target.recordId} failed`, error);
      setState({ phase: 'failed', url, error: url === null ? explainExportError(error) : DOWNLOAD_FAILED });
    } finally {
      busy.current = false;
    }
  }, [requestUrl, target.kind, target.recordId, target.startDay, target.endDay]);

  return { state, start };
}
