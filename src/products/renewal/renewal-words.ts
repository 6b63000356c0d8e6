import type { TranslateIn, TranslateNs } from '@/i18n/translation-key';
import { fromE8 } from '@/lib/decimal-e8';
import { Decimal } from '@/lib/decimal';
import { formatAmount, formatRate } from '@/lib/format-number';

/**
 * How a renewal tolerance reads: "the same APR as now (no lower)" or "up to 0.5 percentage points lower", the
 * points written in the page's locale and the plural chosen on the number itself (0.25, 1, 2).
 */
export function toleranceText(tolerance: string, t: TranslateNs<'wealth'>, locale: string): string {
  const points = new Decimal(tolerance).times(100);
  if (points.isZero()) return t('renewal.toleranceNone');
  return t('renewal.tolerancePoints', {
    count: points.toNumber(),
    points: formatAmount(points.toFixed(), { locale, precision: 2 }),
  });
}

/** A tolerance of the wire (`_e8` of a fraction) as the fraction the rule and the choices use. */
export function toleranceOfE8(e8: string): string {
  return fromE8(e8).toFixed();
}

/** A term's length in whole days, else in hours: "7 days", "8 hours", in the shared counted words. */
export function termText(durationSeconds: string, t: TranslateIn<'common'>): string {
  const seconds = Number(durationSeconds);
  return seconds % 86_400 === 0
    ? t('common:count.days', { count: seconds / 86_400 })
    : t('common:count.hours', { count: Math.round(seconds / 3_600) });
}

/** A dual renewal's distance (a fraction) as a whole percent: "3%". */
export function distanceText(distance: string, locale: string): string {
  return formatRate(distance, { locale, fractionDigits: 0 });
}
