import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEdition } from '@/edition/edition-schema';
import { loadEditions } from '../../../scripts/lib/load-editions';
import eu from '@editions/eu.json';

const clone = () => structuredClone(eu) as Record<string, unknown> & typeof eu;

describe('edition files', () => {
  it('all nine committed editions are valid, global first', () => {
    const editions = loadEditions();
    expect(editions.map((e) => e.id)).toEqual(['global', 'eu', 'kz', 'tr', 'hk', 'ae', 'nl', 'ge', 'id']);
    expect(editions.find((e) => e.id === 'eu')?.quoteCoin).toBe('USDC');
    expect(editions.filter((e) => e.id !== 'eu').every((e) => e.quoteCoin === 'USDT')).toBe(true);
  });

  it.each([
    [
      'quote coin of the EU edition',
      (e: ReturnType<typeof clone>) => {
        e.quoteCoin = 'USDT';
      },
      'quoteCoin: the eu edition quotes in USDC',
    ],
    [
      'default locale not offered',
      (e: ReturnType<typeof clone>) => {
        e.defaultLocale = 'ja-JP';
      },
      'defaultLocale: must be one of locales',
    ],
    [
      'malformed locale',
      (e: ReturnType<typeof clone>) => {
        e.locales = ['EN_us'];
      },
      'locales.0: must look like',
    ],
    [
      'host with a scheme',
      (e: ReturnType<typeof clone>) => {
        e.hosts.production = ['https://eu.example'];
      },
      'hosts.production.0',
    ],
    [
      'accent not a colour',
      (e: ReturnType<typeof clone>) => {
        e.brand.accent = 'blue';
      },
      'brand.accent: must be a #rrggbb colour',
    ],
    [
      'unknown field',
      (e: ReturnType<typeof clone>) => {
        e.extra = 1;
      },
      'extra',
    ],
    [
      'missing field',
      (e: ReturnType<typeof clone>) => {
        delete (e as Record<string, unknown>).api;
      },
      'api',
    ],
    [
      'websocket host not ws',
      (e: ReturnType<typeof clone>) => {
        e.api.websocketHost = 'http://x';
      },
      'api.websocketHost',
    ],
  ])('rejects %s, naming file and field', (_name, mutate, message) => {
    const edition = clone();
    mutate(edition);
    expect(() => parseEdition('editions/eu.json', edition)).toThrow(/Invalid edition file editions\/eu\.json/);
    expect(() => parseEdition('editions/eu.json', edition)).toThrow(message);
  });

  it('fails the build on invalid JSON and on an id that does not match its file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editions-'));
    for (const file of fs.readdirSync(path.resolve(import.meta.dirname, '../../../editions'))) {
      fs.copyFileSync(path.resolve(import.meta.dirname, '../../../editions', file), path.join(dir, file));
    }
    fs.writeFileSync(path.join(dir, 'kz.json'), '{ not json');
    expect(() => loadEditions(dir)).toThrow(/kz\.json:\n {2}\(root\): not valid JSON/);
    fs.writeFileSync(path.join(dir, 'kz.json'), JSON.stringify({ ...eu }));
    expect(() => loadEditions(dir)).toThrow(/kz\.json:\n {2}id: must match the file name/);
  });
});
