import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { getCurrentLocale, getIntlLocale } from '@/i18n/current-locale';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { serverNow } from '@/lib/server-time';
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
  const now = useServerClock(60_000);
  const events = upcomingEvents([position], now);
  if (events.length === 0) return null;

  const onClick = async () => {
    const [{ positionsCalendar, saveCalendar }] = await Promise.all([import('@/products/calendar/calendar-file'), loadNamespaces(['calendar'])]);
    const text = positionsCalendar(events, {
      t: i18next.getFixedT(null, 'calendar'),
      coins,
      locale: getCurrentLocale(),
      intlLocale: getIntlLocale(),
      nowMs: serverNow(),
      origin: window.location.origin,
    });
    saveCalendar(text, position.position_id);
  };
  return (
    <Button size="small" variant="secondary" onClick={() => void onClick()} aria-describedby={describedBy} data-testid="add-to-calendar">
      {t('calendar.add')}
    </Button>
  );
}
