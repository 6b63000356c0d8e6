import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { getCurrentLocale, getIntlLocale } from '@/i18n/current-locale';
import { serverNow } from '@/lib/server-time';
import { positionsCalendar, saveCalendar } from '@/products/calendar/calendar-file';
import type { PositionEvent } from '@/products/calendar/position-events';
import { Button } from '@/ui/button';

/** Downloads every upcoming event as one .ics file; a later download updates the same events in the calendar. */
export function ExportCalendarButton({ events, coins, describedBy }: { events: readonly PositionEvent[]; coins: CoinCatalogue | undefined; describedBy: string }) {
  const { t } = useTranslation('calendar');
  const onClick = () => {
    const text = positionsCalendar(events, { t, coins, locale: getCurrentLocale(), intlLocale: getIntlLocale(), nowMs: serverNow(), origin: window.location.origin });
    saveCalendar(text);
  };
  return (
    <Button variant="primary" size="small" onClick={onClick} disabled={events.length === 0} aria-describedby={describedBy} data-testid="calendar-export">
      {t('export.button')}
    </Button>
  );
}
