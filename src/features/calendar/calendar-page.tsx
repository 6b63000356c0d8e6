import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { localeParams } from '@/i18n/locale-links';
import { allPositionsQueryOptions } from '@/products/calendar/all-positions';
import { groupByUtcDay } from '@/products/calendar/event-days';
import { upcomingEvents } from '@/products/calendar/position-events';
import { useCoins } from '@/products/use-coins';
import { buttonClass } from '@/ui/button-class';
import { QueryError } from '@/ui/query-error';
import { Skeleton } from '@/ui/skeleton';
import { useServerClock } from '@/ui/use-server-clock';
import { CalendarDay } from './calendar-day';
import { ExportCalendarButton } from './export-calendar-button';
import * as css from './calendar.css';

const NOTE_ID = 'calendar-note';

/**
 * /earn/calendar: every upcoming date of the user's positions by UTC day, with a download of all of them as
 * an iCalendar file.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const query = useQuery(allPositionsQueryOptions());
  const coins = useCoins();
  const now = useServerClock(60_000);
  const locale = getIntlLocale();
  const events = useMemo(() => upcomingEvents(query.data ?? [], now), [query.data, now]);

  if (query.isError)
    return <QueryError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className={css.events}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius={10} />
        ))}
      </div>
    );
  }
  return (
    <>
      <div className={css.toolbar}>
        <p className={css.summary} data-testid="calendar-summary">
          {t('summary', { count: events.length })}
        </p>
        <ExportCalendarButton events={events} coins={coins} describedBy={NOTE_ID} />
      </div>
      <p id={NOTE_ID} className={css.note}>
        {t('note')}
      </p>
      {events.length === 0 ? (
        <>
          <p className={css.empty} data-testid="calendar-empty">
            {t('empty')}
          </p>
          <div className={css.emptyActions}>
            <Link to="/{-$locale}/earn/wallet/" params={localeParams()} className={buttonClass('secondary', 'small')}>
              {t('backToWallet')}
            </Link>
          </div>
        </>
      ) : (
        <ol className={css.days}>
          {groupByUtcDay(events).map((day) => (
            <CalendarDay key={day.dayMs} day={day} coins={coins} locale={locale} />
          ))}
        </ol>
      )}
    </>
  );
}
