/**
 * The floor: what this stack costs before any product code. The entry libraries of src/app/main.tsx (React,
 * TanStack Router and Query, i18next with its HTTP backend and react-i18next), one route rendering one
 * translated heading and one query from the exchange. `npm run build -- --floor` builds it with the product's
 * settings; `npm run compare` and `npm run perf` measure each page as its cost over this one
 * (docs/performance.md).
 */
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { TRANSLATION_LOAD_PATH } from '@/i18n/translation-path';
import { FloorPage } from './floor-page';

const rootRoute = createRootRoute();
const floorRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: FloorPage });
const router = createRouter({ routeTree: rootRoute.addChildren([floorRoute]), trailingSlash: 'always' });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

async function boot(): Promise<void> {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      backend: { loadPath: TRANSLATION_LOAD_PATH },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  await router.load();
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  const app = createRoot(container);
  // As the product starts: the first page rendered in a transition (src/app/main.tsx).
  startTransition(() => {
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

void boot();
