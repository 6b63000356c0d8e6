import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';

export interface Frame {
  connection: number;
  data: Record<string, unknown>;
}

/** A real WebSocket server on 127.0.0.1 that records frames and answers earn-socket pings. */
export interface TestServer {
  url: string;
  connections: ServerSocket[];
  frames: Frame[];
  /** Close codes the server saw, by connection. */
  closeCodes: number[];
  respondToPing: boolean;
  framesOf(connection: number, op?: string): Record<string, unknown>[];
  broadcast(message: unknown): void;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  if (address === null || typeof address === 'string') throw new Error('unexpected address');
  const server: TestServer = {
    url: `ws://127.0.0.1:${address.port}/public`,
    connections: [],
    frames: [],
    closeCodes: [],
    respondToPing: true,
    framesOf: (connection, op) =>
      server.frames
        .filter((f) => f.connection === connection && (op === undefined || f.data.op === op))
        .map((f) => f.data),
    broadcast: (message) => {
      for (const socket of server.connections)
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    close: async () => {
      for (const socket of server.connections) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  wss.on('connection', (socket) => {
    const index = server.connections.push(socket) - 1;
    socket.on('message', (raw) => {
      const data = JSON.parse(String(raw)) as Record<string, unknown>;
      server.frames.push({ connection: index, data });
      if (data.op === 'ping' && server.respondToPing) socket.send(JSON.stringify({ op: 'pong', req_id: data.req_id }));
      if (data.op === 'subscribe')
        socket.send(JSON.stringify({ op: 'subscribe', req_id: data.req_id, success: true, ret_msg: '' }));
      if ('ping' in data) socket.send(JSON.stringify({ pong: data.ping }));
    });
    socket.on('close', (code) => {
      server.closeCodes[index] = code;
    });
  });
  return server;
}

/** Waits on real I/O (never on timers, which a test may have faked). */
export async function until(condition: () => boolean, what = 'condition', maxMs = 3_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > maxMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Lets real I/O run for a while without relying on timers. */
export async function settle(ms = 50): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < ms) await new Promise((resolve) => setImmediate(resolve));
}
