import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeParams } from '@/i18n/locale-links';
import { useWealthAccess } from './wealth-access';
import * as css from './wealth.css';

/**
 * Wealth management: what each of its three kinds is and the rules that matter before subscribing (terms,
 * T+1, early redemption at a reduced APR, the auto-invest lock, VIP), the visitor's standing, then the
 * products (`children`: the list with its subscribe dialog).
 */
export function WealthManagementPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wealth');
  const { access, vipLevel } = useWealthAccess();
  const vip = access === 'qualified' || (access === 'vip' && vipLevel > 0);
  return (
    <>
      <ul className={css.guide} aria-label={t('guide.title')}>
        <li className={css.card}>
          <h2 className={css.cardTitle}>{t('guide.wealth.title')}</h2>
          <p className={css.cardBody}>{t('guide.wealth.body')}</p>
        </li>
        <li className={css.card} data-testid="guide-premium">
          <h2 className={css.cardTitle}>
            {t('guide.premium.title')} <span className={css.badge}>{t('guide.vipBadge')}</span>
          </h2>
          <p className={css.cardBody}>{t('guide.premium.body')}</p>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>
            {t('guide.private.title')} <span className={css.badge}>{t('guide.vipBadge')}</span>
          </h2>
          <p className={css.cardBody}>{t('guide.private.body')}</p>
          <Link to="/{-$locale}/earn/private-wealth/" params={localeParams()} className={css.link}>
            {t('guide.privateLink')}
          </Link>
        </li>
      </ul>
      <p className={css.status} data-testid="wealth-status">
        {access === 'visitor'
          ? t('guide.statusVisitor')
          : vip
            ? t('guide.statusVip', { level: vipLevel })
            : t('guide.statusNotVip')}{' '}
        {!vip && access !== 'visitor' && (
          <Link to="/{-$locale}/earn/private-wealth/" params={localeParams()} className={css.link}>
            {t('guide.howToQualify')}
          </Link>
        )}
      </p>
      {children}
      <p className={css.footnote}>
        {t('guide.vouchers')} {t('guide.manage')}{' '}
        <Link to="/{-$locale}/earn/wallet/" params={localeParams()} className={css.link}>
          {t('guide.manageLink')}
        </Link>
      </p>
    </>
  );
}
