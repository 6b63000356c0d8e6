import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Edition, EditionId } from '@/edition/edition-schema';
import { PAGES } from '@/app/route-catalog';
import { contentSecurityPolicy, serializePolicy } from '../../../scripts/lib/content-security-policy';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  cacheControlFor,
  headerPolicy,
  headerRules,
  headersFileText,
  headersForPath,
  hostMap,
  nginxConfig,
  redirectRules,
  redirectsFileText,
  serverNames,
  socketHost,
} from '../../../scripts/lib/deploy-config';
import { writeDeployConfig, type DeployFacts } from '../../../scripts/lib/deploy-files';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { staticDocuments } from '../../../scripts/lib/render-document';
import { readHeaderRules } from '../../../scripts/lib/static-server';

const TEMPLATE = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const EDITIONS = loadEditions();
const byId = (id: string) => EDITIONS.find((e) => e.id === id)!;

/** An edition that is not in editions/: a French-first one, to prove nothing is special-cased by id. */
const ADDED: Edition = {
  ...byId('global'),
  id: 'fr' as EditionId,
  hosts: {
    production: ['fr.kestrel.example'],
    test: ['*.test.fr.kestrel.example'],
    testnet: ['testnet.fr.kestrel.example'],
  },
  locales: ['fr-FR', 'en'],
  defaultLocale: 'fr-FR',
  api: { ...byId('global').api, websocketHost: 'wss://stream.fr.kestrel.example' },
};

const policyOf = (edition: Edition) =>
  headerPolicy(serializePolicy(contentSecurityPolicy(edition, 'production')), 'production');

describe('the host map: which host serves which edition folder', () => {
  it.each([
    [
      'global',
      ['kestrel.example', 'www.kestrel.example'],
      ['*.test.kestrel.example', 'global.kestrel-staging.example', 'testnet.kestrel.example'],
      'stream.kestrel.example',
    ],
    [
      'eu',
      ['eu.kestrel.example'],
      ['*.test.eu.kestrel.example', 'eu.kestrel-staging.example', 'testnet.eu.kestrel.example'],
      'stream.eu.kestrel.example',
    ],
    [
      'kz',
      ['kz.kestrel.example'],
      ['*.test.kz.kestrel.example', 'kz.kestrel-staging.example', 'testnet.kz.kestrel.example'],
      'stream.kz.kestrel.example',
    ],
    [
      'tr',
      ['tr.kestrel.example'],
      ['*.test.tr.kestrel.example', 'tr.kestrel-staging.example', 'testnet.tr.kestrel.example'],
      'stream.tr.kestrel.example',
    ],
    [
      'hk',
      ['hk.kestrel.example'],
      ['*.test.hk.kestrel.example', 'hk.kestrel-staging.example', 'testnet.hk.kestrel.example'],
      'stream.hk.kestrel.example',
    ],
    [
      'ae',
      ['ae.kestrel.example'],
      ['*.test.ae.kestrel.example', 'ae.kestrel-staging.example', 'testnet.ae.kestrel.example'],
      'stream.ae.kestrel.example',
    ],
    [
      'nl',
      ['nl.kestrel.example'],
      ['*.test.nl.kestrel.example', 'nl.kestrel-staging.example', 'testnet.nl.kestrel.example'],
      'stream.nl.kestrel.example',
    ],
    [
      'ge',
      ['ge.kestrel.example'],
      ['*.test.ge.kestrel.example', 'ge.kestrel-staging.example', 'testnet.ge.kestrel.example'],
      'stream.ge.kestrel.example',
    ],
    [
      'id',
      ['id.kestrel.example'],
      ['*.test.id.kestrel.example', 'id.kestrel-staging.example', 'testnet.id.kestrel.example'],
      'stream.id.kestrel.example',
    ],
  ])('%s: production %j, test hosts %j, sockets on %s', (id, production, test, socket) => {
    const edition = byId(id);
    expect(serverNames(edition, 'production')).toEqual(production);
    expect(serverNames(edition, 'test-hosts')).toEqual(test);
    expect(socketHost(edition)).toBe(socket);
    for (const host of production) expect(hostMap(EDITIONS, 'production')[host]).toBe(id);
    for (const host of test) expect(hostMap(EDITIONS, 'test-hosts')[host]).toBe(id);
  });

  it('covers every edition file and nothing else; an added edition joins it; a host claimed twice stops the build', () => {
    expect(new Set(Object.values(hostMap(EDITIONS, 'production')))).toEqual(new Set(EDITIONS.map((e) => e.id)));
    expect(Object.keys(hostMap(EDITIONS, 'production'))).toHaveLength(10);
    const withAdded = hostMap([...EDITIONS, ADDED], 'production');
    expect(withAdded['fr.kestrel.example']).toBe('fr');
    expect(hostMap([...EDITIONS, ADDED], 'test-hosts')['testnet.fr.kestrel.example']).toBe('fr');
    expect(() =>
      hostMap([...EDITIONS, { ...ADDED, hosts: { ...ADDED.hosts, production: ['eu.kestrel.example'] } }], 'production'),
    ).toThrow('Host eu.kestrel.example is claimed by the eu and fr editions');
    // A build pointed at a local exchange has no socket host to serve.
    expect(socketHost({ ...ADDED, api: { ...ADDED.api, websocketHost: 'ws://127.0.0.1:4280' } })).toBeNull();
  });
});

