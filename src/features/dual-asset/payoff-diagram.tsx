import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DualDirection } from '@/api/earn/earn-enums';
import type { Decimal } from '@/lib/decimal';
import { priceText } from '@/products/offer-format';
import * as css from './payoff-diagram.css';

const W = 320;
const H = 166;
const X0 = 8;
const X1 = 312;
const TOP = 22;
const BOTTOM = 128;

/**
 * What comes back, valued in the quote coin, against the settlement price: rising with the price below the
 * target (you hold the base coin), flat above it (you hold the quote coin). The target and today's price
 * are marked. Geometry only uses floats; every figure written is formatted from the exact decimals.
 * The chart reads left to right in every language (a price axis); its words follow the page direction.
 */
export function PayoffDiagram({
  direction,
  target,
  spot,
  base,
  quote,
  reachedText,
  missedText,
  locale,
}: {
  direction: DualDirection;
  target: Decimal;
  spot: Decimal | null;
  base: string;
  quote: string;
  /** The two outcomes in words (the text alternative of the picture). */
  reachedText: string;
  missedText: string;
  locale: string;
}) {
  const { t } = useTranslation('dual');
  const titleId = useId();
  const descId = useId();
  const k = target.toNumber();
  const s = spot?.toNumber() ?? k;
  const spread = Math.max(0.04, (2.2 * Math.abs(s - k)) / k);
  const lo = k * (1 - spread);
  const hi = k * (1 + spread);
  const x = (p: number) => X0 + ((p - lo) / (hi - lo)) * (X1 - X0);
  // Value at the target is the top; the left edge is worth lo/k of it.
  const y = (p: number) => {
    const v = Math.min(p, k) / k;
    const vMin = lo / k - 0.05;
    return BOTTOM - ((v - vMin) / (1 - vMin)) * (BOTTOM - TOP);
  };
  const path = `M ${x(lo)} ${y(lo)} L ${x(k)} ${y(k)} L ${x(hi)} ${y(hi)}`;
  const xk = x(k);
  const xs = x(Math.min(hi, Math.max(lo, s)));
  const buyLow = direction === DualDirection.BuyLow;
  const targetLabel = t('diagram.target', { price: priceText(target, locale) });
  const nowLabel = spot ? t('diagram.now', { price: priceText(spot, locale) }) : null;
  const nowAnchor = xs < xk ? 'end' : 'start';
  return (
    <figure className={css.figure}>
      <svg
        className={css.svg}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        direction="ltr"
        data-testid="dual-payoff-diagram"
      >
        <title id={titleId}>{t(buyLow ? 'diagram.titleBuyLow' : 'diagram.titleSellHigh', { base, quote })}</title>
        <desc id={descId}>{`${reachedText} ${missedText}`}</desc>
        <rect className={css.regionBase} x={X0} y={TOP - 14} width={xk - X0} height={BOTTOM - TOP + 14} />
        <rect className={css.regionQuote} x={xk} y={TOP - 14} width={X1 - xk} height={BOTTOM - TOP + 14} />
        <line className={css.axis} x1={X0} y1={BOTTOM} x2={X1} y2={BOTTOM} />
        <line className={css.target} x1={xk} y1={TOP - 14} x2={xk} y2={BOTTOM + 4} />
        {nowLabel && <line className={css.spot} x1={xs} y1={TOP + 20} x2={xs} y2={BOTTOM} />}
        <path className={css.payoff} d={path} />
        <text className={css.label} x={xk} y={BOTTOM + 16} textAnchor="middle">
          {targetLabel}
        </text>
        {nowLabel && (
          <text className={css.muted} x={xs + (nowAnchor === 'end' ? -4 : 4)} y={TOP + 28} textAnchor={nowAnchor}>
            {nowLabel}
          </text>
        )}
        <text className={css.label} x={X0 + 4} y={TOP - 2}>
          {t('diagram.youGet', { coin: base })}
        </text>
        <text className={css.label} x={X1 - 4} y={TOP - 2} textAnchor="end">
          {t('diagram.youGet', { coin: quote })}
        </text>
        <text className={css.muted} x={X0} y={BOTTOM + 32}>
          {t('diagram.lower')}
        </text>
        <text className={css.muted} x={X1} y={BOTTOM + 32} textAnchor="end">
          {t('diagram.higher')}
        </text>
      </svg>
      <figcaption className={css.caption}>{t('diagram.caption', { quote })}</figcaption>
    </figure>
  );
}
