import { useTranslation } from 'react-i18next';
import { formatDateTime, formatUtcTime } from '@/lib/format-date';
import { serverOffsetMs } from '@/lib/server-time';

/**
 * When a rate was quoted, said the same way beside every APR (home, family pages, the product dialog, the
 * review): "as of 14:05 UTC", the reader's own time in the title. A streamed figure says so with <LiveStatus>.
 */
export function AprAsOf({ at, rates, locale, className, testId }: {
  at: number | null;
  /** Said of a whole list ("APRs as of …") rather than beside one figure. */
  rates?: boolean;
  locale: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  if (at === null) return null;
  return (
    <small className={className} data-testid={testId}>
      <time dateTime={new Date(at).toISOString()} title={formatDateTime(at, locale)}>{t(rates ? 'yield.ratesAsOf' : 'yield.asOf', { time: formatUtcTime(at, locale) })}</time>
    </small>
  );
}

/**
 * The server time of a cached answer: a query's `dataUpdatedAt` is the device's clock, the rates in it are the
 * exchange's as of that moment on its own clock. Null before the first answer.
 */
export function answeredAt(dataUpdatedAt: number): number | null {
  return dataUpdatedAt > 0 ? dataUpdatedAt + serverOffsetMs() : null;
}
