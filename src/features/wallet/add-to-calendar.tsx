import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { upcomingEvents } from '@/products/calendar/position-events';
import { useCoins } from '@/products/use-coins';
import { Button } from '@/ui/button';
import { useServerClock } from '@/ui/use-server-clock';

/**
 * "Add to calendar" on a position with dates ahead: a small .ics of this position's events, with the same
 * UIDs as the calendar page's file. The writer and its words load on the first click, never with the wallet.
 */
export function AddToCalendar({ position, describedBy }: { position: Position; describedBy: string }) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const events = upcomingEvents([position], useServerClock(60_000));
  if (events.length === 0) return null;
  const onClick = () => void import('@/products/calendar/calendar-file').then((file) => file.downloadCalendar(events, coins, position.position_id));
  return (
    <Button size="small" variant="secondary" onClick={onClick} aria-describedby={describedBy} data-testid="add-to-calendar">
      {t('calendar.add')}
    </Button>
  );
}
