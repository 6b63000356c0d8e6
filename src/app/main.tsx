import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { edition } from '@/edition/current-edition';
import { initI18n } from '@/i18n/i18n-instance';
import { resolvePathLocale } from '@/i18n/locales';
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
  document.documentElement.setAttribute('data-edition', edition.id);
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
