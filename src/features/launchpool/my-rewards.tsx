import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { fromE8 } from '@/lib/decimal-e8';
import { Button } from '@/ui/button';
import { coinTextE8 } from './format';
import * as css from './launchpool.css';

/** My stakes per pool with the rewards accrued so far (refreshed as the hours pass), claim one or all. */
export function MyRewards({
  positions,
  coins,
  locale,
  onClaim,
}: {
  positions: readonly Position[];
  coins: CoinCatalogue | undefined;
  locale: string;
  onClaim: (positions: Position[], all: boolean) => void;
}) {
  const { t } = useTranslation('launchpool');
  const claimable = positions.filter((p) => p.can_claim && fromE8(p.claimable_yield_e8).gt(0));
  return (
    <section className={css.rewards} aria-labelledby="lp-rewards" data-testid="launchpool-rewards">
      <div className={css.rewardsHead}>
        <h2 className={css.rewardsTitle} id="lp-rewards">
          {t('rewards.title')}
        </h2>
        {claimable.length > 1 && (
          <Button size="small" onClick={() => onClaim(claimable, true)} data-testid="rewards-claim-all">
            {t('rewards.claimAll')}
          </Button>
        )}
      </div>
      <p className={css.rewardsNote}>{t('rewards.note')}</p>
      {positions.length === 0 ? (
        <p className={css.blocked}>{t('rewards.empty')}</p>
      ) : (
        <ul className={css.rewardList}>
          {positions.map((p) => (
            <li key={p.position_id} className={css.rewardItem} data-testid="reward-row" data-product-id={p.product_id}>
              <span className={css.cellValue}>
                <span className={css.cellLabel}>{t('rewards.pool')}</span>
                {t('rewards.poolName', { reward: coinName(coins, p.return_coin), coin: coinName(coins, p.coin) })}
              </span>
              <span className={css.cellValue}>
                <span className={css.cellLabel}>{t('rewards.stake')}</span>
                <span data-testid="reward-stake">{coinTextE8(p.principal_e8, p.coin, coins, locale)}</span>
              </span>
              <span className={css.cellValue}>
                <span className={css.cellLabel}>{t('rewards.claimable')}</span>
                <span data-testid="reward-claimable">
                  {coinTextE8(p.claimable_yield_e8, p.return_coin, coins, locale)}
                </span>
              </span>
              <Button
                size="small"
                variant="secondary"
                disabled={!claimable.includes(p)}
                onClick={() => onClaim([p], false)}
                data-testid="reward-claim"
              >
                {t('rewards.claim')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
