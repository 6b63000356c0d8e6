import { useTranslation } from 'react-i18next';
import { priceText } from '@/products/offer-format';
import type { PriceBound } from './hit-rate';
import { useHitRates, type HitRates } from './use-price-history';
import * as css from './price-history.css';
import { useHitRateWords, type HitRateSubject } from './hit-rate-words';

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
export function PlanHitRate({
  base,
  quote,
  subject,
  bounds,
  termMs,
  settlementAt,
  locale,
}: {
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
  return (
    <p className={css.hitRates} data-testid="hit-rate">
      {words.sentence(subject, rate, locale)}
    </p>
  );
}

/** The method of a market's hit rates, once per page or group; nothing without history. */
export function MarketHitRateMethod({ base, quote, locale }: { base: string; quote: string; locale: string }) {
  const rates = useHitRates(base, quote);
  return rates ? <HitRateMethod rates={rates} quote={quote} locale={locale} /> : null;
}
