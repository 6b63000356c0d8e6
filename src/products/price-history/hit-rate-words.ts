import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format-number';
import type { HitRate } from './hit-rate';

/** The share in whole percent as the page writes it ("14 %"). */
function hitPercentText(rate: HitRate, locale: string): string {
  return rate.percent === null ? '' : formatPercent(rate.percent, { locale, fractionDigits: 0 });
}

export function useHitRateWords(): HitRateWords {
  const { t } = useTranslation('price-history');
  return {
    short: (rate, locale) => t('priceHistory.hitRate.short', { percent: hitPercentText(rate, locale) }),
    sentence: (subject, rate, locale) =>
      t(`priceHistory.hitRate.${subject}`, {
        percent: hitPercentText(rate, locale),
        hits: rate.hits,
        samples: rate.samples,
      }),
  };
}

/** What a hit rate is of: a dual target, a discount buy's knock-out price, a double-win range. */
export type HitRateSubject = 'target' | 'knockOut' | 'range';

export interface HitRateWords {
  /** The short figure ("14 % of days"). */
  short(rate: HitRate, locale: string): string;
  /** The sentence that states it with its window and counts. */
  sentence(subject: HitRateSubject, rate: HitRate, locale: string): string;
}
