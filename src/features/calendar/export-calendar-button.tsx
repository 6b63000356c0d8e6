import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { downloadCalendar } from '@/products/calendar/calendar-file';
import type { PositionEvent } from '@/products/calendar/position-events';
import { Button } from '@/ui/button';

/** Downloads every upcoming event as one .ics file; a later download updates the same events in the calendar. */
export function ExportCalendarButton({ events, coins, describedBy }: { events: readonly PositionEvent[]; coins: CoinCatalogue | undefined; describedBy: string }) {
  const { t } = useTranslation('calendar');
  return (
    <Button variant="primary" size="small" onClick={() => void downloadCalendar(events, coins)} disabled={events.length === 0} aria-describedby={describedBy} data-testid="calendar-export">
      {t('export.button')}
    </Button>
  );
}
