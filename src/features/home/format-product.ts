import { apyE8ToPercentPlain } from '@/lib/decimal-string';
import { formatPercent } from '@/lib/format-number';

/** Display helpers of the product cards; every text goes through Intl in the page's locale. */

export function formatApr(apyE8: string, locale: string): string {
  return formatPercent(apyE8ToPercentPlain(apyE8), { locale, fractionDigits: 2 });
}

/**
 * The headline APR of a card without its bonus (shown apart): "1.5%–10%" for tiers, "4.5%" for one rate.
 * Cards carry the range with the bonus included; it is taken out here.
 */
export function aprRangeText(card: { apy_min_e8: string; apy_max_e8: string; bonus_apy_e8: string }, locale: string): string {
  const bonus = BigInt(card.bonus_apy_e8);
  const low = BigInt(card.apy_min_e8) - bonus;
  const high = BigInt(card.apy_max_e8) - bonus;
  const lowText = formatApr(String(low), locale);
  return low === high ? lowText : `${lowText}–${formatApr(String(high), locale)}`;
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: 'day' | 'hour' | 'minute', display: 'long' | 'narrow'): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let nf = unitFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 0 });
    unitFormats.set(key, nf);
  }
  return nf;
}

/** A term in seconds as "30 days" or "8 hours" in the locale's words; null for flexible (open-ended). */
export function termText(durationSeconds: number, locale: string): string | null {
  if (durationSeconds <= 0) return null;
  if (durationSeconds < 86_400) return unitFormat(locale, 'hour', 'long').format(Math.round(durationSeconds / 3600));
  return unitFormat(locale, 'day', 'long').format(Math.round(durationSeconds / 86_400));
}

/** Time left as "2d 3h" / "3h 5m" / "5m" (the cards update once a minute). */
export function shortCountdown(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (value: number, unit: 'day' | 'hour' | 'minute') => unitFormat(locale, unit, 'narrow').format(value);
  if (days > 0) return `${part(days, 'day')} ${part(hours, 'hour')}`;
  if (hours > 0) return `${part(hours, 'hour')} ${part(mins, 'minute')}`;
  return part(mins, 'minute');
}
