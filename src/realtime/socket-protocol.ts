import { reportedCloseCode } from './close-codes';

/**
 * What differs between the sockets the app speaks to (the earn socket, the spot quote stream): frames and
 * message routing. Reconnects, ping timing, reference counting and status live once, in SocketTransport.
 */

/** A data message routed to one topic. */
export interface SocketDataMessage {
  topic: string;
  type?: 'snapshot' | 'delta' | string;
  /** Server time of the message in ms, when the server sends one. */
  ts?: number;
  data: unknown;
}

export interface SocketProtocol {
  /** For logs and reports. */
  readonly name: string;
  readonly pingIntervalMs: number;
  readonly pongTimeoutMs: number;
  /** How often a subscribed topic normally hears from the server; a topic silent for 3 times this is stale. */
  readonly expectedIntervalMs: number;
  /** The key a topic is counted under (the quote stream's symbols are case-insensitive). */
  topicKey(topic: string): string;
  /** Frames that add topics; called once per microtask with every topic added in it. */
  subscribeFrames(topics: readonly string[]): object[];
  unsubscribeFrames(topics: readonly string[]): object[];
  pingFrame(): object;
  isPong(message: Record<string, unknown>): boolean;
  /** The topic and payload of a data message; null for acks and anything else. */
  route(message: Record<string, unknown>): SocketDataMessage | null;
  /** The close code to report for a close the client did not cause (1005/1006 cannot be sent by a client). */
  closeCode(code: number): number;
}

export const defaultCloseCode = reportedCloseCode;
