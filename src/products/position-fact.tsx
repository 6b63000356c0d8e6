import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '@/lib/format-date';
import { redemptionClosesAt } from './offer-position';

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
 * the exchange refuses redemptions in the last `lockMinutes` before settlement.
 */
export function EarlyRedemptionFact({
  settlesAt,
  lockMinutes,
  now,
  locale,
  valueTestId,
}: {
  settlesAt: number;
  lockMinutes: number;
  now: number;
  locale: string;
  valueTestId?: string;
}) {
  const { t } = useTranslation('flow');
  const until = redemptionClosesAt(settlesAt, lockMinutes);
  return (
    <PositionFact term={t('earlyRedemption.term')} valueTestId={valueTestId}>
      {now < until
        ? t('earlyRedemption.until', { time: t('utc', { time: formatUtcDateTime(until, locale) }) })
        : t('earlyRedemption.closed', { minutes: lockMinutes })}
    </PositionFact>
  );
}
