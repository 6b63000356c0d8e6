import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { getResponse, type WebSocketHandler } from 'msw';
import { WebSocketServer, type WebSocket } from 'ws';
import { controlHandler, kycHandler } from '../browser/control-handler';
import { httpHandlers } from '../handlers/http-handlers';
import { earnSocketHandlers } from '../realtime/earn-socket-handler';
import { quoteStreamHandler } from '../realtime/quote-stream-handler';
import type { Simulator } from '../runtime/simulator';

/** What msw's socket handlers need of a connection; one `run` argument. */
type ConnectionData = Parameters<WebSocketHandler['run']>[0];

/**
 * The simulated exchange as a real server (`npm run exchange`): the very handlers the demo's service worker
 * and the unit tests use, answered over HTTP and WebSocket on a port, so a production build can run
 * against realistic data (scripts/serve.ts --exchange proxies to it). No second implementation: requests
 * become Fetch requests for msw's `getResponse`, sockets become the client connections msw's `ws` handlers
 * expect.
 */
export function createExchangeServer(sim: Simulator): http.Server {
  const handlers = [controlHandler(sim), kycHandler(sim), ...httpHandlers(sim)];
  const socketHandlers = [...earnSocketHandlers(sim), quoteStreamHandler(sim)];
  const sockets = new WebSocketServer({ noServer: true });

  const server = http.createServer((req, res) => {
    void answer(handlers, req, res).catch((error: unknown) => {
      console.error('exchange: handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const url = socketUrl(req);
    const handler = socketHandlers.find((h) => h.test(url));
    if (!handler) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const connection = socketConnection(ws, url);
      void handler.run(connection);
    });
  });
  server.on('close', () => sockets.close());
  return server;
}

async function answer(handlers: ReturnType<typeof httpHandlers>, req: http.IncomingMessage, res: http.ServerResponse) {
  const request = await toFetchRequest(req);
  const response = await getResponse(handlers, request);
  if (!response) {
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ret_code: 404, ret_msg: 'no such endpoint' }));
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}

function origin(req: http.IncomingMessage, scheme: 'http' | 'ws'): string {
  return `${scheme}://${req.headers.host ?? '127.0.0.1'}`;
}

function socketUrl(req: http.IncomingMessage): URL {
  return new URL(req.url ?? '/', origin(req, 'ws'));
}

async function toFetchRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? '/', origin(req, 'http')), { method, headers, body });
}

/** A real socket dressed as the client connection msw hands its `connection` listeners. */
class SocketClient extends EventTarget {
  readonly id = randomUUID();

  constructor(
    private readonly ws: WebSocket,
    readonly url: URL,
  ) {
    super();
    ws.on('message', (data, isBinary) => {
      this.dispatchEvent(new MessageEvent('message', { data: isBinary ? data : String(data) }));
    });
    ws.on('close', (code, reason) => {
      this.dispatchEvent(Object.assign(new Event('close'), { code, reason: String(reason), wasClean: code === 1000 }));
    });
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(data as string);
  }

  /** 1006 (and other codes a server may not send) end the connection without a close frame, as a drop does. */
  close(code?: number, reason?: string): void {
    if (code === undefined || code === 1000 || (code >= 3000 && code <= 4999)) this.ws.close(code, reason);
    else this.ws.terminate();
  }
}

/** There is no upstream server behind the simulated one. */
class NoUpstream extends EventTarget {
  connect(): void {}
  send(): void {}
  close(): void {}
}

function socketConnection(ws: WebSocket, url: URL): ConnectionData {
  return {
    client: new SocketClient(ws, url),
    server: new NoUpstream(),
    info: { protocols: undefined },
  } as unknown as ConnectionData;
}
