import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentClientPlatform } from '@/platform/current-platform';
import { PlatformServicesContext, type PlatformServices } from '@/platform/platform-services';

const AppDownloadPrompt = lazy(() =>
  import('./shell/app-download-prompt').then((m) => ({ default: m.AppDownloadPrompt })),
);

/**
 * Hands what the page's host offers to every page through PlatformServicesContext. The integrations load
 * only where they apply, as their own chunks: the mini-program's SDK or the app's bridge (platform-host.ts),
 * and on mobile web the app download prompt. Desktop web loads nothing.
 */
export function PlatformRoot({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [services, setServices] = useState<PlatformServices>(() => ({
    platform: currentClientPlatform(),
    app: null,
    miniProgram: null,
  }));
  const { platform } = services;

  useEffect(() => {
    if (platform === 'pc' || platform === 'h5') return;
    let active = true;
    void import('./platform-host')
      .then(({ startPlatformHost }) => startPlatformHost(platform, queryClient))
      .then((started) => {
        if (active) setServices((s) => ({ ...s, ...started }));
      });
    return () => {
      active = false;
    };
  }, [platform, queryClient]);

  return (
    <PlatformServicesContext.Provider value={services}>
      {children}
      {platform === 'h5' && (
        <Suspense fallback={null}>
          <AppDownloadPrompt />
        </Suspense>
      )}
    </PlatformServicesContext.Provider>
  );
}
