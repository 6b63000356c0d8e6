import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeParams } from '@/i18n/locale-links';
import { loginToContinue } from '@/platform/login-to-continue';
import { KYC_VERIFICATION_PATH } from '@/products/order-flow/eligibility-prompt';
import { PRIVATE_WEALTH_KYC_LEVEL } from '@/products/wealth/private-wealth-access';
import { Button } from '@/ui/button';
import { buttonClass } from '@/ui/button-class';
import { Skeleton } from '@/ui/skeleton';
import { EnquirySection } from './enquiry-form';
import { useWealthAccess } from './wealth-access';
import * as css from './wealth.css';

/**
 * Private wealth: qualified (VIP, verification level 2) clients see a welcome, the products (`children`)
 * and the enquiry to their relationship manager; everyone else sees what it is, which qualification steps
 * are done and the next one, and what is open to them meanwhile — never a dead end.
 */
export function PrivateWealthPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['wealth', 'common']);
  const { access, vipLevel, kycLevel, pending } = useWealthAccess();
  const here = useRouterState({ select: (state) => state.location.href });
  if (pending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common:loading')} style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={120} />
        <Skeleton height={220} />
      </div>
    );
  }
  const qualified = access === 'qualified';
  const steps = [
    { key: 'stepLogin', done: access !== 'visitor' },
    { key: 'stepKyc', done: (kycLevel ?? 0) >= PRIVATE_WEALTH_KYC_LEVEL },
    { key: 'stepVip', done: qualified },
  ] as const;
  return (
    <>
      {qualified ? (
        <p className={css.status} data-testid="private-welcome">
          {t('private.welcome', { level: vipLevel })}
        </p>
      ) : (
        <>
          <section className={css.section} aria-labelledby="pw-what">
            <h2 className={css.sectionTitle} id="pw-what">
              {t('private.whatTitle')}
            </h2>
            <ul className={css.bullets}>
              <li>{t('private.what1')}</li>
              <li>{t('private.what2')}</li>
              <li>{t('private.what3')}</li>
            </ul>
          </section>
          <section className={css.section} aria-labelledby="pw-qualify" data-testid="private-qualify">
            <h2 className={css.sectionTitle} id="pw-qualify">
              {t('private.qualifyTitle')}
            </h2>
            <ol className={css.steps}>
              {steps.map((step) => (
                <li key={step.key} className={css.step}>
                  <span className={`${css.stepMark} ${step.done ? css.stepDone : ''}`}>
                    {t(step.done ? 'private.done' : 'private.todo')}
                  </span>
                  <span>{t(`private.${step.key}`)}</span>
                </li>
              ))}
            </ol>
            {access === 'vip' && <p className={css.muted}>{t('private.vipHow')}</p>}
            <div className={css.actions}>
              {access === 'visitor' && <Button onClick={() => loginToContinue(here)}>{t('private.login')}</Button>}
              {access === 'verify' && (
                <a className={buttonClass('primary')} href={KYC_VERIFICATION_PATH}>
                  {t('private.verify')}
                </a>
              )}
              <Link
                to="/{-$locale}/earn/wealth-management/"
                params={localeParams()}
                className={buttonClass('secondary')}
              >
                {t('private.explore')}
              </Link>
            </div>
          </section>
        </>
      )}
      <section className={css.section} aria-labelledby="pw-products">
        <h2 className={css.sectionTitle} id="pw-products">
          {t('private.productsTitle')}
        </h2>
        {!qualified && <p className={css.muted}>{t('private.productsPreview')}</p>}
        {children}
      </section>
      {qualified && <EnquirySection />}
    </>
  );
}
