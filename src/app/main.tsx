import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { edition, hostFacts } from '@/edition/current-edition';
import { robotsFor, SEM_PREFIX, splitSemPrefix } from '@/edition/robots';
import { initI18n } from '@/i18n/i18n-instance';
import { bcp47, intlLocale, resolvePathLocale, textDirection } from '@/i18n/locales';
import { warmIntl } from '@/i18n/warm-intl';
import { prepareMiniProgram } from '@/platform/current-platform';
import { setDemoAccounts } from '@/platform/demo-accounts';
import { invalidateLiveQueriesOnReconnect } from '@/realtime/connection-gaps';
import { reloadOnceAfterDeploy, reloadOnPreloadError } from './deploy-recovery';
import { createAppRouter } from './router';
import { ErrorNotice } from './shell/route-error';
import type { TranslateIn } from '@/i18n/translation-key';
import '@/ui/theme.css';

// The dev server only: builds replace import.meta.env.DEV with false and drop the chunk with the branch.
const DevTools = import.meta.env.DEV ? lazy(() => import('./dev-tools')) : null;

async function boot(): Promise<void> {
  // A lazy chunk whose files a deploy removed reloads the page once onto the new build (deploy-recovery.ts).
  reloadOnPreloadError();
  let simulator: { showNotices(t: TranslateIn<'common'>): void } | null = null;
  if (__DEMO__) {
    // Demo builds answer every call from the simulated exchange; production builds drop this branch.
    const [{ startSimulator }, { DEMO_ACCOUNTS }, { mountStandIn }] = await Promise.all([
      import('@/sim/browser/start-simulator'),
      import('@/sim/demo-accounts'),
      import('@/sim/browser/stand-ins'),
    ]);
    simulator = await startSimulator();
    setDemoAccounts(DEMO_ACCOUNTS);
    // The exchange pages earn links to (identity verification, Web3) have demo stand-ins at their own paths.
    if (mountStandIn(window.location.pathname)) return;
  }
  // `/sem/...` is the marketing copy: the same pages under a basepath (noindex, see below).
  const sem = splitSemPrefix(window.location.pathname);
  const { locale } = resolvePathLocale(sem.path, edition.locales, edition.defaultLocale);
  // The static document may be a fallback (404.html) written for another locale: align it with the URL.
  const root = document.documentElement;
  root.lang = bcp47(locale);
  root.dir = textDirection(locale);
  root.setAttribute('data-locale', locale);
  root.setAttribute('data-edition', edition.id);
  // The static documents are written for production hosts; test hosts and `sem` paths are never indexed.
  const robots = robotsFor(edition, window.location.pathname, hostFacts.testHost);
  if (robots !== 'index,follow') document.querySelector('meta[name=robots]')?.setAttribute('content', robots);
  // While the translations load: the locale's Intl data, which the first amounts on the page would load otherwise.
  warmIntl(intlLocale(locale));
  const i18n = await initI18n(locale);
  // The demo tells the reviewer when its saved state was unreadable or storage is unavailable.
  simulator?.showNotices(i18n.t);
  prepareMiniProgram();
  const { router, queryClient } = createAppRouter(sem.sem ? SEM_PREFIX : undefined);
  // A socket gap (reconnect) refetches the live queries; no socket opens until a page subscribes a topic.
  invalidateLiveQueriesOnReconnect(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  // The static document's skeleton stays until the app can paint the page itself: the first route is resolved
  // (redirects, its code, translations and guard) before React replaces the skeleton in one commit, so no
  // frame between the two is blank.
  await router.load().catch(() => undefined);
  const app = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the browser in
  // between, instead of one long task (the skeleton is on screen meanwhile and is replaced in one commit).
  startTransition(() => {
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {DevTools ? (
            <Suspense fallback={null}>
              <DevTools router={router} />
            </Suspense>
          ) : null}
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

/**
 * The page could not start: a file of this build gone after a deploy reloads once; otherwise, or a second
 * time, the error is reported and shown with a button that reloads.
 */
function bootFailed(error: unknown): void {
  const reloading = reloadOnceAfterDeploy(error);
  void import('./report-boot-error')
    .then(({ reportBootError }) => reportBootError(error, reloading))
    .catch(() => undefined);
  const container = document.getElementById('root');
  if (reloading || !container) return;
  createRoot(container).render(<ErrorNotice onRetry={() => window.location.reload()} />);
}

boot().catch(bootFailed);
