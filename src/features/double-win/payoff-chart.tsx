import { useTranslation } from 'react-i18next';
import { Decimal, maxOf } from '@/lib/decimal';
import { doubleWinPayout, doubleWinPayoffTable, type DoubleWinTerms } from '@/products/double-win/payoff';
import { PayoffChart as Chart } from '@/ui/payoff-chart/payoff-chart';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import { withUnit } from '@/lib/bidi';

/**
 * What a double-win order pays at every settlement price, on the shared payoff chart: the range shaded with
 * its zero return, both breakouts rising from the investment, the bounds and today's price marked, a slider
 * that reads the payout at any price and a table with the same figures.
 */
export function PayoffChart({
  terms,
  amount,
  spot,
  tick,
  quoteName,
  precision,
  locale,
}: {
  terms: DoubleWinTerms;
  /** The typed amount; null draws the chart for 100 of the quote coin. */
  amount: Decimal | null;
  spot: Decimal | null;
  tick: Decimal;
  quoteName: string;
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('double-win');
  const invest = amount && amount.greaterThan(0) ? amount : new Decimal(100);
  const width = terms.upper.minus(terms.lower);
  const margin = width.times('0.8');
  const lo = maxOf(tick, terms.lower.minus(margin));
  const hi = terms.upper.plus(margin);
  const pay = (p: Decimal) => doubleWinPayout(invest, terms, p);
  const top = maxOf(pay(lo), pay(hi)).times('1.08');
  const money = (v: Decimal) => withUnit(moneyText(v, locale, precision), quoteName, locale);
  const price = (v: Decimal) => withUnit(priceText(v, locale), quoteName, locale);
  const zero = new Decimal(0);
  const rows = doubleWinPayoffTable(invest, terms, width.div(terms.entry).times('0.6'));

  return (
    <Chart
      testId="double-win"
      title={t('chart.title', { amount: money(invest) })}
      description={t('chart.desc', {
        lower: price(terms.lower),
        upper: price(terms.upper),
        amount: money(invest),
        leverage: terms.leverage.toFixed(),
      })}
      domain={{ lo, hi }}
      range={{ min: zero, max: top }}
      pieces={[
        [
          { price: lo, value: pay(lo) },
          { price: terms.lower, value: invest },
        ],
        [
          { price: terms.lower, value: zero },
          { price: terms.upper, value: zero },
        ],
        [
          { price: terms.upper, value: invest },
          { price: hi, value: pay(hi) },
        ],
      ]}
      bands={[
        { to: terms.lower, tone: 'gain', label: t('chart.breakoutBelow') },
        { from: terms.lower, to: terms.upper, tone: 'loss', label: t('chart.zeroZone'), labelAt: 'bottom' },
        { from: terms.upper, tone: 'gain', label: t('chart.breakoutAbove') },
      ]}
      markers={[
        { price: terms.lower, tone: 'level', tick: priceText(terms.lower, locale), tickAnchor: 'end' },
        { price: terms.upper, tone: 'level', tick: priceText(terms.upper, locale), tickAnchor: 'start' },
        ...(spot ? [{ price: spot, tone: 'spot' as const, label: t('chart.now') }] : []),
      ]}
      guides={[{ value: invest, label: t('chart.invested') }]}
      axis={{ lower: t('chart.lower'), higher: t('chart.higher') }}
      probe={{
        label: t('chart.slider'),
        step: tick,
        initial: spot ?? terms.entry,
        valueAt: pay,
        priceText: price,
        readout: (p, v) =>
          t('chart.readout', {
            price: price(p),
            payout: money(v),
            change: fractionText(v.minus(invest).div(invest), locale),
          }),
      }}
      table={{
        testId: 'double-win-payoff-table',
        caption: t('chart.tableCaption', { amount: money(invest) }),
        columns: [t('chart.colPrice'), t('chart.colZone'), t('chart.colPayout')],
        rows: rows.map((row) => ({
          key: row.price.toFixed(),
          cells: [price(row.price), t(`chart.zone.${row.zone}`), money(row.payout)],
        })),
      }}
    />
  );
}
