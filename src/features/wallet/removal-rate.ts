import { parseAmount } from '@/lib/parse-amount';

/**
 * A whole percentage 1-100 (liquidity removal), typed in the page's locale. Apart from position-actions, which
 * every wallet card loads: only the action dialog, loaded on demand, reads a typed rate (and the amount parser).
 */
export function checkRate(text: string, locale: string): { ok: true; value: number } | { ok: false } {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok || !/^\d{1,3}$/.test(parsed.value)) return { ok: false };
  const value = Number(parsed.value);
  return value >= 1 && value <= 100 ? { ok: true, value } : { ok: false };
}
