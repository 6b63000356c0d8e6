import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { WebSocket } from 'ws';
import { DEFAULT_START } from '@/sim/domain/create-world';
import { httpHandlers } from '@/sim/handlers/http-handlers';
import { createExchangeServer } from '@/sim/node/exchange-server';
import { Simulator } from '@/sim/runtime/simulator';
import { createStaticServer } from '../../../scripts/lib/static-server';

const simulator = () =>
  new Simulator({ seed: 1, speed: 0, start: () => DEFAULT_START, storage: null, downloadMode: 'http' });

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

let exchange: http.Server;
let site: http.Server;
let exchangeHost: string;
let siteHost: string;
let root: string;

beforeAll(async () => {
  exchange = createExchangeServer(simulator());
  exchangeHost = await listen(exchange);
  // A built edition folder is all the static server needs to start.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-'));
  fs.mkdirSync(path.join(root, 'global', 'earn', 'home'), { recursive: true });
  fs.writeFileSync(path.join(root, 'global', 'earn', 'home', 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(root, 'global', '404.html'), '<!doctype html><title>404</title>');
  site = createStaticServer({ root, defaultEdition: 'global', exchange: new URL(`http://${exchangeHost}`) });
  siteHost = await listen(site);
});

afterAll(() => {
  site.close();
  exchange.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const cardsRequest = (origin: string) =>
  new Request(`${origin}/x-api/s1/byfi/get-homepage-product-cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 5 }),
  });

describe('the simulated exchange as a local server', () => {
  it('answers an API call through the site with the same wire format as the in-browser handlers', async () => {
    const served = await fetch(cardsRequest(`http://${siteHost}`));
    const inPage = await getResponse(httpHandlers(simulator()), cardsRequest('http://127.0.0.1'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(inPage?.headers.get('content-type'));
    const body = (await served.json()) as { ret_code: number; result: unknown; time_now?: string };
    const expected = (await inPage!.json()) as typeof body;
    expect(body.ret_code).toBe(0);
    expect(body.result).toEqual(expected.result);
    expect(served.headers.get('date')).toBe(new Date(DEFAULT_START).toUTCString());
  });

  it('keeps the session in a cookie like the real exchange: login, then a private call with it', async () => {
    const refused = await fetch(`http://${siteHost}/x-api/v2/private/user/profile`);
    expect(((await refused.json()) as { ret_code: number }).ret_code).not.toBe(0);
    const login = await fetch(`http://${siteHost}/x-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'verified', password: 'earn-demo' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/^usertoken=/);
    const profile = await fetch(`http://${siteHost}/x-api/v2/private/user/profile`, { headers: { cookie } });
    expect(((await profile.json()) as { ret_code: number }).ret_code).toBe(0);
  });

  it('answers an unknown API path with 404 and still serves pages', async () => {
    expect((await fetch(`http://${siteHost}/x-api/no-such-call`)).status).toBe(404);
    expect(await (await fetch(`http://${siteHost}/earn/home/`)).text()).toContain('<title>home</title>');
  });

  it('speaks the earn socket protocol through the site: pong, ack, snapshot', async () => {
    const ws = new WebSocket(`ws://${siteHost}/public`);
    const messages: Record<string, unknown>[] = [];
    const next = (match: (m: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such message in ${JSON.stringify(messages)}`)), 3000);
        const check = () => {
          const found = messages.find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else setTimeout(check, 10);
        };
        check();
      });
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ op: 'ping', req_id: 'p1' }));
    expect(await next((m) => m.op === 'pong')).toMatchObject({ req_id: 'p1' });
    ws.send(JSON.stringify({ op: 'subscribe', req_id: 's1', args: ['liquidity.pool'] }));
    expect(await next((m) => m.op === 'subscribe')).toMatchObject({ success: true, req_id: 's1' });
    expect(await next((m) => m.topic === 'liquidity.pool')).toMatchObject({ type: 'snapshot' });
    ws.close();
  });

  it('refuses a socket on a path the exchange does not serve', async () => {
    const ws = new WebSocket(`ws://${siteHost}/elsewhere`);
    await expect(
      new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
    ).rejects.toBeTruthy();
  });
});
