import { defaultCloseCode, type SocketProtocol } from './socket-protocol';

/** Spec §9. */
export const EARN_PING_INTERVAL_MS = 15_000;
export const EARN_PONG_TIMEOUT_MS = 3_000;
/** The earn socket pushes a delta of every subscribed topic every 2 s (docs/api.md). */
const EARN_PUSH_INTERVAL_MS = 2_000;

/**
 * The earn socket (spec §7, docs/api.md): `{ op: 'subscribe' | 'unsubscribe', args, req_id }`, `{ op: 'ping' }`
 * answered by `{ op: 'pong' }`, data `{ topic, type, ts, data }`. One protocol object per socket: it numbers
 * its requests.
 */
export function earnProtocol(): SocketProtocol {
  let requestId = 0;
  const frame = (op: string, args?: readonly string[]) => {
    requestId += 1;
    return args ? { op, args: [...args], req_id: String(requestId) } : { op, req_id: String(requestId) };
  };
  return {
    name: 'earn',
    pingIntervalMs: EARN_PING_INTERVAL_MS,
    pongTimeoutMs: EARN_PONG_TIMEOUT_MS,
    expectedIntervalMs: EARN_PUSH_INTERVAL_MS,
    topicKey: (topic) => topic,
    subscribeFrames: (topics) => (topics.length > 0 ? [frame('subscribe', topics)] : []),
    unsubscribeFrames: (topics) => (topics.length > 0 ? [frame('unsubscribe', topics)] : []),
    pingFrame: () => frame('ping'),
    isPong: (m) => m.op === 'pong' || m.ret_msg === 'pong',
    route(m) {
      if ((m.op === 'subscribe' || m.op === 'unsubscribe') && m.success === false) {
        console.warn(`realtime ${m.op} refused`, m.ret_msg);
        return null;
      }
      if (typeof m.topic !== 'string' || !('data' in m)) return null;
      return {
        topic: m.topic,
        type: typeof m.type === 'string' ? m.type : undefined,
        ts: typeof m.ts === 'number' ? m.ts : undefined,
        data: m.data,
      };
    },
    closeCode: defaultCloseCode,
  };
}
