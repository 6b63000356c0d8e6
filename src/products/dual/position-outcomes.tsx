import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DualDirection } from '@/api/earn/earn-enums';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { useServerClock } from '@/ui/use-server-clock';
import { dualProductsQueryOptions } from './dual-products';
import { creditedAmount, dualOutcomes } from './payoff';
import { timeLeftText } from '@/lib/format-units';
import { withUnit } from '@/lib/bidi';

/**
 * The dual-asset lines of a wallet position (dt/dd pairs for the card's fact list): what comes back if the
 * target is reached and if not, exactly as settlement pays (the product's term gives the rate), and the
 * time left to settlement. Renders nothing until the product's term and the translations are there.
 */
export function DualPositionOutcomes({ position, coins }: { position: Position; coins: CoinCatalogue | undefined }) {
  const { t, ready } = useTranslation('dual', { useSuspense: false });
  const products = useQuery(dualProductsQueryOptions());
  const now = useServerClock(60_000);
  const dual = position.dual;
  const product = products.data?.products.find((p) => p.product_id === position.product_id);
  if (!dual || !ready || !product) return null;
  const locale = getIntlLocale();
  const name = (coin: number) => coins?.byEnum.get(coin)?.name ?? `#${coin}`;
  const text = (amount: ReturnType<typeof creditedAmount>, coin: number) =>
    withUnit(
      formatAmount(amount.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 }),
      name(coin),
      locale,
    );
  const { reached, missed } = dualOutcomes({
    direction: dual.direction,
    amount: fromE8(position.principal_e8),
    target: fromE8(dual.target_price_e8),
    apr: fromE8(position.apy_e8),
    termSeconds: Number(product.duration),
  });
  const coinOf = (side: 'base' | 'quote') => (side === 'base' ? dual.coin_x : dual.coin_y);
  const settlesAt = unixSecondsToMs(dual.settlement_time);
  const left = settlesAt === null ? null : settlesAt - now;
  const buyLow = dual.direction === DualDirection.BuyLow;
  const target = withUnit(
    formatAmount(fromE8(dual.target_price_e8).toFixed(), { locale, precision: 8 }),
    name(dual.coin_y),
    locale,
  );
  return (
    <>
      <div data-testid="dual-position">
        <dt>{t(buyLow ? 'outcome.atOrBelow' : 'outcome.atOrAbove', { base: name(dual.coin_x), target })}</dt>
        <dd data-testid="dual-position-reached">
          {reached ? text(creditedAmount(reached.amount), coinOf(reached.side)) : '—'}
        </dd>
      </div>
      <div>
        <dt>{t(buyLow ? 'outcome.above' : 'outcome.below', { base: name(dual.coin_x), target })}</dt>
        <dd data-testid="dual-position-missed">{text(creditedAmount(missed.amount), coinOf(missed.side))}</dd>
      </div>
      {left !== null && (
        <div>
          <dt>{t('position.settlesIn')}</dt>
          <dd data-testid="dual-position-countdown">
            {left > 0 ? timeLeftText(left, locale, { display: 'long', most: 2, round: 'up' }) : t('position.settling')}
          </dd>
        </div>
      )}
    </>
  );
}