describe('the redirects: 301s to the page the app would show', () => {
  const target = (edition: Edition, from: string) => redirectRules(edition).find((r) => r.from === from)?.to;

  it.each([
    ['global', '/', '/earn/home/'],
    ['global', '/earn', '/earn/home/'],
    ['global', '/earn/', '/earn/home/'],
    ['global', '/earn/savings', '/earn/savings/'],
    ['global', '/ja-JP', '/ja-JP/earn/home/'],
    ['global', '/ja-JP/earn', '/ja-JP/earn/home/'],
    ['global', '/ja-JP/earn/help-center/redemption', '/ja-JP/earn/help-center/redemption/'],
    ['global', '/en/earn/savings/', '/earn/savings/'],
    ['global', '/en/', '/earn/home/'],
    ['global', '/sem', '/sem/earn/home/'],
    ['global', '/sem/ar-SA/earn/wallet', '/sem/ar-SA/earn/wallet/'],
    ['eu', '/', '/en-EU/earn/home/'],
    ['eu', '/earn/', '/en-EU/earn/home/'],
    ['eu', '/earn/savings/', '/en-EU/earn/savings/'],
    ['eu', '/earn/savings', '/en-EU/earn/savings/'],
    ['eu', '/pl-POL/earn/pos', '/pl-POL/earn/pos/'],
    ['eu', '/sem/earn/home/', '/sem/en-EU/earn/home/'],
    ['kz', '/', '/ru-KAZ/earn/home/'],
    ['kz', '/kk-KAZ/', '/kk-KAZ/earn/home/'],
    ['ge', '/earn/dual-asset-mining/', '/ka-GEO/earn/dual-asset-mining/'],
    ['hk', '/en-HK/earn/login', '/en-HK/earn/login/'],
    ['fr', '/', '/fr-FR/earn/home/'],
    ['fr', '/earn/pos', '/earn/pos/'],
    ['fr', '/fr-FR/earn/pos', '/fr-FR/earn/pos/'],
  ])('%s: %s → %s', (id, from, to) => {
    expect(target(id === 'fr' ? ADDED : byId(id), from)).toBe(to);
  });

  it('never redirects a page to itself or twice; every target is a document the build writes', () => {
    for (const edition of [...EDITIONS, ADDED]) {
      const rules = redirectRules(edition);
      const documents = new Set(staticDocuments({ template: TEMPLATE, edition }).map((d) => `/${d.file}`));
      const froms = new Set(rules.map((r) => r.from));
      expect(froms.size, edition.id).toBe(rules.length);
      for (const rule of rules) {
        expect(rule.to, `${edition.id} ${rule.from}`).not.toBe(rule.from);
        expect(documents.has(`${rule.to}index.html`), `${edition.id}: ${rule.from} → ${rule.to} has no document`).toBe(
          true,
        );
        expect(froms.has(rule.to), `${edition.id}: ${rule.to} redirects again`).toBe(false);
      }
    }
  });

  it('lists every page of every locale without its slash, within what static hosts accept (2,000 rules)', () => {
    for (const edition of EDITIONS) {
      const rules = redirectRules(edition);
      const prefixes = new Set(edition.locales.map((l) => (l === 'en' ? '' : `/${l}`)));
      for (const prefix of prefixes)
        for (const page of PAGES)
          expect(target(edition, `${prefix}/earn/${page.path}`)).toBe(`${prefix}/earn/${page.path}/`);
      expect(rules.length).toBeLessThan(2000);
    }
  });

  it('_redirects: one `from to 301` line per rule', () => {
    const text = redirectsFileText(redirectRules(byId('eu')), 'abc');
    const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toHaveLength(redirectRules(byId('eu')).length);
    expect(lines[0]).toBe('/ /en-EU/earn/home/ 301');
  });
});

