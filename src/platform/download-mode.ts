import type { ClientPlatform } from '@/platform/client-platform';

/**
 * Webviews (the exchange's app, the messaging mini-program) do not hand `<a download>` blobs to a download
 * manager: there the user gets the file's own link to open, which the platform knows how to handle.
 */
export function prefersPlainLink(platform: ClientPlatform): boolean {
  return platform === 'app' || platform === 'pc_tg' || platform === 'ios_tg' || platform === 'android_tg';
}
