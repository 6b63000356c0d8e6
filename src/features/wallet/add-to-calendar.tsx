import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { upcomingEvents } from '@/products/calendar/position-events';
import { useCalendarDownload } from '@/products/calendar/use-calendar-download';
import { useCoins } from '@/products/use-coins';
import { Button } from '@/ui/button';
import { useServerClock } from '@/ui/use-server-clock';
import * as css from './wallet.css';

/**
 * "Add to calendar" on a position with dates ahead: a small .ics of this position's events, with the same
 * UIDs as the calendar page's file. The writer and its words load on the first click, never with the wallet.
 * In a webview it goes to the share sheet, or the card says the file cannot be saved there.
 */
export function AddToCalendar({ position, describedBy }: { position: Position; describedBy: string }) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const events = upcomingEvents([position], useServerClock(60_000));
  const { download, unsupported } = useCalendarDownload();
  if (events.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => download(events, coins, position.position_id)}
        aria-describedby={describedBy}
        data-testid="add-to-calendar"
      >
        {t('calendar.add')}
      </Button>
      {unsupported && (
        <p className={css.actionNote} role="status" data-testid="calendar-unsupported">
          {t('calendar.unsupported')}
        </p>
      )}
    </>
  );
}
