import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { edition } from '@/edition/current-edition';
import { initI18n } from '@/i18n/i18n-instance';
import { bcp47, resolvePathLocale, textDirection } from '@/i18n/locales';
import { prepareMiniProgram } from '@/platform/current-platform';
import { createAppRouter } from './router';
import '@/ui/theme.css';

async function boot(): Promise<void> {
  if (__DEMO__) {
    // Demo builds answer every call from the simulated exchange; production builds drop this branch.
    const { startSimulator } = await import('@/sim/browser/start-simulator');
    await startSimulator();
  }
  const { locale } = resolvePathLocale(window.location.pathname, edition.locales, edition.defaultLocale);
  // The static document may be a fallback (404.html) written for another locale: align it with the URL.
  const root = document.documentElement;
  root.lang = bcp47(locale);
  root.dir = textDirection(locale);
  root.setAttribute('data-locale', locale);
  root.setAttribute('data-edition', edition.id);
  await initI18n(locale);
  prepareMiniProgram();
  const { router, queryClient } = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
