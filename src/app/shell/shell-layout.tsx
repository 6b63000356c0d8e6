import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getCurrentLocale } from '@/i18n/current-locale';
import { ComplianceWall } from '@/features/account/compliance-wall';
import { LoginHost } from '@/features/account/login-host';
import { useCurrentUser } from '@/products/session';
import type { RunningShell, ShellParts, ShellState } from '@/platform/uniframe/start-uniframe';
import { Header } from './header';
import { Footer } from './footer';
import * as css from './shell.css';

let shellStarted: Promise<RunningShell> | null = null;
let integrationsStarted = false;
/** The shell draws into these two elements once; every mounted layout (page, not-found, error) hosts them. */
let shellSlots: { header: HTMLElement; footer: HTMLElement } | null = null;

function slots(): { header: HTMLElement; footer: HTMLElement } {
  shellSlots ??= { header: document.createElement('div'), footer: document.createElement('div') };
  return shellSlots;
}

function hostSlot(part: 'header' | 'footer') {
  return (host: HTMLDivElement | null) => {
    if (host) host.appendChild(slots()[part]);
  };
}
const hostHeader = hostSlot('header');
const hostFooter = hostSlot('footer');
/** The login state the shell's header shows, read on each of its re-syncs. */
let shellState: ShellState = { lang: 'en', loggedIn: false, userName: null };

/**
 * Header, main content and footer around every page; the external shell (loaded after the first render) draws
 * the parts it takes over, and the app's own header and footer stay for the rest.
 * The login modal (served for `requestLogin()`) and the compliance wall (status 10024) sit over any page.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [shell, setShell] = useState<RunningShell | null>(null);
  const { user } = useCurrentUser();
  const external: ShellParts = shell?.parts ?? { header: false, footer: false };

  const lang = getCurrentLocale();
  const loggedIn = user !== null;
  const userName = user ? user.vague_email || user.vague_mobile || user.username : null;

  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!integrationsStarted) {
      integrationsStarted = true;
      // Analytics, monitoring and the support chatbot: after the first render, in their own chunk.
      void import('@/app/start-integrations').then(({ startIntegrations }) => startIntegrations(router, queryClient));
    }
    shellStarted ??= import('@/platform/uniframe/start-uniframe').then(({ startUniframe }) =>
      startUniframe(() => shellState, slots()),
    );
    let active = true;
    void shellStarted.then((running) => {
      if (active) setShell(running);
    });
    return () => {
      active = false;
    };
  }, [router, queryClient]);

  // The header's re-syncs read the latest state; a login or logout after it settled is pushed to it at once.
  useEffect(() => {
    shellState = { lang, loggedIn, userName };
    shell?.sync(shellState);
  }, [shell, lang, loggedIn, userName]);

  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        {t('skipToContent')}
      </a>
      <div ref={hostHeader} hidden={!external.header} />
      {!external.header && <Header />}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {!external.footer && <Footer />}
      <div ref={hostFooter} hidden={!external.footer} />
      <LoginHost />
      <ComplianceWall />
    </div>
  );
}
