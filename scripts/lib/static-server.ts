import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { isExchangePath, isExchangeSocket, proxyRequest, proxyUpgrade } from './exchange-proxy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export interface ServerOptions {
  /** Folder holding one sub-folder per edition (dist/ or dist-demo/). */
  root: string;
  /** Edition served on hosts that do not start with an edition id (127.0.0.1, localhost). */
  defaultEdition: string;
  /** The simulated exchange as a local server (`npm run exchange`): API calls and sockets are proxied to it. */
  exchange?: URL;
}

interface HeaderRule {
  /** `/*`, `/earn/*` or an exact path. */
  pattern: string;
  headers: [string, string][];
}

/** Reads an edition's `_headers` file (Netlify / Cloudflare Pages format), as the CDN would. */
export function readHeaderRules(file: string): HeaderRule[] {
  if (!fs.existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    // A header set by two rules is sent once with both values, as static hosts do (two CSPs, both enforced).
    if (matches)
      for (const [name, value] of headers) out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  }
  return out;
}

/**
 * Serves built editions like the CDN does: `<edition>.localhost` picks an edition folder, folders answer with
 * their index.html, paths without a trailing slash are redirected to it, unknown paths get the edition's
 * 404.html with status 404. Hashed assets are cached for a year. Each edition's `_headers` file is applied
 * (the security headers) and never served itself, nor is `_redirects` (the redirect documents and the
 * trailing-slash rule stand in for it here; nginx and static hosts answer with its 301s).
 */
export function createStaticServer({ root, defaultEdition, exchange }: ServerOptions): http.Server {
  const editions = new Set(fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory()));
  const headerRules = new Map([...editions].map((e) => [e, readHeaderRules(path.join(root, e, '_headers'))]));
  const server = http.createServer((req, res) => {
    if (exchange && isExchangePath(new URL(req.url ?? '/', 'http://local').pathname)) {
      proxyRequest(exchange, req, res);
      return;
    }
    const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    const label = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : '';
    const edition = editions.has(label) ? label : defaultEdition;
    const base = path.join(root, edition);
    const url = new URL(req.url ?? '/', 'http://local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const target = path.join(base, path.normalize(pathname));
    if (!target.startsWith(base) || pathname.includes('\0')) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    let file = target;
    let status = 200;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    if (
      ['_headers', '_redirects'].includes(path.basename(file)) ||
      !fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      // A missing script, style or data file is a plain 404; a missing page gets the app's 404 document.
      if (path.extname(pathname) && path.extname(pathname) !== '.html') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = path.join(base, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      ...headersFor(headerRules.get(edition) ?? [], url.pathname),
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    let body: Buffer = fs.readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.on('upgrade', (req, socket, head) => {
    if (exchange && isExchangeSocket(new URL(req.url ?? '/', 'http://local').pathname))
      proxyUpgrade(exchange, req, socket, head);
    else socket.destroy();
  });
  return server;
}
