import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '@/lib/format-date';
import { redemptionClosesAt, redemptionOpen, type OfferPosition } from './offer-position';

/**
 * The lines the quoted families' wallet positions share (dt/dd pairs in the card's fact list, each in a
 * `<div>`); each family lists its own facts with them, from `offerPosition`.
 */

/** One line: its term and value; `testId` marks the line, `valueTestId` the value. */
export function PositionFact({
  term,
  children,
  testId,
  valueTestId,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
  valueTestId?: string;
}) {
  return (
    <div data-testid={testId}>
      <dt>{term}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  );
}

/** A time of the position in UTC, as the exchange states it (settlement, payout). */
export function PositionTime({ term, at, locale }: { term: string; at: number; locale: string }) {
  const { t } = useTranslation('flow');
  return <PositionFact term={term}>{t('utc', { time: formatUtcDateTime(at, locale) })}</PositionFact>;
}

/**
 * Until when a position may be redeemed before settlement (server clock `now`, ms), or that it no longer may:
 * the exchange refuses redemptions in the last `lockMinutes` before settlement. Nothing without a settlement time.
 */
export function EarlyRedemptionFact({
  held,
  lockMinutes,
  now,
  valueTestId,
}: {
  held: Pick<OfferPosition, 'settlesAt' | 'locale'>;
  lockMinutes: number;
  now: number;
  valueTestId?: string;
}) {
  const { t } = useTranslation('flow');
  const { settlesAt, locale } = held;
  if (settlesAt === null) return null;
  const until = redemptionClosesAt(settlesAt, lockMinutes);
  return (
    <PositionFact term={t('earlyRedemption.term')} valueTestId={valueTestId}>
      {redemptionOpen(now, settlesAt, lockMinutes)
        ? t('earlyRedemption.until', { time: t('utc', { time: formatUtcDateTime(until, locale) }) })
        : t('earlyRedemption.closed', { minutes: lockMinutes })}
    </PositionFact>
  );
}