describe('the headers and cache rules', () => {
  it('every path: the strict policy with frame-ancestors for the mini-program web client, HSTS, referrer, permissions, nosniff', () => {
    for (const edition of [...EDITIONS, ADDED]) {
      const policy = policyOf(edition);
      expect(policy).toMatch(/; frame-ancestors https:\/\/web\.telegram\.org$/);
      const headers = headersForPath(headerRules(policy), '/earn/home/');
      expect(headers).toEqual({
        'content-security-policy': policy,
        'strict-transport-security': 'max-age=31536000',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': expect.stringContaining('camera=()'),
        'x-content-type-options': 'nosniff',
      });
    }
    expect(headerPolicy("default-src 'self'", 'demo')).toBe(
      "default-src 'self'; frame-ancestors 'self' https://web.telegram.org",
    );
  });

  it('the /sem/ copies add a second policy that no one may frame them', () => {
    const headers = headersForPath(headerRules(policyOf(byId('global'))), '/sem/earn/home/');
    expect(headers['content-security-policy']).toBe(`${policyOf(byId('global'))}, frame-ancestors 'none'`);
  });

  it.each([
    ['/earn/assets/index-AbCdEf12.js', CACHE_IMMUTABLE],
    ['/earn/assets/home-I23yi0GY.css', CACHE_IMMUTABLE],
    ['/earn/translations/earn-web/ja/common.json', CACHE_SHORT],
    ['/earn/coins/btc.svg', CACHE_SHORT],
    ['/earn/brand/logo.svg', CACHE_SHORT],
    ['/earn/home/', CACHE_REVALIDATE],
    ['/', CACHE_REVALIDATE],
    ['/404.html', CACHE_REVALIDATE],
  ])('%s: %s', (pathname, cache) => {
    expect(cacheControlFor(pathname)).toBe(cache);
    const fromRules = headersForPath(headerRules('x'), pathname)['cache-control'];
    // Documents keep the static host's default (revalidate); nginx says it explicitly.
    expect(fromRules ?? CACHE_REVALIDATE).toBe(cache);
  });

  it('_headers reads back as the same rules, as the static host (and the local server) parse it', () => {
    const rules = headerRules(policyOf(byId('eu')));
    const parsed = readHeaderRules(writeTemp('_headers', headersFileText(rules, 'abc')));
    expect(parsed).toEqual(
      rules.map((r) => ({ pattern: r.pattern, headers: r.headers.map(([n, v]) => [n.toLowerCase(), v]) })),
    );
  });
});

function writeTemp(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-config-')), name);
  fs.writeFileSync(file, text);
  return file;
}

