import { saveBlob } from '@/lib/save-blob';
import type { ClientPlatform } from './client-platform';
import { prefersPlainLink } from './download-mode';

/** What became of a file the page made: saved by the browser, shared to another app, or neither. */
export type HandOver = 'saved' | 'shared' | 'cancelled' | 'unsupported';

type ShareNavigator = Pick<Navigator, 'share'> & { canShare?: Navigator['canShare'] };

/**
 * Gives a file the page made to the user. A browser saves it; a webview (the exchange's app, the mini-program)
 * drops `<a download>` blobs, so there the system share sheet takes it where it can (any calendar app opens a
 * shared .ics); where it cannot, the caller says so instead of a button that does nothing.
 */
export async function handOverFile(
  file: File,
  platform: ClientPlatform,
  nav: ShareNavigator | undefined = globalThis.navigator,
): Promise<HandOver> {
  if (!prefersPlainLink(platform)) {
    saveBlob(file, file.name);
    return 'saved';
  }
  if (!nav?.canShare?.({ files: [file] })) return 'unsupported';
  try {
    await nav.share({ files: [file], title: file.name });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'unsupported';
  }
}
