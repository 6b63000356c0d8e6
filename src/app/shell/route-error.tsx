import { useEffect, useState } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isStaleBuildError, reloadOnceAfterDeploy } from '@/app/deploy-recovery';
import { reportCaughtError } from '@/app/render-error-reports';
import * as css from './shell.css';

/** The error with a button: "Try again" re-runs the page, or reloads it when its files are gone (a deploy). */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert" style={{ padding: '48px 0', textAlign: 'center' }}>
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" className={css.accentButton} style={{ border: 0, cursor: 'pointer' }} onClick={onRetry}>
        {t('error.retry')}
      </button>
    </section>
  );
}

/**
 * Shown in place of a page that failed to render; the shell around it stays usable. The error is reported to
 * the monitoring collector once. A chunk or translation file removed by a deploy reloads the page once onto the
 * new build (deploy-recovery.ts); while that reload runs nothing is drawn.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const stale = isStaleBuildError(error);
  // Decided once per error, on the first render: a re-render must not reload again.
  const [reloading] = useState(() => reloadOnceAfterDeploy(error));
  useEffect(() => {
    const matches = router.state.matches;
    const route = (matches.find((m) => m.status === 'error') ?? matches.at(-1))?.routeId ?? 'unknown';
    reportCaughtError(error, { route, source: 'route', reloading });
  }, [error, reloading, router]);
  if (reloading) return null;
  return (
    <ErrorNotice
      onRetry={() => {
        if (stale) {
          window.location.reload();
          return;
        }
        reset();
        void router.invalidate();
      }}
    />
  );
}
