import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { useCalendarDownload } from '@/products/calendar/use-calendar-download';
import type { PositionEvent } from '@/products/calendar/position-events';
import { Button } from '@/ui/button';

/**
 * Downloads every upcoming event as one .ics file; a later download updates the same events in the calendar. In
 * a webview it goes to the share sheet, or the page says the file cannot be saved there.
 */
export function ExportCalendarButton({
  events,
  coins,
  describedBy,
}: {
  events: readonly PositionEvent[];
  coins: CoinCatalogue | undefined;
  describedBy: string;
}) {
  const { t } = useTranslation('calendar');
  const { download, unsupported } = useCalendarDownload();
  return (
    <>
      <Button
        variant="primary"
        size="small"
        onClick={() => download(events, coins)}
        disabled={events.length === 0}
        aria-describedby={describedBy}
        data-testid="calendar-export"
      >
        {t('export.button')}
      </Button>
      {unsupported && (
        <p role="status" data-testid="calendar-unsupported">
          {t('export.unsupported')}
        </p>
      )}
    </>
  );
}
