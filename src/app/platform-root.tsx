import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isMiniProgram } from '@/platform/client-platform';
import { currentClientPlatform } from '@/platform/current-platform';
import { PlatformServicesContext, type PlatformServices } from '@/platform/platform-services';
import { AppDownloadPrompt } from './shell/app-download-prompt';
import './platform-root.css';

/**
 * Starts the integration of the page's host, only where it applies and only as a lazily loaded chunk: the
 * messaging mini-program's SDK, or the exchange app's bridge. Hands what they offer to every page through
 * PlatformServicesContext; on the web nothing is loaded.
 */
export function PlatformRoot({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [services, setServices] = useState<PlatformServices>(() => ({ platform: currentClientPlatform(), app: null, miniProgram: null }));
  const { platform, app } = services;

  useEffect(() => {
    let active = true;
    if (isMiniProgram(platform)) {
      void import('@/platform/mini-program/start-mini-program').then(({ startMiniProgram }) => {
        // The demo embeds the app in a page of its own origin that plays the messaging client.
        const miniProgram = startMiniProgram(__DEMO__ ? { hostOrigin: window.location.origin } : {});
        if (active) setServices((s) => ({ ...s, miniProgram }));
      });
    } else if (platform === 'app') {
      void import('@/platform/app-webview/start-app-webview').then(async ({ startAppWebview }) => {
        const appServices = await startAppWebview();
        if (!active || !appServices) return;
        setServices((s) => ({ ...s, app: appServices }));
        // Calls made before the bridge handed over the token are asked again, now with it.
        void queryClient.invalidateQueries();
      });
    }
    return () => {
      active = false;
    };
  }, [platform, queryClient]);

  // The app's auto-hide setting hides the web header (skeleton, own header) through a document attribute.
  const headerHidden = app?.headerHidden === true;
  useEffect(() => {
    const root = document.documentElement;
    if (headerHidden) root.setAttribute('data-app-header', 'hidden');
    else root.removeAttribute('data-app-header');
  }, [headerHidden]);

  // Inside the app, links to pages the app has natively (trading, assets, ...) open the native screen.
  useEffect(() => {
    if (!app) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (app.openNative(anchor.href)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [app]);

  return (
    <PlatformServicesContext.Provider value={services}>
      {children}
      <AppDownloadPrompt platform={platform} />
    </PlatformServicesContext.Provider>
  );
}
