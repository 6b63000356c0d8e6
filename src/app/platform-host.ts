import type { QueryClient } from '@tanstack/react-query';
import type { ClientPlatform } from '@/platform/client-platform';
import { abandonMiniProgram } from '@/platform/current-platform';
import type { PlatformServices } from '@/platform/platform-services';
import './platform-root.css';

/**
 * Starts the integration of the page's host (loaded by PlatformRoot only in the mini-program or the app):
 * the messaging mini-program's SDK, or the exchange app's bridge with its header setting and native links.
 */
export async function startPlatformHost(
  platform: ClientPlatform,
  queryClient: QueryClient,
): Promise<Partial<PlatformServices>> {
  if (platform === 'app') {
    const { startAppWebview } = await import('@/platform/app-webview/start-app-webview');
    const app = await startAppWebview();
    if (!app) return {};
    // The app's auto-hide setting hides the web header (skeleton and own header) through a document attribute.
    if (app.headerHidden) document.documentElement.setAttribute('data-app-header', 'hidden');
    // Links to pages the app has natively (trading, assets, ...) open the native screen.
    document.addEventListener(
      'click',
      (event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        const anchor = (event.target as Element | null)?.closest?.('a[href]');
        if (anchor instanceof HTMLAnchorElement && app.openNative(anchor.href)) event.preventDefault();
      },
      true,
    );
    // Calls made before the bridge handed over the token are asked again, now with it.
    void queryClient.invalidateQueries();
    return { app };
  }
  const { startMiniProgram } = await import('@/platform/mini-program/start-mini-program');
  try {
    // The demo embeds the app in a page of its own origin that plays the messaging client.
    return { miniProgram: startMiniProgram(__DEMO__ ? { hostOrigin: window.location.origin } : {}) };
  } catch (error) {
    // Launch parameters the SDK cannot read: carry on quietly as the web page it then is.
    console.warn('[mini-program] launch parameters unreadable; continuing as a web page', error);
    return { platform: abandonMiniProgram() };
  }
}
