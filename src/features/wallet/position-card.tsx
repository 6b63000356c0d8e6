import { useTranslation } from 'react-i18next';
import { DualDirection, PositionStatus, ProductType } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { getIntlLocale } from '@/i18n/current-locale';
import { Button } from '@/ui/button';
import { DualPositionOutcomes } from '@/products/dual/position-outcomes';
import { DoubleWinPositionFacts } from '@/products/double-win/position-offer';
import { SmartLeveragePositionFacts } from '@/products/smart-leverage/position-facts';
import { DiscountBuyPositionFacts } from '@/products/discount-buy/position-facts';
import { StructuredPositionFacts } from '@/products/structured/position-facts';
import { AutoInvestSwitch } from '@/products/wealth/auto-invest-switch';
import { coinName, formatAprE8, formatCoinE8, formatDateTime, formatValueE8 } from './format';
import { actionsFor, hasPendingRedeem, offersAutoSavings, type WalletAction } from './position-actions';
import { redemptionSummary } from './redemption-rule';
import { useCoins } from '@/products/use-coins';
import * as css from './wallet.css';

export type PositionIntent = { kind: 'action'; action: WalletAction } | { kind: 'autoSavings'; turnOn: boolean };

/** One held position: what it is, what it earned, when money can come out, and the buttons for what it allows now. */
export function PositionCard({ position, onIntent }: { position: Position; onIntent: (intent: PositionIntent) => void }) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const coin = coins?.byEnum.get(position.coin);
  const returnCoin = coins?.byEnum.get(position.return_coin);
  // A no-break space: a narrow card never puts the coin on another line than its amount (in Arabic it would
  // then read on the other side of it).
  const inCoin = (e8: string, c: number) => `${formatCoinE8(e8, coins?.byEnum.get(c))}\u00a0${coinName(coins, c)}`;
  const actions = actionsFor(position);
  const claimable = new Decimal(position.claimable_yield_e8).greaterThan(0);
  const titleId = `position-${position.position_id}`;

  return (
    <article className={css.position} aria-labelledby={titleId} data-testid="position" data-position-id={position.position_id}>
      <header className={css.positionHead}>
        <h4 id={titleId} className={css.positionTitle}>{position.product_name ?? coinName(coins, position.coin)}</h4>
        <span className={css.status} data-status={position.status}>{t(`positionStatus.${position.status}`)}</span>
      </header>
      <dl className={css.facts}>
        <div>
          <dt>{t('positions.principal')}</dt>
          <dd data-testid="position-principal">{formatCoinE8(position.principal_e8, coin)} {coinName(coins, position.coin)}</dd>
        </div>
        <div>
          <dt>{t('positions.apr')}</dt>
          <dd>{formatAprE8(position.apy_e8)}</dd>
        </div>
        <div>
          <dt>{t('positions.totalYield')}</dt>
          <dd>{formatCoinE8(position.total_yield_e8, returnCoin)} {coinName(coins, position.return_coin)}</dd>
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
          <dd>{redemptionSummary(position, t)}</dd>
        </div>
        {hasPendingRedeem(position) && (
          <div>
            <dt>{t('positions.pendingRedeem')}</dt>
            <dd>
              {t('positions.pendingRedeemValue', {
                amount: inCoin(position.pending_redeem_e8, position.coin),
                date: formatDateTime(position.pending_redeem_arrival_at),
              })}
            </dd>
          </div>
        )}
        {position.auto_reinvest_supported && (
          <div>
            <dt>{t('positions.autoReinvest')}</dt>
            <dd>{position.status === PositionStatus.Closed ? t(position.auto_reinvest ? 'positions.on' : 'positions.off') : <AutoInvestSwitch position={position} />}</dd>
          </div>
        )}
        {position.liquidity && (
          <>
            <div>
              <dt>{t('positions.poolState')}</dt>
              <dd>{t(`liquidityState.${position.liquidity.position_state}`)}</dd>
            </div>
            <div>
              <dt>{t('positions.poolAmounts')}</dt>
              <dd>
                {inCoin(position.liquidity.amount_x_e8, position.liquidity.coin_x)} + {inCoin(position.liquidity.amount_y_e8, position.liquidity.coin_y)}
              </dd>
            </div>
            <div>
              <dt>{t('positions.leverage')}</dt>
              <dd>{formatAmount(position.liquidity.leverage, { locale: getIntlLocale(), precision: 1 })}×</dd>
            </div>
            <div>
              <dt>{t('positions.poolValue')}</dt>
              <dd>{formatValueE8(position.liquidity.value_e8)} {coinName(coins, position.liquidity.coin_y)}</dd>
            </div>
            {new Decimal(position.liquidity.loan_e8).greaterThan(0) && (
              <div>
                <dt>{t('positions.liquidationPrice')}</dt>
                <dd>{formatAmount(fromE8(position.liquidity.liquidation_price_e8), { locale: getIntlLocale(), precision: 4 })}</dd>
              </div>
            )}
          </>
        )}
        {position.dual && (
          <>
            <div>
              <dt>{t('positions.direction')}</dt>
              <dd>{t(position.dual.direction === DualDirection.BuyLow ? 'positions.buyLow' : position.dual.direction === DualDirection.SellHigh ? 'positions.sellHigh' : 'positions.unknown')}</dd>
            </div>
            <div>
              <dt>{t('positions.targetPrice')}</dt>
              <dd>{formatAmount(fromE8(position.dual.target_price_e8), { locale: getIntlLocale(), precision: 4 })} {coinName(coins, position.dual.coin_y)}</dd>
            </div>
            <div>
              <dt>{t('positions.settlement')}</dt>
              <dd>{formatDateTime(position.dual.settlement_time)}</dd>
            </div>
            {/* Dual asset: both outcomes and the time to settlement (src/products/dual). */}
            <DualPositionOutcomes position={position} coins={coins} />
          </>
        )}
        {/* Double-win: range, estimate and the early-redemption window (src/products/double-win). */}
        {position.offer && position.product_type === ProductType.DoubleWin && <DoubleWinPositionFacts position={position} coins={coins} />}
        {position.offer && position.product_type === ProductType.FutureBoost && <SmartLeveragePositionFacts position={position} coins={coins} />}
        {position.offer && position.product_type === ProductType.Discount && <DiscountBuyPositionFacts position={position} coins={coins} />}
        {position.offer && position.product_type === ProductType.StructuredProduct && <StructuredPositionFacts position={position} coins={coins} />}
      </dl>
      {(actions.length > 0 || offersAutoSavings(position)) && (
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
        </div>
      )}
    </article>
  );
}
