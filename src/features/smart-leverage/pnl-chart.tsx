import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal } from '@/lib/decimal';
import { smartLeveragePayout, smartLeverageTable, wipeoutPrice, type SmartLeverageTerms } from '@/products/smart-leverage/pnl';
import { moneyText, priceText, signedMoneyText } from './format';
import * as css from './pnl-chart.css';

const W = 340;
const H = 200;
const X0 = 10;
const X1 = 330;
const TOP = 20;
const BOTTOM = 150;

/**
 * The P&L simulator: profit or loss at settlement against the settlement price for the typed amount and
 * leverage, drawn by the project in SVG. The breakeven (fixed at order time) and today's price are marked;
 * the loss stops at the amount put in (no liquidation before settlement). A slider reads any price; a table
 * gives the same figures as text. Geometry uses floats; every figure written comes from exact decimals.
 */
export function PnlChart({ terms, amount, spot, quoteName, locale }: {
  terms: SmartLeverageTerms;
  amount: Decimal | null;
  spot: Decimal | null;
  quoteName: string;
  locale: string;
}) {
  const { t } = useTranslation('smart-leverage');
  const titleId = useId();
  const descId = useId();
  const sliderId = useId();
  const invest = amount && amount.greaterThan(0) ? amount : new Decimal(100);
  const wipe = wipeoutPrice(terms);
  // Twice the wipe-out distance either side of the breakeven, at least 2 % of entry.
  const half = Decimal.max(terms.breakeven.minus(wipe).abs().times(2), terms.entry.times('0.02'));
  const loD = Decimal.max(terms.breakeven.minus(half), terms.entry.times('0.001'));
  const hiD = terms.breakeven.plus(half);
  const lo = loD.toNumber();
  const hi = hiD.toNumber();
  const pnlAt = (p: Decimal) => smartLeveragePayout(invest, terms, p).minus(invest);
  const maxGain = Decimal.max(pnlAt(loD), pnlAt(hiD)).toNumber();
  const minPnl = -invest.toNumber();
  const x = (p: number) => X0 + ((Math.min(hi, Math.max(lo, p)) - lo) / (hi - lo)) * (X1 - X0);
  const y = (v: number) => BOTTOM - ((v - minPnl) / (maxGain - minPnl || 1)) * (BOTTOM - TOP);
  const xb = x(terms.breakeven.toNumber());
  const xw = x(wipe.toNumber());
  const y0 = y(0);
  const up = terms.direction === 1;
  const path = up
    ? `M ${X0} ${y(minPnl)} L ${xw} ${y(minPnl)} L ${X1} ${y(pnlAt(hiD).toNumber())}`
    : `M ${X0} ${y(pnlAt(loD).toNumber())} L ${xw} ${y(minPnl)} L ${X1} ${y(minPnl)}`;
  const tick = terms.entry.times('0.0001').toSignificantDigits(1);
  const steps = hiD.minus(loD).div(tick).floor().toNumber();
  const [probeText, setProbeText] = useState<string | null>(null);
  const probe = probeText === null ? (spot ?? terms.entry) : new Decimal(probeText);
  const probePnl = pnlAt(probe);
  const money = (v: Decimal) => `${moneyText(v, locale)} ${quoteName}`;
  const price = (v: Decimal) => `${priceText(v, locale)} ${quoteName}`;
  const rows = smartLeverageTable(invest, terms, half.div(terms.entry).toDecimalPlaces(4), 3, tick);
  const xs = spot ? x(spot.toNumber()) : null;

  return (
    <figure className={css.figure} data-testid="smart-leverage-chart">
      <svg className={css.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} direction="ltr">
        <title id={titleId}>{t('chart.title', { amount: money(invest), leverage: terms.leverage.toFixed() })}</title>
        <desc id={descId}>{t(up ? 'chart.descUp' : 'chart.descDown', { breakeven: price(terms.breakeven), wipeout: price(wipe), amount: money(invest) })}</desc>
        <rect className={css.gain} x={up ? xb : X0} y={TOP - 12} width={up ? X1 - xb : xb - X0} height={y0 - TOP + 12} />
        <rect className={css.loss} x={X0} y={y0} width={X1 - X0} height={BOTTOM - y0} />
        <line className={css.axis} x1={X0} y1={BOTTOM} x2={X1} y2={BOTTOM} />
        <line className={css.zero} x1={X0} y1={y0} x2={X1} y2={y0} />
        <line className={css.breakeven} x1={xb} y1={TOP - 12} x2={xb} y2={BOTTOM + 4} />
        {xs !== null && <line className={css.spot} x1={xs} y1={TOP + 16} x2={xs} y2={BOTTOM} />}
        <path className={css.line} d={path} />
        <circle className={css.probe} cx={x(probe.toNumber())} cy={y(probePnl.toNumber())} r={5} />
        <text className={css.label} x={xb} y={TOP - 2} textAnchor="middle">{t('chart.breakeven')}</text>
        {xs !== null && <text className={css.muted} x={xs + (xs < xb ? -4 : 4)} y={TOP + 28} textAnchor={xs < xb ? 'end' : 'start'}>{t('chart.now')}</text>}
        <text className={css.muted} x={X1 - 2} y={y0 - 4} textAnchor="end">{t('chart.zero')}</text>
        <text className={css.muted} x={up ? X0 + 2 : X1 - 2} y={y(minPnl) - 4} textAnchor={up ? 'start' : 'end'}>{t('chart.maxLoss', { amount: money(invest) })}</text>
        <text className={css.muted} x={xb} y={BOTTOM + 16} textAnchor="middle">{priceText(terms.breakeven, locale)}</text>
        <text className={css.muted} x={X0} y={BOTTOM + 34}>{t('chart.lower')}</text>
        <text className={css.muted} x={X1} y={BOTTOM + 34} textAnchor="end">{t('chart.higher')}</text>
      </svg>
      <label htmlFor={sliderId} className={css.readout}>{t('chart.slider')}</label>
      <input
        id={sliderId}
        className={css.slider}
        type="range"
        dir="ltr"
        min={0}
        max={steps}
        step={1}
        value={Decimal.max(0, probe.minus(loD).div(tick).round()).toNumber()}
        aria-valuetext={price(probe)}
        onChange={(event) => setProbeText(loD.plus(tick.times(Number(event.target.value))).toFixed())}
        data-testid="smart-leverage-probe"
      />
      <p className={css.readout} aria-live="polite" data-testid="smart-leverage-probe-readout">
        {t('chart.readout', { price: price(probe), payout: money(smartLeveragePayout(invest, terms, probe)), pnl: `${signedMoneyText(probePnl, locale)} ${quoteName}` })}
      </p>
      <div className={css.tableWrap} role="region" tabIndex={0} aria-label={t('chart.tableCaption', { amount: money(invest) })}>
        <table className={css.table} data-testid="smart-leverage-pnl-table">
          <caption className={css.caption}>{t('chart.tableCaption', { amount: money(invest) })}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{t('chart.colPrice')}</th>
              <th scope="col" className={css.cell}>{t('chart.colPayout')}</th>
              <th scope="col" className={css.cell}>{t('chart.colPnl')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.price.toFixed()} data-breakeven={row.price.equals(terms.breakeven) || undefined}>
                <td className={css.cell}>{price(row.price)}</td>
                <td className={css.cell}>{money(row.payout)}</td>
                <td className={css.cell}>{signedMoneyText(row.pnl, locale)} {quoteName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
