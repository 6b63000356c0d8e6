import { useTranslation } from 'react-i18next';
import { Decimal, maxOf } from '@/lib/decimal';
import { discountBuyPayout, discountBuyValue, type DiscountBuyTerms } from '@/products/discount-buy/outcomes';
import { moneyText, priceText } from '@/products/offer-format';
import { PayoffChart } from '@/ui/payoff-chart/payoff-chart';
import { withUnit } from '@/lib/bidi';

/**
 * What a discount-buy order is worth at every settlement price, in the stablecoin: below the knock-out price
 * the coin bought at the purchase price (worth what the price says), at or above it principal plus the APR.
 */
export function DiscountBuyChart({
  terms,
  amount,
  spot,
  coin,
  quote,
  precision,
  locale,
}: {
  terms: DiscountBuyTerms;
  /** The typed amount; null draws the chart for 100 of the stablecoin. */
  amount: Decimal | null;
  spot: Decimal | null;
  coin: string;
  quote: string;
  precision: { base: number; quote: number };
  locale: string;
}) {
  const { t } = useTranslation('discount-buy');
  const invest = amount && amount.greaterThan(0) ? amount : new Decimal(100);
  const width = terms.knockOut.minus(terms.purchase);
  const lo = maxOf(terms.purchase.times('0.01'), terms.purchase.minus(width));
  // The knock-out zone gets half the axis, so its label fits inside it.
  const hi = terms.knockOut.plus(width.times(2));
  const step = terms.purchase.times('0.0001').toSignificantDigits(1);
  const value = (p: Decimal) => discountBuyValue(invest, terms, p);
  const atKnockOut = invest.times(terms.knockOut).div(terms.purchase);
  const knockedOut = value(terms.knockOut);
  const top = maxOf(atKnockOut, knockedOut);
  const bottom = value(lo);
  const pad = top.minus(bottom).times('0.08');
  const money = (v: Decimal) => withUnit(moneyText(v, locale, precision.quote), quote, locale);
  const price = (v: Decimal) => withUnit(priceText(v, locale), quote, locale);
  const outcome = (p: Decimal) => {
    const o = discountBuyPayout(invest, terms, p);
    return o.kind === 'bought' ? withUnit(moneyText(o.amount, locale, precision.base), coin, locale) : money(o.amount);
  };
  const prices = [
    lo,
    terms.purchase,
    ...(spot && spot.greaterThan(lo) && spot.lessThan(terms.knockOut) && !spot.equals(terms.purchase) ? [spot] : []),
    terms.knockOut,
    hi,
  ].sort((a, b) => a.comparedTo(b));

  return (
    <PayoffChart
      testId="discount-buy"
      title={t('chart.title', { amount: money(invest) })}
      description={t('chart.desc', {
        knockOut: price(terms.knockOut),
        purchase: price(terms.purchase),
        coin,
        amount: money(invest),
        payout: money(knockedOut),
      })}
      domain={{ lo, hi }}
      range={{ min: maxOf(0, bottom.minus(pad)), max: top.plus(pad) }}
      pieces={[
        [
          { price: lo, value: bottom },
          { price: terms.knockOut, value: atKnockOut },
        ],
        [
          { price: terms.knockOut, value: knockedOut },
          { price: hi, value: knockedOut },
        ],
      ]}
      bands={[
        { to: terms.knockOut, tone: 'neutral', label: t('chart.buyZone', { coin }) },
        { from: terms.knockOut, tone: 'gain', label: t('chart.knockOutZone'), labelAt: 'bottom' },
      ]}
      markers={[
        { price: terms.purchase, tone: 'level', tick: priceText(terms.purchase, locale), tickAnchor: 'end' },
        { price: terms.knockOut, tone: 'level', tick: priceText(terms.knockOut, locale), tickAnchor: 'start' },
        ...(spot ? [{ price: spot, tone: 'spot' as const, label: t('chart.now') }] : []),
      ]}
      guides={[{ value: invest, label: t('chart.invested'), side: 'start' }]}
      axis={{ lower: t('chart.lower'), higher: t('chart.higher') }}
      probe={{
        label: t('chart.slider'),
        step,
        initial: spot ?? terms.purchase,
        valueAt: value,
        priceText: price,
        readout: (p, v) => t('chart.readout', { price: price(p), outcome: outcome(p), value: money(v) }),
      }}
      table={{
        testId: 'discount-buy-payoff-table',
        caption: t('chart.tableCaption', { amount: money(invest) }),
        columns: [t('chart.colPrice'), t('chart.colOutcome'), t('chart.colValue')],
        rows: prices.map((p) => ({ key: p.toFixed(), cells: [price(p), outcome(p), money(value(p))] })),
      }}
    />
  );
}
