import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { formatDateUtc } from '@/lib/format-date';
import type { EventDay } from '@/products/calendar/event-days';
import { eventKey } from '@/products/calendar/position-events';
import { CalendarEventRow } from './calendar-event-row';
import * as css from './calendar.css';

/** A UTC day of the calendar: its date as a heading, then its events in time order. */
export function CalendarDay({
  day,
  coins,
  locale,
}: {
  day: EventDay;
  coins: CoinCatalogue | undefined;
  locale: string;
}) {
  const { t } = useTranslation('calendar');
  const titleId = `calendar-day-${day.dayMs}`;
  return (
    <li>
      <section aria-labelledby={titleId} data-testid="calendar-day">
        <h2 id={titleId} className={css.dayTitle}>
          <time dateTime={new Date(day.dayMs).toISOString().slice(0, 10)}>{formatDateUtc(day.dayMs, locale)}</time>
          <span className={css.dayCount}>{t('dayCount', { count: day.events.length })}</span>
        </h2>
        <ul className={css.events}>
          {day.events.map((event) => (
            <CalendarEventRow key={eventKey(event)} event={event} coins={coins} locale={locale} />
          ))}
        </ul>
      </section>
    </li>
  );
}
