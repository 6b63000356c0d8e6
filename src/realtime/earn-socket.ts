import { edition } from '@/edition/current-edition';
import { announceGap } from './connection-gaps';
import { earnProtocol } from './earn-protocol';
import { SocketTransport } from './socket-transport';

/** `/public` carries market data; `/realtime_w` is the logged-in stream (the session cookie rides along). */
export type EarnSocketKind = 'public' | 'private';

const EARN_SOCKET_PATHS: Readonly<Record<EarnSocketKind, string>> = {
  public: '/public',
  private: '/realtime_w',
};

const sockets = new Map<EarnSocketKind, SocketTransport>();

function earnSocketUrl(kind: EarnSocketKind): string {
  return `${edition.api.websocketHost}${EARN_SOCKET_PATHS[kind]}`;
}

/** One transport per kind for the page; nothing connects until the first topic is subscribed. */
export function earnSocket(kind: EarnSocketKind = 'public'): SocketTransport {
  let socket = sockets.get(kind);
  if (!socket) {
    socket = new SocketTransport({ url: () => earnSocketUrl(kind), protocol: earnProtocol() });
    socket.onReconnect(announceGap);
    sockets.set(kind, socket);
  }
  return socket;
}