describe('nginx.conf: the same map, redirects and headers', () => {
  const all = [...EDITIONS, ADDED].map((edition) => ({ edition, policy: policyOf(edition) }));
  const conf = nginxConfig(all, {
    variant: 'production',
    listen: '443 ssl',
    deployRoot: '/srv/earn/current/',
    buildId: 'abc',
  });
  const serverOf = (id: string) => {
    const start = conf.indexOf(`# ── ${id}: `);
    return conf.slice(start, conf.indexOf('\n}\n', conf.indexOf('server {', start)));
  };

  it.each([...EDITIONS.map((e) => e.id), 'fr'])(
    '%s: a server for its hosts and folder, its redirect map line for line, its headers',
    (id) => {
      const edition = id === 'fr' ? ADDED : byId(id);
      const block = serverOf(id);
      expect(block).toContain(`    server_name ${edition.hosts.production.join(' ')};`);
      expect(block).toContain(`    root /srv/earn/current/${id};`);
      expect(block).toContain('    listen 443 ssl;');
      const mapLines = [...block.matchAll(/^ {4}"([^"]+)" "([^"]+)";$/gm)].map((m) => ({ from: m[1], to: m[2] }));
      expect(mapLines).toEqual(redirectRules(edition));
      expect(block).toContain(`return 301 $kestrel_earn_redirect_${id}$is_args$args;`);
      expect(block).toContain(`add_header Content-Security-Policy "${policyOf(edition)}" always;`);
      expect(block).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}" always;`);
      expect(block).toContain('error_page 403 404 =404 /404.html;');
      expect(block).toContain('location ^~ /x-api/ {');
      expect(block).toContain('location = /_headers { return 404; }');
    },
  );

  it('a socket server per socket host, proxying the three socket paths with the upgrade', () => {
    for (const edition of [...EDITIONS, ADDED]) expect(conf).toContain(`    server_name ${socketHost(edition)};`);
    expect(conf.match(/location = \/realtime_w \{/g)).toHaveLength(EDITIONS.length + 1);
    expect(conf).toContain('proxy_set_header Connection $kestrel_earn_connection;');
  });

  it('the test-hosts variant serves the test and testnet hosts instead', () => {
    const test = nginxConfig(all, { variant: 'test-hosts', listen: '80', deployRoot: '/srv/t', buildId: 'abc' });
    expect(test).toContain(
      '    server_name *.test.eu.kestrel.example eu.kestrel-staging.example testnet.eu.kestrel.example;',
    );
    expect(test).not.toContain('server_name eu.kestrel.example;');
  });

  it('writeDeployConfig: from the manifests beside the edition folders, with the host map in deploy.json', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-dist-'));
    for (const edition of [byId('global'), ADDED]) {
      fs.mkdirSync(path.join(dist, edition.id));
      const deploy: DeployFacts = {
        edition,
        policy: policyOf(edition),
        mode: 'production',
        variant: 'production',
        buildId: 'b1',
      };
      fs.writeFileSync(path.join(dist, `${edition.id}.manifest.json`), JSON.stringify({ edition: edition.id, deploy }));
    }
    writeDeployConfig(dist, { deployRoot: '/srv/x', listen: '8080' });
    const description = JSON.parse(fs.readFileSync(path.join(dist, 'deploy.json'), 'utf8')) as {
      hosts: Record<string, string>;
      buildId: string;
    };
    expect(description.hosts).toEqual({
      'kestrel.example': 'global',
      'www.kestrel.example': 'global',
      'fr.kestrel.example': 'fr',
    });
    expect(description.buildId).toBe('b1');
    const written = fs.readFileSync(path.join(dist, 'nginx.conf'), 'utf8');
    expect(written).toContain('    root /srv/x/fr;');
    expect(written).toContain('    listen 8080;');
    expect(fs.existsSync(path.join(dist, 'global', 'nginx.conf'))).toBe(false);
  });
});
