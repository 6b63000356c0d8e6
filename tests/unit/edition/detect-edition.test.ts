import { describe, expect, it } from 'vitest';
import { detectEdition } from '@/edition/detect-edition';
import { robotsFor } from '@/edition/robots';
import { hostMatches } from '@/edition/host-patterns';
import { loadEditions } from '../../../scripts/lib/load-editions';

const editions = loadEditions();

describe('detectEdition', () => {
  it.each([
    ['kestrel.example', 'global', false, false],
    ['www.kestrel.example', 'global', false, false],
    ['eu.kestrel.example', 'eu', false, false],
    ['EU.Kestrel.Example:443', 'eu', false, false],
    ['kz.kestrel.example.', 'kz', false, false],
    ['testnet.tr.kestrel.example', 'tr', true, true],
    ['a.test.hk.kestrel.example', 'hk', false, true],
    ['ae.kestrel-staging.example', 'ae', false, true],
    ['nl.localhost:4173', 'nl', false, false],
    ['127.0.0.1:4173', 'global', false, false],
    ['localhost', 'global', false, false],
    ['evil.example', 'global', false, false],
    ['eu.kestrel.example.evil.example', 'global', false, false],
    ['xx.localhost', 'global', false, false],
  ])('%s -> %s (testnet %s, test host %s)', (host, id, testnet, testHost) => {
    const facts = detectEdition(editions, host);
    expect([facts.edition.id, facts.testnet, facts.testHost]).toEqual([id, testnet, testHost]);
  });

  it('the dev override wins, an unknown override is ignored', () => {
    expect(detectEdition(editions, 'localhost', 'ge').edition.id).toBe('ge');
    expect(detectEdition(editions, 'eu.kestrel.example', 'zz' as never).edition.id).toBe('eu');
  });

  it('wildcards match sub-domains only', () => {
    expect(hostMatches('*.test.example', 'a.test.example')).toBe(true);
    expect(hostMatches('*.test.example', 'test.example')).toBe(false);
    expect(hostMatches('*.test.example', 'atest.example')).toBe(false);
  });
});

describe('robotsFor', () => {
  const global = editions[0]!;
  it.each([
    ['earn/home', false, 'index,follow'],
    ['earn/home', true, 'noindex,nofollow'],
    ['sem/earn/home', false, 'noindex,nofollow'],
    ['earn/sem/home', false, 'noindex,nofollow'],
    ['earn/semantic', false, 'index,follow'],
  ])('%s on a test host %s -> %s', (path, testHost, robots) => {
    expect(robotsFor(global, path, testHost)).toBe(robots);
  });

  it('an edition marked noindex is never indexed', () => {
    expect(robotsFor({ ...global, noindex: { ...global.noindex, edition: true } }, 'earn/home', false)).toBe(
      'noindex,nofollow',
    );
  });
});
