import { getDomain as fullGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain, getPublicSuffix } from '@/sim/vendor/tldts-lite';

/** Demo builds swap tldts for the slim version: on the hosts a demo runs on, both give the same answers. */
describe('tldts-lite', () => {
  it.each(['127.0.0.1', 'localhost', 'earn.test', 'www.kestrel.example', 'demo.kestrel.example.', 'LOCALHOST'])(
    'getDomain(%s) matches tldts',
    (host) => {
      expect(getDomain(host)).toBe(fullGetDomain(host));
    },
  );

  it('is compared with the full public-suffix list, not with itself', () => {
    expect(fullGetDomain('shop.example.co.uk')).toBe('example.co.uk');
  });

  it('gives the last label as the public suffix', () => {
    expect(getPublicSuffix('www.kestrel.example')).toBe('example');
  });
});
