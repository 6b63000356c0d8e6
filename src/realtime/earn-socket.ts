import { edition } from '@/edition/current-edition';
import { SocketClient } from './socket-client';

/** `/public` carries market data; `/realtime_w` is the logged-in stream (the session cookie rides along). */
export type EarnSocketKind = 'public' | 'private';

export const EARN_SOCKET_PATHS: Readonly<Record<EarnSocketKind, string>> = {
  public: '/public',
  private: '/realtime_w',
};

const sockets = new Map<EarnSocketKind, SocketClient>();

export function earnSocketUrl(kind: EarnSocketKind): string {
  return `${edition.api.websocketHost}${EARN_SOCKET_PATHS[kind]}`;
}

/** One client per kind for the page; nothing connects until the first topic is subscribed. */
export function earnSocket(kind: EarnSocketKind = 'public'): SocketClient {
  let socket = sockets.get(kind);
  if (!socket) {
    socket = new SocketClient({ url: () => earnSocketUrl(kind) });
    sockets.set(kind, socket);
  }
  return socket;
}
