import { ws, type WebSocketHandler } from 'msw';
import type { SocketName } from '../faults/fault-config';
import type { Simulator } from '../runtime/simulator';
import { applySocketFault } from './socket-faults';
import { anyHost, EARN_PRIVATE_PATH, EARN_PUBLIC_PATH, PUSH_INTERVAL_MS, TOPICS } from './socket-paths';
import { instrumentInfo } from './topic-payloads';
import { FAMILIES } from '../domain/families';
import type { World } from '../domain/world';

type Payload = (world: World, arg: number | null) => unknown;

/** `instrument_info.all` and each family's own topic. */
const PAYLOADS: Record<string, Payload> = {
  [TOPICS.instrumentInfoAll]: instrumentInfo,
  ...Object.fromEntries(
    Object.values(FAMILIES).flatMap((family) => (family.topic ? [[family.topic.name, family.topic.payload]] : [])),
  ),
};

/** Splits `dual_asset.benchmark_price:18` into the payload builder and its coin argument. */
function resolveTopic(topic: string): { build: Payload; arg: number | null } | null {
  const [name, arg] = topic.split(':', 2) as [string, string | undefined];
  const build = PAYLOADS[name];
  if (!build) return null;
  if (arg !== undefined && !/^\d+$/.test(arg)) return null;
  return { build, arg: arg === undefined ? null : Number(arg) };
}

interface Frame {
  op?: unknown;
  req_id?: unknown;
  args?: unknown;
}

/**
 * The earn socket: subscribe/unsubscribe with acks, a snapshot on subscribe and deltas every two seconds
 * from the price walk, ping answered with pong. `/public` and `/realtime_w` speak the same protocol.
 */
function earnSocket(sim: Simulator, path: string, name: SocketName): WebSocketHandler {
  const link = ws.link(anyHost(path));
  return link.addEventListener('connection', ({ client }) => {
    if (applySocketFault(sim, name, client)) return;
    const topics = new Set<string>();
    const push = (topic: string, type: 'snapshot' | 'delta') => {
      const resolved = resolveTopic(topic);
      if (!resolved) return;
      const world = sim.world;
      world.sync();
      client.send(JSON.stringify({ topic, type, ts: world.now(), data: resolved.build(world, resolved.arg) }));
    };
    const timer = setInterval(() => {
      for (const topic of topics) push(topic, 'delta');
    }, PUSH_INTERVAL_MS);
    client.addEventListener('close', () => clearInterval(timer));
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let frame: Frame;
      try {
        frame = JSON.parse(event.data) as Frame;
      } catch {
        return;
      }
      const reqId = typeof frame.req_id === 'string' ? frame.req_id : undefined;
      if (frame.op === 'ping') {
        client.send(JSON.stringify({ op: 'pong', req_id: reqId }));
        return;
      }
      if (frame.op !== 'subscribe' && frame.op !== 'unsubscribe') return;
      const args = Array.isArray(frame.args) ? frame.args.filter((a): a is string => typeof a === 'string') : [];
      const unknown = args.filter((a) => !resolveTopic(a));
      client.send(
        JSON.stringify({
          op: frame.op,
          req_id: reqId,
          success: unknown.length === 0,
          ret_msg: unknown.length ? `unknown topic ${unknown.join(',')}` : '',
        }),
      );
      for (const topic of args) {
        if (unknown.includes(topic)) continue;
        if (frame.op === 'subscribe') {
          topics.add(topic);
          push(topic, 'snapshot');
        } else topics.delete(topic);
      }
    });
  });
}

export function earnSocketHandlers(sim: Simulator): WebSocketHandler[] {
  return [earnSocket(sim, EARN_PUBLIC_PATH, 'public'), earnSocket(sim, EARN_PRIVATE_PATH, 'private')];
}
