import type { ProductCard } from '@/api/earn/product-schema';
import { formatAprE8, formatAprRange, formatPercent } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { quotaPercent } from './quota';

/**
 * The formatted figures of a card (exact decimals through Intl), computed once per product and page: a
 * card that scrolls or filters back into view is not formatted again.
 */
export interface CardDisplay {
  apr: string;
  /** Formatted bonus APR, or null without a bonus. */
  bonus: string | null;
  /** "30 days", or null for flexible. */
  term: string | null;
  /** Quota taken, 0-100, and its text; null without a quota. */
  filled: number | null;
  filledText: string;
}

const cache = new WeakMap<ProductCard, { locale: string; display: CardDisplay }>();

export function cardDisplay(card: ProductCard, durationSeconds: number, locale: string): CardDisplay {
  const hit = cache.get(card);
  if (hit && hit.locale === locale) return hit.display;
  const filled = quotaPercent(card.product_max_share, card.total_deposit_share);
  const display: CardDisplay = {
    apr: formatAprRange(card, locale),
    bonus: card.bonus_apy_e8 === '0' ? null : formatAprE8(card.bonus_apy_e8, locale),
    term: termText(durationSeconds, locale),
    filled,
    filledText: filled === null ? '' : formatPercent(filled, { locale, fractionDigits: 1 }),
  };
  cache.set(card, { locale, display });
  return display;
}
