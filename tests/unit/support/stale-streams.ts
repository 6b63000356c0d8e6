import type * as LiveTopicModule from '@/realtime/live-topic';
import { beforeAll, beforeEach } from 'vitest';
import { EarnTopic } from '@/realtime/earn-topics';
import { coinEnum } from '@/sim/domain/coins';

/**
 * The public socket as it is after a drop: every stream stale since `since` (server-clock ms), the index
 * stream's last word being `index` (coin -> price e8). Tests set both before rendering.
 */
export const staleStreams = { since: 0, index: new Map<number, string>() };

/** `@/realtime/live-topic` with its streams replaced by the dropped socket above (the rules stay real). */
export function withStaleStreams(actual: typeof LiveTopicModule): typeof LiveTopicModule {
  const useLiveTopic = ((topic: string) => ({
    status: 'stale',
    staleSince: staleStreams.since,
    data:
      topic === EarnTopic.InstrumentInfoAll
        ? {
            instruments: [...staleStreams.index].map(([coin, price]) => ({
              symbol: `${coin}`,
              coin,
              quote_coin: 5,
              last_price_e8: price,
              index_price_e8: price,
              change_24h_e8: '0',
            })),
          }
        : null,
  })) as unknown as typeof actual.useLiveTopic;
  return { ...actual, useLiveTopic };
}

/** Server-clock ms long before any poll of the test, and long after. */
export const BEFORE_ANY_POLL = Date.UTC(2001, 0, 1);
export const AFTER_EVERY_POLL = Date.UTC(2200, 0, 1);

/** The BTC index the dropped stream last said, as the page writes it. */
export const STREAMED_BTC = '12,345';

/**
 * Before each test: the stream's last BTC index is 12,345 (no poll of the simulator says that). The chunks the
 * page loads after its first render are loaded first, so a short file does not end while they load.
 */
export function streamedBtcIndex(): void {
  beforeAll(async () => {
    await Promise.all([import('@/app/start-integrations'), import('@/platform/uniframe/start-uniframe')]);
  });
  beforeEach(() => {
    staleStreams.index = new Map([[coinEnum('BTC'), '1234500000000']]);
  });
}

/** The page's LiveStatus element. */
export function liveStatusOf(root: HTMLElement): Element | undefined {
  return [...root.querySelectorAll('[role="status"][data-live-status]')][0];
}
