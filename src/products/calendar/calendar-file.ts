import i18next, { type TFunction } from 'i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { edition } from '@/edition/current-edition';
import { getCurrentLocale, getIntlLocale } from '@/i18n/current-locale';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { localePrefix } from '@/i18n/locales';
import { ICALENDAR_TYPE, writeICalendar } from '@/lib/icalendar';
import { currentClientPlatform } from '@/platform/current-platform';
import { handOverFile, type HandOver } from '@/platform/hand-over-file';
import { serverNow } from '@/lib/server-time';
import { eventWords } from './event-words';
import { eventKey, type PositionEvent } from './position-events';

/** A day's notice before a date the user may act on; money arriving needs no reminder. */
const REMINDER_MINUTES = 24 * 60;

export interface CalendarFileContext {
  t: TFunction<'calendar'>;
  coins: CoinCatalogue | undefined;
  /** The page's locale (the route prefix) and its Intl tag. */
  locale: string;
  intlLocale: string;
  /** Server ms: the file's stamp, so a later export replaces what an earlier one added. */
  nowMs: number;
  origin: string;
}

/**
 * `1000140-maturity@kestrel.example`, `1000082-arrival-1748869200@kestrel.example`: the same event keeps the
 * same UID in every export, so a calendar updates it instead of adding a copy.
 */
export function eventUid(event: Pick<PositionEvent, 'kind' | 'position' | 'atMs'>, domain: string): string {
  return `${eventKey(event)}@${domain}`;
}

/** The iCalendar text of these events, each linking back to the wallet in the page's language. */
export function positionsCalendar(events: readonly PositionEvent[], context: CalendarFileContext): string {
  const domain = edition.hosts.production[0] ?? 'earn.invalid';
  const url = `${context.origin}${localePrefix(context.locale)}/earn/wallet/`;
  return writeICalendar({
    productId: `-//${edition.brand.name}//Earn calendar//EN`,
    name: context.t('file.name', { brand: edition.brand.name }),
    stampMs: context.nowMs,
    events: events.map((event) => {
      const words = eventWords(event, context.t, context.coins, context.intlLocale);
      return {
        uid: eventUid(event, domain),
        startMs: event.atMs,
        summary: words.title,
        description: words.detail,
        url,
        ...(event.kind === 'arrival' ? {} : { alarmMinutesBefore: REMINDER_MINUTES }),
      };
    }),
  });
}

/**
 * Writes these events in the page's language and hands the file over (`handOverFile`: the browser's downloads,
 * a webview's share sheet): `earn-calendar.ics`, or `earn-position-<id>.ics` for one position's.
 */
export async function downloadCalendar(
  events: readonly PositionEvent[],
  coins: CoinCatalogue | undefined,
  positionId?: string,
): Promise<HandOver> {
  await loadNamespaces(['calendar']);
  const text = positionsCalendar(events, {
    t: i18next.getFixedT(null, 'calendar'),
    coins,
    locale: getCurrentLocale(),
    intlLocale: getIntlLocale(),
    nowMs: serverNow(),
    origin: window.location.origin,
  });
  const file = new File([text], positionId ? `earn-position-${positionId}.ics` : 'earn-calendar.ics', {
    type: ICALENDAR_TYPE,
  });
  return handOverFile(file, currentClientPlatform());
}
