// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earnProtocol } from '@/realtime/earn-protocol';
import { EarnTopic } from '@/realtime/earn-topics';
import { useLiveTopic } from '@/realtime/live-topic';
import { HIDDEN_PAUSE_MS, SocketTransport, type WebSocketFactory } from '@/realtime/socket-transport';

/**
 * A live page's tab hidden past the pause and shown again, several times: the listeners on window, document
 * and every socket ever opened (closed ones included: whatever still holds them keeps what they hold) stay
 * the same in number from one cycle to the next.
 */

/** Live listeners per target, counted through addEventListener/removeEventListener. */
const live = new Map<EventTarget, Set<string>>();
const ids = new WeakMap<object, number>();
let nextId = 0;
const keyOf = (type: string, listener: unknown) => {
  if (typeof listener === 'object' || typeof listener === 'function') {
    if (!ids.has(listener as object)) ids.set(listener as object, (nextId += 1));
    return `${type}#${ids.get(listener as object)}`;
  }
  return `${type}#none`;
};

/** A browser-like WebSocket: `on*` handler properties are listeners of the target, as in the DOM. */
class CountedSocket extends EventTarget {
  static opened: CountedSocket[] = [];
  private handlers: Record<string, EventListener | null> = {};
  constructor(readonly url: string) {
    super();
    CountedSocket.opened.push(this);
    setTimeout(() => this.dispatchEvent(new Event('open')), 0);
  }
  private setHandler(type: string, handler: ((event: never) => void) | null) {
    const previous = this.handlers[type];
    if (previous) this.removeEventListener(type, previous);
    this.handlers[type] = handler as EventListener | null;
    if (handler) this.addEventListener(type, handler as EventListener);
  }
  set onopen(h: ((event: never) => void) | null) {
    this.setHandler('open', h);
  }
  set onmessage(h: ((event: never) => void) | null) {
    this.setHandler('message', h);
  }
  set onclose(h: ((event: never) => void) | null) {
    this.setHandler('close', h);
  }
  set onerror(h: ((event: never) => void) | null) {
    this.setHandler('error', h);
  }
  get onopen() {
    return null;
  }
  get onmessage() {
    return null;
  }
  get onclose() {
    return null;
  }
  get onerror() {
    return null;
  }
  /** Answers pings, as the exchange does, so only the page's visibility closes the socket. */
  send(data: string): void {
    if ((JSON.parse(data) as { op?: string }).op !== 'ping') return;
    setTimeout(
      () => this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify({ op: 'pong' }) })),
      0,
    );
  }
  close(code = 1000, reason = ''): void {
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('close'), { code, reason })), 0);
  }
}

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

function listenerCount(): number {
  let total = 0;
  for (const [target, set] of live)
    if (target === window || target === document || target instanceof CountedSocket) total += set.size;
  return total;
}

beforeEach(() => {
  vi.useFakeTimers();
  CountedSocket.opened = [];
  live.clear();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
    this: EventTarget,
    type,
    listener,
    options,
  ) {
    if (!live.has(this)) live.set(this, new Set());
    live.get(this)?.add(keyOf(type, listener));
    add.call(this, type, listener, options);
  });
  vi.spyOn(EventTarget.prototype, 'removeEventListener').mockImplementation(function (
    this: EventTarget,
    type,
    listener,
    options,
  ) {
    live.get(this)?.delete(keyOf(type, listener));
    remove.call(this, type, listener, options);
  });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  hidden = false;
});

describe('hide and show of a live page', () => {
  it('leaves no listener behind, however many times the socket pauses and resumes', async () => {
    const socket = new SocketTransport({
      url: 'wss://stream.example/public',
      protocol: earnProtocol(),
      WebSocket: CountedSocket as unknown as WebSocketFactory,
      now: () => Date.now(),
      learnServerTime: () => undefined,
    });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveTopic(EarnTopic.DualBenchmarkPrice, 18, { socket }), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(socket.state).toBe('open');

    const counts: number[] = [];
    for (let cycle = 0; cycle < 5; cycle += 1) {
      await act(async () => {
        setHidden(true);
        await vi.advanceTimersByTimeAsync(HIDDEN_PAUSE_MS + 100);
      });
      expect(socket.state).toBe('closed');
      await act(async () => {
        setHidden(false);
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(socket.state).toBe('open');
      counts.push(listenerCount());
    }
    expect(CountedSocket.opened).toHaveLength(6);
    // The first cycle may add the page's own one-time listeners; from then on nothing accumulates.
    expect(counts.slice(1)).toEqual([counts[1], counts[1], counts[1], counts[1]]);
    unmount();
    socket.close();
    queryClient.clear();
  });
});
