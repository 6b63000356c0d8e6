import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format-number';
import { priceText } from '@/products/offer-format';
import type { HitRate, PriceBound } from './hit-rate';
import { useHitRates, type HitRates } from './use-price-history';
import * as css from './price-history.css';

/** What a hit rate is of: a dual target, a discount buy's knock-out price, a double-win range. */
export type HitRateSubject = 'target' | 'knockOut' | 'range';

/** The share in whole percent as the page writes it ("14 %"). */
export function hitPercentText(rate: HitRate, locale: string): string {
  return rate.percent === null ? '' : formatPercent(rate.percent, { locale, fractionDigits: 0 });
}

export interface HitRateWords {
  /** The short figure ("14 % of days"). */
  short(rate: HitRate, locale: string): string;
  /** The sentence that states it with its window and counts. */
  sentence(subject: HitRateSubject, rate: HitRate, locale: string): string;
}

export function useHitRateWords(): HitRateWords {
  const { t } = useTranslation('price-history');
  return {
    short: (rate, locale) => t('priceHistory.hitRate.short', { percent: hitPercentText(rate, locale) }),
    sentence: (subject, rate, locale) => t(`priceHistory.hitRate.${subject}`, { percent: hitPercentText(rate, locale), hits: rate.hits, samples: rate.samples }),
  };
}

/** How the hit rates were computed, and that they are history, not a forecast. */
export function HitRateMethod({ rates, quote, locale }: { rates: HitRates; quote: string; locale: string }) {
  const { t } = useTranslation('price-history');
  return (
    <p className={css.hitRates} data-testid="hit-rate-method" data-reference={rates.reference.toFixed()}>
      {t('priceHistory.hitRate.method', { reference: priceText(rates.reference, locale), quote })}
    </p>
  );
}

/** A plan's hit rate as one sentence (history of its market over 90 days); nothing without history. */
export function PlanHitRate({ base, quote, subject, bounds, termMs, settlementAt, locale }: {
  base: string;
  quote: string;
  subject: HitRateSubject;
  bounds: readonly PriceBound[];
  termMs: number;
  settlementAt: number;
  locale: string;
}) {
  const rates = useHitRates(base, quote);
  const words = useHitRateWords();
  const rate = rates?.of(bounds, termMs, settlementAt) ?? null;
  if (!rate) return null;
  return <p className={css.hitRates} data-testid="hit-rate">{words.sentence(subject, rate, locale)}</p>;
}

/** The method of a market's hit rates, once per page or group; nothing without history. */
export function MarketHitRateMethod({ base, quote, locale }: { base: string; quote: string; locale: string }) {
  const rates = useHitRates(base, quote);
  return rates ? <HitRateMethod rates={rates} quote={quote} locale={locale} /> : null;
}
