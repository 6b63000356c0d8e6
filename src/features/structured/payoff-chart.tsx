import { useTranslation } from 'react-i18next';
import { Decimal, maxOf } from '@/lib/decimal';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import { sharkFinApr, sharkFinPayout, sharkFinTable, type SharkFinTerms } from '@/products/structured/shark-fin';
import { PayoffChart } from '@/ui/payoff-chart/payoff-chart';
import { withUnit } from '@/lib/bidi';

/**
 * What a shark fin pays at every settlement price for the typed amount: the base rate outside the range
 * (knocked out), rising to the high yield towards the far bound inside it; never less than the principal.
 */
export function SharkFinChart({
  terms,
  amount,
  spot,
  underlying,
  invest,
  precision,
  locale,
}: {
  terms: SharkFinTerms;
  /** The typed amount; null draws the chart for 1,000 of the investment coin. */
  amount: Decimal | null;
  spot: Decimal | null;
  underlying: string;
  invest: string;
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('structured');
  const principal = amount && amount.greaterThan(0) ? amount : new Decimal(1000);
  const width = terms.upper.minus(terms.lower);
  const lo = maxOf(terms.lower.times('0.01'), terms.lower.minus(width.times('0.6')));
  const hi = terms.upper.plus(width.times('0.6'));
  const pay = (p: Decimal) => sharkFinPayout(principal, terms, p);
  const floor = pay(lo);
  const high = sharkFinPayout(principal, { ...terms, floorApr: terms.maxApr }, terms.lower);
  const pad = high.minus(principal).times('0.15');
  const step = terms.lower.times('0.0001').toSignificantDigits(1);
  const money = (v: Decimal) => withUnit(moneyText(v, locale, precision), invest, locale);
  const price = (v: Decimal) => withUnit(priceText(v, locale), invest, locale);
  const bullish = terms.kind === 1;
  const inside = bullish
    ? [
        { price: lo, value: floor },
        { price: terms.lower, value: floor },
        { price: terms.upper, value: high },
      ]
    : [{ price: lo, value: floor }];
  const after = bullish
    ? [
        { price: terms.upper, value: floor },
        { price: hi, value: floor },
      ]
    : [
        { price: terms.lower, value: high },
        { price: terms.upper, value: floor },
        { price: hi, value: floor },
      ];

  return (
    <PayoffChart
      testId="structured"
      title={t('chart.title', { amount: money(principal) })}
      description={t(bullish ? 'chart.descBullish' : 'chart.descBearish', {
        lower: priceText(terms.lower, locale),
        upper: priceText(terms.upper, locale),
        low: fractionText(terms.floorApr, locale),
        high: fractionText(terms.maxApr, locale),
        amount: money(principal),
      })}
      domain={{ lo, hi }}
      range={{ min: principal.minus(pad), max: high.plus(pad) }}
      pieces={[inside, after]}
      bands={[
        { to: terms.lower, tone: 'neutral', label: t('chart.knockedOut') },
        { from: terms.lower, to: terms.upper, tone: 'gain', label: t('chart.highYield') },
        { from: terms.upper, tone: 'neutral', label: t('chart.knockedOut') },
      ]}
      markers={[
        { price: terms.lower, tone: 'level', tick: priceText(terms.lower, locale), tickAnchor: 'end' },
        { price: terms.upper, tone: 'level', tick: priceText(terms.upper, locale), tickAnchor: 'start' },
        // Today's price often sits on a bound (the range starts at spot): its label leans away from the bound.
        ...(spot
          ? [
              {
                price: spot,
                tone: 'spot' as const,
                label: t('chart.now'),
                labelSide: spot.lessThanOrEqualTo(terms.lower.plus(width.div(2)))
                  ? ('before' as const)
                  : ('after' as const),
              },
            ]
          : []),
      ]}
      guides={[{ value: principal, label: t('chart.principal'), side: 'start' }]}
      axis={{ lower: t('chart.lower'), higher: t('chart.higher') }}
      probe={{
        label: t('chart.slider', { coin: underlying }),
        step,
        initial: spot ?? terms.lower,
        valueAt: pay,
        priceText: price,
        readout: (p, v) =>
          t('chart.readout', { price: price(p), apr: fractionText(sharkFinApr(terms, p), locale), payout: money(v) }),
      }}
      table={{
        testId: 'structured-payoff-table',
        caption: t('chart.tableCaption', { amount: money(principal) }),
        columns: [t('chart.colPrice', { coin: underlying }), t('chart.colApr'), t('chart.colPayout')],
        rows: sharkFinTable(principal, terms).map((row) => ({
          key: row.price.toFixed(),
          cells: [price(row.price), fractionText(row.apr, locale), money(row.payout)],
        })),
      }}
    />
  );
}
