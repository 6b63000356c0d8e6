// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_ORDER_PATH } from '@/api/earn/pay-order';
import { PREVIEW_ORDER_PATH } from '@/api/earn/preview-order';
import { CONFIRM_ORDER_PATH } from '@/api/earn/confirm-order';
import { SUBMIT_BILL_EXPORT_PATH } from '@/api/earn/submit-bill-export';
import { DATA_EXPORT_CREATE_PATH } from '@/api/earn/data-export-create';
import { setAnalyticsOptedOut } from '@/platform/analytics/analytics-consent';
import { actionOfCall, contextFlags, searchChanges } from '@/platform/analytics/analytics-payload';
import { BeaconQueue, MAX_BATCH } from '@/platform/analytics/beacon-queue';
import { startAnalytics } from '@/platform/analytics/start-analytics';
import type { ClientPlatform } from '@/platform/client-platform';
import { CHATBOT_DELAY_MS, scheduleChatbot } from '@/platform/chatbot/schedule-chatbot';
import {
  HEADER_RESYNC_MS,
  RESYNC_LIMIT_MS,
  resyncWhileSettling,
  SETTLED_AFTER_SYNCS,
} from '@/platform/uniframe/start-uniframe';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('support chatbot (spec §1, §9)', () => {
  it('starts 10 s after load outside the app', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    scheduleChatbot('pc', start);
    vi.advanceTimersByTime(CHATBOT_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(CHATBOT_DELAY_MS).toBe(10_000);
  });

  it('counts the time since load already passed, and can be cancelled', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    scheduleChatbot('h5', start, 4_000);
    vi.advanceTimersByTime(6_000);
    expect(start).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    scheduleChatbot('pc_tg', cancelled)();
    vi.advanceTimersByTime(60_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('never starts in the app', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    scheduleChatbot('app', start);
    vi.advanceTimersByTime(10 * CHATBOT_DELAY_MS);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('shell header re-sync (spec §9)', () => {
  it('re-syncs every 100 ms until the header height holds still', () => {
    vi.useFakeTimers();
    const heights = [0, 30, 48];
    let syncs = 0;
    resyncWhileSettling(
      () => void (syncs += 1),
      () => heights[Math.min(syncs - 1, heights.length - 1)] ?? 0,
    );
    vi.advanceTimersByTime(HEADER_RESYNC_MS * 3);
    expect(syncs).toBe(3);
    // 48 px from the third sync on: settled after SETTLED_AFTER_SYNCS unchanged ones.
    vi.advanceTimersByTime(HEADER_RESYNC_MS * 20);
    expect(syncs).toBe(3 + SETTLED_AFTER_SYNCS);
  });

  it('stops after the time limit even if the header keeps moving', () => {
    vi.useFakeTimers();
    let syncs = 0;
    resyncWhileSettling(
      () => void (syncs += 1),
      () => syncs,
    );
    vi.advanceTimersByTime(RESYNC_LIMIT_MS * 3);
    expect(syncs).toBe(RESYNC_LIMIT_MS / HEADER_RESYNC_MS);
  });
});

describe('analytics payload (spec §3: app, phone, PC and login flags)', () => {
  it.each<[ClientPlatform, boolean, boolean, boolean]>([
    ['pc', false, false, true],
    ['pc_tg', false, false, true],
    ['h5', false, true, false],
    ['ios_tg', false, true, false],
    ['android_tg', false, true, false],
    ['app', true, true, false],
  ])('%s: app %s, phone %s, pc %s', (platform, isApp, isPhone, isPc) => {
    for (const loggedIn of [true, false]) {
      expect(contextFlags(platform, loggedIn)).toEqual({
        is_app: isApp,
        is_phone: isPhone,
        is_pc: isPc,
        is_login: loggedIn,
      });
    }
  });

  it('names the key actions from the endpoint called', () => {
    const subscribe = { product_type: 4, product_id: '4001' };
    expect(actionOfCall(PREVIEW_ORDER_PATH, { ...subscribe, order_kind: 1 }, true)).toEqual({
      name: 'subscribe_started',
      props: subscribe,
    });
    expect(actionOfCall(PREVIEW_ORDER_PATH, { order_kind: 2, action: 1 }, true)).toBeNull();
    expect(actionOfCall(PAY_ORDER_PATH, subscribe, true)?.name).toBe('subscribe_confirmed');
    expect(actionOfCall(PAY_ORDER_PATH, subscribe, false)?.name).toBe('subscribe_failed');
    expect(actionOfCall(CONFIRM_ORDER_PATH, { product_type: 4, action: 1 }, true)).toEqual({
      name: 'redeem',
      props: { product_type: 4, action: 1 },
    });
    expect(actionOfCall(CONFIRM_ORDER_PATH, { product_type: 5, action: 6 }, true)).toBeNull();
    expect(actionOfCall(SUBMIT_BILL_EXPORT_PATH, {}, true)).toEqual({ name: 'export', props: { kind: 'bill' } });
    expect(actionOfCall(DATA_EXPORT_CREATE_PATH, {}, true)).toEqual({ name: 'export', props: { kind: 'records' } });
    expect(actionOfCall('/get-coins', {}, true)).toBeNull();
  });

  it('tells a search from the filters that changed', () => {
    expect(searchChanges({}, { q: ' btc ' })).toEqual({ search: 'btc', filters: [] });
    expect(searchChanges({ q: 'btc' }, { q: 'btc', family: 'dual', term: 'flexible' })).toEqual({
      search: null,
      filters: ['family', 'term'],
    });
    expect(searchChanges({ order: '1' }, { order: '2' })).toEqual({ search: null, filters: [] });
  });
});

describe('beacon queues', () => {
  const transport = () => {
    const sent: unknown[][] = [];
    return {
      sent,
      beacon: (_url: string, body: Blob) => {
        void body.text().then((text) => sent.push((JSON.parse(text) as { records: unknown[] }).records));
        return true;
      },
    };
  };

  it('batches, sends a full batch at once and the rest when the page is hidden', async () => {
    const t = transport();
    const analytics = startAnalytics(
      '/x-api',
      { platform: 'pc', locale: 'en', loggedIn: () => true, page: () => '/earn/home/' },
      t,
    );
    for (let i = 0; i < MAX_BATCH + 2; i += 1) analytics.track('page_view');
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    expect(t.sent[0]).toHaveLength(MAX_BATCH);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    expect(t.sent[1]).toHaveLength(2);
    expect(t.sent[1]?.[0]).toEqual(
      expect.objectContaining({ name: 'page_view', is_pc: true, is_login: true, page: '/earn/home/' }),
    );
    analytics.stop();
  });

  it('reports failed calls, not cancelled ones, to monitoring', async () => {
    const t = transport();
    const analytics = startAnalytics(
      '/x-api',
      { platform: 'h5', locale: 'en', loggedIn: () => false, page: () => '/earn/savings/' },
      t,
    );
    analytics.call({
      path: '/pay-order',
      domain: 'earn',
      payload: {},
      ok: false,
      error: Object.assign(new Error('sold out'), { kind: 'business', code: 302 }),
    });
    analytics.call({
      path: '/get-coins',
      domain: 'earn',
      payload: {},
      ok: false,
      error: Object.assign(new Error('aborted'), { kind: 'transport', reason: 'aborted' }),
    });
    analytics.flush();
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    const [events, reports] = t.sent;
    expect(events).toEqual([expect.objectContaining({ name: 'subscribe_failed', is_phone: true, is_login: false })]);
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'call',
        message: 'sold out',
        detail: { endpoint: '/pay-order', domain: 'earn', error: 'business', code: 302 },
      }),
    ]);
    analytics.stop();
  });

  it('queues and sends nothing once the visitor opted out', () => {
    const beacon = vi.fn(() => true);
    const queue = new BeaconQueue<number>('/c', () => localStorage.getItem('earn-analytics-opt-out') !== 'true', {
      beacon,
    });
    queue.push(1);
    setAnalyticsOptedOut(true);
    queue.push(2);
    expect(queue.size).toBe(1);
    queue.flush();
    expect(beacon).not.toHaveBeenCalled();
  });
});
