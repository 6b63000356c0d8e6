import { useState } from 'react';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { PositionEvent } from './position-events';

/**
 * The calendar file on a click: its writer and words load then, never with the page. `unsupported` is set when
 * the page runs where a file can be neither saved nor shared (a webview without a share sheet), for the button
 * to say so rather than do nothing.
 */
export function useCalendarDownload() {
  const [unsupported, setUnsupported] = useState(false);
  const download = (events: readonly PositionEvent[], coins: CoinCatalogue | undefined, positionId?: string) =>
    void import('./calendar-file')
      .then((file) => file.downloadCalendar(events, coins, positionId))
      .then((outcome) => setUnsupported(outcome === 'unsupported'));
  return { download, unsupported };
}
