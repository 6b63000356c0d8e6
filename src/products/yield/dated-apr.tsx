import { useTranslation } from 'react-i18next';
import { formatDateTime, formatUtcTime } from '@/lib/format-date';

/**
 * When a rate was quoted, said the same way beside every APR (home, family pages, the product dialog, the
 * review): "as of 14:05 UTC", the reader's own time in the title. A streamed figure says so with <LiveStatus>.
 */
export function AprAsOf({
  at,
  rates,
  locale,
  className,
  testId,
}: {
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
      <time dateTime={new Date(at).toISOString()} title={formatDateTime(at, locale)}>
        {t(rates ? 'yield.ratesAsOf' : 'yield.asOf', { time: formatUtcTime(at, locale) })}
      </time>
    </small>
  );
}
