import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PositionStatus } from '@/api/earn/earn-enums';
import { getPositionsQueryOptions, type GetPositionsRequest } from '@/api/earn/get-positions';
import { serverNow } from '@/lib/server-time';
import { PositionRenewalFacts } from '@/products/renewal/position-renewal';
import { useCoins } from '@/products/use-coins';
import { coinName, formatCoinE8, formatDateTime } from './format';
import * as css from './wallet.css';
import { SHOWN_DAYS, recentlyEnded } from './recently-ended';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';

const CLOSED: GetPositionsRequest = { statuses: [PositionStatus.Closed], limit: 100 };

/**
 * Terms that ended lately and what happened to each: renewed, or paid out and why (the next APR below the
 * holder's floor, the product closed to new money, or their own choice). A closed position leaves the list of
 * holdings, and a payout the holder expected to renew must not go unexplained. Nothing shown when none ended.
 */
export function EndedPositions() {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const query = useQuery(getPositionsQueryOptions(CLOSED));
  const ended = recentlyEnded(query.data?.positions ?? [], serverNow());
  if (ended.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="ended-title" data-testid="ended-positions">
      <h2 id="ended-title" className={css.sectionTitle}>
        {t('ended.title', { count: SHOWN_DAYS })}
      </h2>
      <div className={css.positionGrid}>
        {ended.map((position) => (
          <article
            key={position.position_id}
            className={css.position}
            aria-labelledby={`ended-${position.position_id}`}
            data-testid="ended-position"
            data-position-id={position.position_id}
          >
            <header className={css.positionHead}>
              <h3 id={`ended-${position.position_id}`} className={css.positionTitle}>
                {position.product_name ?? coinName(coins, position.coin)}
              </h3>
            </header>
            <dl className={css.facts}>
              <div>
                <dt>{t('positions.principal')}</dt>
                <dd data-testid="position-principal">
                  {withUnit(
                    formatCoinE8(position.principal_e8, coins?.byEnum.get(position.coin)),
                    coinName(coins, position.coin),
                    getIntlLocale(),
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('ended.matured')}</dt>
                <dd>{formatDateTime(position.maturity_at)}</dd>
              </div>
              {position.renewal ? (
                <PositionRenewalFacts position={position} renewal={position.renewal} />
              ) : (
                <div>
                  <dt>{t('ended.outcome')}</dt>
                  <dd>{t('ended.paidOut')}</dd>
                </div>
              )}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
