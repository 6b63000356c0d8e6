import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLocale } from '@/i18n/current-locale';
import { ComplianceWall } from '@/features/account/compliance-wall';
import { LoginHost } from '@/features/account/login-host';
import { Header } from './header';
import { Footer } from './footer';
import { startUniframe } from './uniframe';
import * as css from './shell.css';

let uniframeStarted: Promise<boolean> | null = null;

/**
 * Header, main content and footer around every page; the external shell replaces header and footer when it loads.
 * The login modal (served for `requestLogin()`) and the compliance wall (status 10024) sit over any page.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const headerSlot = useRef<HTMLDivElement>(null);
  const footerSlot = useRef<HTMLDivElement>(null);
  const [external, setExternal] = useState(false);

  useEffect(() => {
    if (!headerSlot.current || !footerSlot.current) return;
    uniframeStarted ??= startUniframe(getCurrentLocale(), { header: headerSlot.current, footer: footerSlot.current });
    let active = true;
    void uniframeStarted.then((tookOver) => {
      if (active) setExternal(tookOver);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        {t('skipToContent')}
      </a>
      <div ref={headerSlot} hidden={!external} />
      {!external && <Header />}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {!external && <Footer />}
      <div ref={footerSlot} hidden={!external} />
      <LoginHost />
      <ComplianceWall />
    </div>
  );
}
