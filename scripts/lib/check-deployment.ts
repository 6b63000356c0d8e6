import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { PAGES } from '../../src/app/route-catalog';
import { localePrefix } from '../../src/i18n/locales';
import { readManifest } from './build-manifest';
import { cacheControlFor, type HeaderRule } from './deploy-config';
import type { DeployDescription } from './deploy-files';
import { readHeaderRules } from './static-server';

/**
 * Requests each edition's pages from a deployment and checks them against the build that was deployed: status,
 * redirects (301, query kept), the 404 document, every header `_headers` names (equal values), the cache rule,
 * and the edition and locale each document is written for. `scripts/check-deploy.ts` is its command line.
 */

export interface CheckOptions {
  /** The build folder that was deployed (its deploy.json, `_headers` and manifests). */
  dist: string;
  /** `https` (default) or `http`. */
  scheme?: 'https' | 'http';
  /** Connect here instead of resolving each host (`127.0.0.1:8443`): checks a server before DNS points at it. */
  connect?: string;
  /** Accept any certificate (a staging server's, or a test's). */
  insecure?: boolean;
  /** Only these editions. */
  editions?: string[];
}

export interface EditionResult {
  edition: string;
  host: string;
  requests: number;
  failures: string[];
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function request(options: CheckOptions, host: string, pathAndQuery: string): Promise<Answer> {
  const scheme = options.scheme ?? 'https';
  const [connectHost, connectPort] = options.connect
    ? (options.connect.split(':') as [string, string?])
    : [host, undefined];
  const port = Number(connectPort ?? (scheme === 'https' ? 443 : 80));
  const client = scheme === 'https' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: connectHost,
        port,
        path: pathAndQuery,
        method: 'GET',
        headers: { host, 'accept-encoding': 'identity' },
        ...(scheme === 'https' ? { servername: host, rejectUnauthorized: !options.insecure } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          // Repeated headers as one value joined with ", ", as a static host sends them.
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!.toLowerCase();
            const value = res.rawHeaders[i + 1]!;
            headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${host}${pathAndQuery}`)));
    req.on('error', reject);
    req.end();
  });
}

/** A host to request for an edition: its first exact host name, or a wildcard's `check.` sub-domain. */
export function hostToCheck(hosts: readonly string[]): string {
  return hosts.find((h) => !h.startsWith('*.')) ?? `check.${hosts[0]!.slice(2)}`;
}

function expectedHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (!matches) continue;
    for (const [name, value] of headers) out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  }
  return out;
}

async function checkEdition(
  options: CheckOptions,
  edition: string,
  description: DeployDescription,
): Promise<EditionResult> {
  const facts = description.editions[edition]!;
  const host = hostToCheck(facts.hosts);
  const rules = readHeaderRules(path.join(options.dist, edition, '_headers'));
  const failures: string[] = [];
  let requests = 0;
  const get = async (pathAndQuery: string) => {
    requests += 1;
    return request(options, host, pathAndQuery);
  };
  const checkHeaders = (pathname: string, answer: Answer, what: string) => {
    for (const [name, value] of Object.entries(expectedHeaders(rules, pathname))) {
      if (answer.headers[name] !== value)
        failures.push(
          `${what}: ${name} is ${JSON.stringify(answer.headers[name] ?? null)}, _headers says ${JSON.stringify(value)}`,
        );
    }
    const cache = cacheControlFor(pathname);
    if (answer.headers['cache-control'] !== cache)
      failures.push(
        `${what}: cache-control is ${JSON.stringify(answer.headers['cache-control'] ?? null)}, expected ${JSON.stringify(cache)}`,
      );
  };
  const checkDocument = async (pathname: string, locale: string, status = 200) => {
    const answer = await get(pathname);
    const what = `GET ${pathname}`;
    if (answer.status !== status) failures.push(`${what}: status ${answer.status}, expected ${status}`);
    if (!/^text\/html/.test(answer.headers['content-type'] ?? ''))
      failures.push(`${what}: content-type ${answer.headers['content-type']}`);
    if (!answer.body.includes(`data-edition="${edition}"`))
      failures.push(`${what}: not the ${edition} edition's document`);
    if (!answer.body.includes(`data-locale="${locale}"`)) failures.push(`${what}: not written for ${locale}`);
    checkHeaders(pathname, answer, what);
    return answer;
  };
  const checkRedirect = async (from: string, to: string) => {
    const answer = await get(`${from}?check=1&q=a%20b`);
    const what = `GET ${from}?check=1&q=a%20b`;
    if (answer.status !== 301) failures.push(`${what}: status ${answer.status}, expected 301`);
    const location = answer.headers.location ? new URL(answer.headers.location, `https://${host}`) : null;
    const got = location ? `${location.pathname}${location.search}` : null;
    if (got !== `${to}?check=1&q=a%20b`)
      failures.push(`${what}: location ${answer.headers.location}, expected ${to}?check=1&q=a%20b`);
    for (const [name, value] of Object.entries(expectedHeaders(rules, from))) {
      if (answer.headers[name] !== value) failures.push(`${what}: ${name} differs from _headers`);
    }
  };

  const defaultHome = `${localePrefix(facts.defaultLocale)}/earn/home/`;
  try {
    // The redirects: the root, a page without its slash, the default locale's correction.
    await checkRedirect('/', defaultHome);
    await checkRedirect(
      `${localePrefix(facts.defaultLocale)}/earn/savings`,
      `${localePrefix(facts.defaultLocale)}/earn/savings/`,
    );
    await checkRedirect(`${localePrefix(facts.defaultLocale)}/earn`, defaultHome);
    // Every page in the default locale, and every locale's home.
    for (const page of PAGES)
      await checkDocument(`${localePrefix(facts.defaultLocale)}/earn/${page.path}/`, facts.defaultLocale);
    for (const locale of facts.locales) await checkDocument(`${localePrefix(locale)}/earn/home/`, locale);
    // The marketing copy: both policies.
    await checkDocument(`/sem${defaultHome}`, facts.defaultLocale);
    // An unknown page: the edition's 404 document with status 404, under the same headers.
    const missing = await get('/earn/no-such-page/');
    if (missing.status !== 404) failures.push(`GET /earn/no-such-page/: status ${missing.status}, expected 404`);
    if (!missing.body.includes(`data-edition="${edition}"`))
      failures.push(`GET /earn/no-such-page/: not the ${edition} edition's 404 document`);
    checkHeaders('/earn/no-such-page/', missing, 'GET /earn/no-such-page/');
    // The home page's entry chunk: immutable. A translation file: short-lived.
    const home = await get(defaultHome);
    const entry = /data-entry="([^"]+)"/.exec(home.body)?.[1];
    if (!entry) failures.push(`GET ${defaultHome}: no entry script`);
    else {
      const asset = await get(entry);
      if (asset.status !== 200) failures.push(`GET ${entry}: status ${asset.status}`);
      checkHeaders(entry, asset, `GET ${entry}`);
    }
    const translation = '/earn/translations/earn-web/en/common.json';
    const file = await get(translation);
    if (file.status !== 200) failures.push(`GET ${translation}: status ${file.status}`);
    checkHeaders(translation, file, `GET ${translation}`);
    // The rule files are not published.
    for (const name of ['/_headers', '/_redirects']) {
      const answer = await get(name);
      if (answer.status !== 404) failures.push(`GET ${name}: status ${answer.status}, expected 404`);
    }
  } catch (error) {
    failures.push(`request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { edition, host, requests, failures };
}

export function readDescription(dist: string): DeployDescription {
  const file = path.join(dist, 'deploy.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: check a build made by scripts/build.ts`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DeployDescription;
}

export async function checkDeployment(options: CheckOptions): Promise<EditionResult[]> {
  const description = readDescription(options.dist);
  const editions = Object.keys(description.editions).filter(
    (id) => !options.editions?.length || options.editions.includes(id),
  );
  for (const id of editions) if (!readManifest(options.dist, id)) throw new Error(`${options.dist} has no ${id} build`);
  return Promise.all(editions.map((id) => checkEdition(options, id, description)));
}
