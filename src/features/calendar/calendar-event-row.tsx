import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { formatDateTime, formatDateTimeUtc } from '@/lib/format-date';
import { eventWords } from '@/products/calendar/event-words';
import { eventKey, type PositionEvent } from '@/products/calendar/position-events';
import * as css from './calendar.css';

/** One dated event: what happens, to which position, at what time in UTC and in the reader's own time. */
export function CalendarEventRow({
  event,
  coins,
  locale,
}: {
  event: PositionEvent;
  coins: CoinCatalogue | undefined;
  locale: string;
}) {
  const { t } = useTranslation('calendar');
  const words = eventWords(event, t, coins, locale);
  return (
    <li className={css.event} data-testid="calendar-event" data-kind={event.kind} data-event={eventKey(event)}>
      <span className={css.kind}>{t(`kind.${event.kind}`)}</span>
      <p className={css.eventTitle}>{words.title}</p>
      <p className={css.detail}>{words.detail}</p>
      <p className={css.times}>
        <time dateTime={new Date(event.atMs).toISOString()}>{formatDateTimeUtc(event.atMs, locale)}</time>
        {' · '}
        <span className={css.localTime}>{t('localTime', { time: formatDateTime(event.atMs, locale) })}</span>
      </p>
    </li>
  );
}
