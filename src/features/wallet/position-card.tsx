import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { Button } from '@/ui/button';
import { AutoInvestSwitch } from '@/products/wealth/auto-invest-switch';
import type { PositionFormat } from '@/products/family-views';
import { positionViewOfType } from '@/products/position-views';
import { quotedAprE8 } from '@/products/quoted-apr';
import { coinName, formatAprE8, formatCoinE8, formatDateTime, formatValueE8 } from './format';
import { pendingArrivals } from '@/products/calendar/position-events';
import { actionsFor, hasPendingRedeem, offersAutoSavings, type WalletAction } from './position-actions';
import { AddToCalendar } from './add-to-calendar';
import { ExitDisclosure } from './exit-disclosure';
import { RealisedYield } from './realised-yield';
import { redemptionSummary } from './redemption-summary';
import { useCoins } from '@/products/use-coins';
import * as css from './wallet.css';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';

// Only term positions that can renew show these lines: they load with the first such card, not with the wallet.
const PositionRenewalFacts = lazy(() =>
  import('@/products/renewal/position-renewal').then((m) => ({ default: m.PositionRenewalFacts })),
);

export type PositionIntent = { kind: 'action'; action: WalletAction } | { kind: 'autoSavings'; turnOn: boolean };

/** One held position: what it is, what it earned, when money can come out, and the buttons for what it allows now. */
export function PositionCard({
  position,
  onIntent,
}: {
  position: Position;
  onIntent: (intent: PositionIntent) => void;
}) {
  const { t } = useTranslation(['wallet', 'products']);
  const coins = useCoins();
  const coin = coins?.byEnum.get(position.coin);
  const returnCoin = coins?.byEnum.get(position.return_coin);
  const inCoin = (e8: string, c: number) =>
    withUnit(formatCoinE8(e8, coins?.byEnum.get(c)), coinName(coins, c), getIntlLocale());
  // The family's own lines (dual outcomes, a pool's coins, an offer's levels), in the wallet's words and figures.
  const Facts = positionViewOfType(position.product_type).Facts;
  const format: PositionFormat = {
    t,
    coins,
    coinName: (c) => coinName(coins, c),
    amount: inCoin,
    dateTime: formatDateTime,
    apr: formatAprE8,
    value: formatValueE8,
  };
  const actions = actionsFor(position);
  const claimable = new Decimal(position.claimable_yield_e8).greaterThan(0);
  const titleId = `position-${position.position_id}`;
  const apr = quotedAprE8(position.product_type, position.apy_e8);

  return (
    <article
      className={css.position}
      aria-labelledby={titleId}
      data-testid="position"
      data-position-id={position.position_id}
    >
      <header className={css.positionHead}>
        <h4 id={titleId} className={css.positionTitle}>
          {position.product_name ?? coinName(coins, position.coin)}
        </h4>
        <span className={css.status} data-status={position.status}>
          {t(`positionStatus.${position.status}`)}
        </span>
      </header>
      <dl className={css.facts}>
        <div>
          <dt>{t('positions.principal')}</dt>
          <dd data-testid="position-principal">
            {withUnit(formatCoinE8(position.principal_e8, coin), coinName(coins, position.coin), getIntlLocale())}
          </dd>
        </div>
        {/* A payoff with no rate (double-win, smart leverage) is not given an "APR 0%" it never quoted. */}
        {apr !== null && (
          <div>
            <dt>{t(positionViewOfType(position.product_type).aprLabel ?? 'positions.apr')}</dt>
            <dd>{formatAprE8(apr)}</dd>
          </div>
        )}
        <RealisedYield position={position} amount={inCoin} />
        <div>
          <dt>{t('positions.totalYield')}</dt>
          <dd>
            {withUnit(
              formatCoinE8(position.total_yield_e8, returnCoin),
              coinName(coins, position.return_coin),
              getIntlLocale(),
            )}
          </dd>
        </div>
        {claimable && (
          <div>
            <dt>{t('positions.claimable')}</dt>
            <dd data-testid="position-claimable">{inCoin(position.claimable_yield_e8, position.return_coin)}</dd>
          </div>
        )}
        <div>
          <dt>{t('positions.subscribedAt')}</dt>
          <dd>{formatDateTime(position.subscribed_at)}</dd>
        </div>
        <div>
          <dt>{t('positions.redemption')}</dt>
          <dd>{redemptionSummary(position, t, coins)}</dd>
        </div>
        {hasPendingRedeem(position) && (
          <div>
            <dt>{t('positions.pendingRedeem')}</dt>
            {/* One line per unstake: two waiting out their unbonding arrive on their own dates. */}
            {pendingArrivals(position).map((pending, index) => (
              <dd key={index} data-testid="position-pending-redeem">
                {t('positions.pendingRedeemValue', {
                  amount: inCoin(pending.amount_e8, position.coin),
                  date: formatDateTime(pending.arrival_at),
                })}
              </dd>
            ))}
          </div>
        )}
        {position.auto_reinvest_supported && (
          <div>
            <dt>{t('positions.autoReinvest')}</dt>
            <dd>
              {position.status === PositionStatus.Closed ? (
                t(position.auto_reinvest ? 'positions.on' : 'positions.off')
              ) : (
                <AutoInvestSwitch position={position} />
              )}
            </dd>
          </div>
        )}
        {position.renewal && (
          <Suspense fallback={null}>
            <PositionRenewalFacts position={position} renewal={position.renewal} coins={coins} />
          </Suspense>
        )}
        {Facts && <Facts position={position} coins={coins} format={format} />}
      </dl>
      <ExitDisclosure position={position} />
      <div className={css.positionActions}>
        {actions.map((action) => (
          <Button
            key={action.kind}
            size="small"
            variant={action.kind === 'claim' ? 'primary' : 'secondary'}
            onClick={() => onIntent({ kind: 'action', action })}
            aria-describedby={titleId}
          >
            {t(`actions.${action.kind}.button`)}
          </Button>
        ))}
        {offersAutoSavings(position) && (
          <button
            type="button"
            role="switch"
            aria-checked={position.auto_savings}
            className={css.switchButton}
            onClick={() => onIntent({ kind: 'autoSavings', turnOn: !position.auto_savings })}
          >
            <span className={css.switchTrack} aria-hidden="true" data-on={position.auto_savings} />
            {t('autoSavings.label', { coin: coinName(coins, position.coin) })}
          </button>
        )}
        <AddToCalendar position={position} describedBy={titleId} />
      </div>
    </article>
  );
}
