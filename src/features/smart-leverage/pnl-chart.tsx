import { useTranslation } from 'react-i18next';
import { Decimal, maxOf } from '@/lib/decimal';
import {
  smartLeveragePayout,
  smartLeverageTable,
  wipeoutPrice,
  type SmartLeverageTerms,
} from '@/products/smart-leverage/pnl';
import { PayoffChart } from '@/ui/payoff-chart/payoff-chart';
import { priceText } from '@/products/offer-format';
import { moneyText, signedMoneyText } from './format';
import { withUnit } from '@/lib/bidi';

/**
 * The P&L simulator on the shared payoff chart: profit or loss at settlement against the settlement price for
 * the typed amount and leverage. The breakeven (fixed at order time) and today's price are marked; the loss
 * stops at the amount put in (no liquidation before settlement). A slider reads any price; a table gives the
 * same figures as text.
 */
export function PnlChart({
  terms,
  amount,
  spot,
  quoteName,
  locale,
}: {
  terms: SmartLeverageTerms;
  amount: Decimal | null;
  spot: Decimal | null;
  quoteName: string;
  locale: string;
}) {
  const { t } = useTranslation('smart-leverage');
  const invest = amount && amount.greaterThan(0) ? amount : new Decimal(100);
  const wipe = wipeoutPrice(terms);
  // Twice the wipe-out distance either side of the breakeven, at least 2 % of entry.
  const half = maxOf(terms.breakeven.minus(wipe).abs().times(2), terms.entry.times('0.02'));
  const lo = maxOf(terms.breakeven.minus(half), terms.entry.times('0.001'));
  const hi = terms.breakeven.plus(half);
  const pnlAt = (p: Decimal) => smartLeveragePayout(invest, terms, p).minus(invest);
  const maxGain = maxOf(pnlAt(lo), pnlAt(hi));
  const minPnl = invest.negated();
  const zero = new Decimal(0);
  const up = terms.direction === 1;
  const tick = terms.entry.times('0.0001').toSignificantDigits(1);
  const money = (v: Decimal) => withUnit(moneyText(v, locale), quoteName, locale);
  const price = (v: Decimal) => withUnit(priceText(v, locale), quoteName, locale);
  const rows = smartLeverageTable(invest, terms, half.div(terms.entry).toDecimalPlaces(4), 3, tick);
  const now = spot ?? terms.entry;

  return (
    <PayoffChart
      testId="smart-leverage"
      title={t('chart.title', { amount: money(invest), leverage: terms.leverage.toFixed() })}
      description={t(up ? 'chart.descUp' : 'chart.descDown', {
        breakeven: price(terms.breakeven),
        wipeout: price(wipe),
        amount: money(invest),
      })}
      domain={{ lo, hi }}
      range={{ min: minPnl, max: maxGain }}
      pieces={[
        up
          ? [
              { price: lo, value: minPnl },
              { price: wipe, value: minPnl },
              { price: hi, value: pnlAt(hi) },
            ]
          : [
              { price: lo, value: pnlAt(lo) },
              { price: wipe, value: minPnl },
              { price: hi, value: minPnl },
            ],
      ]}
      bands={[
        { ...(up ? { from: terms.breakeven } : { to: terms.breakeven }), above: zero, tone: 'gain' },
        { below: zero, tone: 'loss' },
      ]}
      markers={[
        {
          price: terms.breakeven,
          tone: 'level',
          label: t('chart.breakeven'),
          tick: priceText(terms.breakeven, locale),
        },
        ...(spot
          ? [
              {
                price: spot,
                tone: 'spot' as const,
                label: t('chart.now'),
                labelSide: spot.lessThan(terms.breakeven) ? ('before' as const) : ('after' as const),
              },
            ]
          : []),
      ]}
      guides={[
        { value: zero, label: t('chart.zero') },
        {
          value: minPnl,
          label: t('chart.maxLoss', { amount: money(invest) }),
          side: up ? 'start' : 'end',
          line: false,
        },
      ]}
      axis={{ lower: t('chart.lower'), higher: t('chart.higher') }}
      probe={{
        label: t('chart.slider'),
        step: tick,
        initial: now,
        valueAt: pnlAt,
        priceText: price,
        readout: (p, pnl) =>
          t('chart.readout', {
            price: price(p),
            payout: money(smartLeveragePayout(invest, terms, p)),
            pnl: withUnit(signedMoneyText(pnl, locale), quoteName, locale),
          }),
      }}
      table={{
        testId: 'smart-leverage-pnl-table',
        caption: t('chart.tableCaption', { amount: money(invest) }),
        columns: [t('chart.colPrice'), t('chart.colPayout'), t('chart.colPnl')],
        rows: rows.map((row) => ({
          key: row.price.toFixed(),
          cells: [price(row.price), money(row.payout), withUnit(signedMoneyText(row.pnl, locale), quoteName, locale)],
          ...(row.price.equals(terms.breakeven) ? { mark: 'breakeven' } : {}),
        })),
      }}
    />
  );
}
