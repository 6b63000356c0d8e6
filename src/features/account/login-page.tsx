import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDemoAccounts } from '@/platform/demo-accounts';
import { errorTranslation } from '@/api/api-error';
import { Button } from '@/ui/button';
import { buttonClass } from '@/ui/button-class';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { DemoAccountList } from './demo-account-list';
import { homePath } from './home-path';
import { LoginForm, type Credentials } from './login-form';
import { safeRedirectTarget } from './safe-redirect';
import { useCurrentUser } from '@/products/session';
import { refreshSession } from './session';
import * as css from './account.css';

/** Where the exchange opens new accounts (outside this app); it sends the user back with redirect_url. */
const REGISTER_PATH = '/register/';

export type LoginMode = 'login' | 'signup';

/** How long the page may show its skeleton while the profile call is out before the form shows anyway. */
const SKELETON_MS = 800;

/** True once `ms` have passed since mount. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * /earn/login: log in, or start a registration, then land on `redirect_url` when it is a safe path of this
 * app, else on the edition's home. A user who is (or becomes) logged in is sent on at once. Whatever the
 * profile call does (HTTP 500, an unreadable body, no answer), the form shows: with the translated failure and
 * a retry when it failed, with a short "checking" note while it is still out.
 */
export function LoginPage({
  redirectUrl,
  locale,
  mode = 'login',
  onModeChange,
  navigate,
}: {
  redirectUrl: string | undefined;
  /** The login page's locale (its path prefix): home in this language is where a refused redirect_url lands. */
  locale: string;
  mode?: LoginMode | undefined;
  onModeChange: (mode: LoginMode) => void;
  /** Follows an in-app path (the route passes the router's navigate). */
  navigate: (path: string) => void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const queryClient = useQueryClient();
  const session = useCurrentUser();
  const { loggedIn } = session;
  const patient = useElapsed(SKELETON_MS);
  const [picked, setPicked] = useState<Credentials | null>(null);
  // The page returned to keeps its own language (the language picker here moves redirect_url with the page).
  const target = safeRedirectTarget(redirectUrl, window.location.origin, homePath(locale));
  const demoAccounts = getDemoAccounts();

  // One way out, whichever notices the session first: the form's success or the profile query.
  const left = useRef(false);
  const leave = () => {
    if (left.current) return;
    left.current = true;
    navigate(target);
  };
  useEffect(() => {
    if (loggedIn && !left.current) {
      left.current = true;
      navigate(target);
    }
  }, [loggedIn, navigate, target]);

  // Registration happens on another page or tab: coming back here refreshes the user info (spec §4).
  useEffect(() => {
    if (mode !== 'signup') return undefined;
    const onFocus = () => void refreshSession(queryClient);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [mode, queryClient]);

  // The skeleton only while a logged-in user is being sent on, or for a moment while the profile is asked:
  // a failing or hanging profile call never keeps the form away.
  if (loggedIn || (loggedIn === undefined && session.isPending && !session.error && !patient)) {
    return (
      <div className={css.card} aria-busy="true">
        <Skeleton height={24} width="60%" />
        <div style={{ height: 16 }} />
        <Skeleton height={42} />
      </div>
    );
  }

  const profileFailure = loggedIn === undefined && session.error ? errorTranslation(session.error) : null;
  const sessionNotice = profileFailure ? (
    <div data-testid="session-error">
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={session.retry} pending={session.isFetching}>
            {t('login.sessionRetry')}
          </Button>
        }
      >
        {t('login.sessionFailed')} {t(profileFailure.key, profileFailure.values)}
      </Notice>
    </div>
  ) : loggedIn === undefined ? (
    <p className={css.muted} role="status">
      {t('login.sessionChecking')}
    </p>
  ) : null;
  const registerHref = `${REGISTER_PATH}?redirect_url=${encodeURIComponent(`${window.location.origin}${target}`)}`;
  return (
    <div className={css.loginLayout}>
      {mode === 'signup' ? (
        <section className={css.card} aria-labelledby="signup-title">
          <h2 id="signup-title" className={css.cardTitle}>
            {t('signup.title')}
          </h2>
          {sessionNotice}
          <p className={css.paragraph}>{t('signup.body')}</p>
          <a className={buttonClass('primary')} href={registerHref}>
            {t('signup.continue')}
          </a>
          <p className={css.switchRow}>
            {t('signup.haveAccount')}{' '}
            <button type="button" className={css.linkButton} onClick={() => onModeChange('login')}>
              {t('signup.toLogin')}
            </button>
          </p>
        </section>
      ) : (
        <section className={css.card} aria-labelledby="login-title">
          <h2 id="login-title" className={css.cardTitle}>
            {t('login.title')}
          </h2>
          {sessionNotice}
          <LoginForm key={picked?.username ?? ''} initial={picked} onLoggedIn={leave} />
          <p className={css.switchRow}>
            {t('login.noAccount')}{' '}
            <button type="button" className={css.linkButton} onClick={() => onModeChange('signup')}>
              {t('login.toSignup')}
            </button>
          </p>
        </section>
      )}
      <DemoAccountList
        accounts={demoAccounts}
        onPick={(account) => {
          setPicked({ username: account.username, password: account.password });
          if (mode === 'signup') onModeChange('login');
        }}
      />
    </div>
  );
}
