import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** Paths the app calls on the exchange: the API, the simulator's control routes and the socket endpoints. */
const API_PREFIXES = ['/x-api/', '/__sim/'];
const SOCKET_PATHS = ['/public', '/realtime_w', '/spot/quote/ws/v1'];

export function isExchangePath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function isExchangeSocket(pathname: string): boolean {
  return SOCKET_PATHS.includes(pathname);
}

/** Forwards one HTTP request to the exchange as it came (method, headers, body) and streams the answer back. */
export function proxyRequest(exchange: URL, req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request(
    { host: exchange.hostname, port: exchange.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('The exchange is not reachable');
  });
  req.pipe(upstream);
}

/** Forwards a WebSocket upgrade byte for byte: the handshake as received, then both directions piped. */
export function proxyUpgrade(exchange: URL, req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
  const upstream = net.connect(Number(exchange.port), exchange.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const end = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', end);
  socket.on('error', end);
  upstream.on('close', end);
  socket.on('close', end);
}
