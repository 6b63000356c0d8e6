import { describe, expect, it } from 'vitest';
import { msToUnixSeconds, msUntil, unixSecondsToMs, ZERO_TIME_SECONDS } from '@/lib/unix-time';

describe('unix seconds', () => {
  it.each([
    ['1718000000', 1_718_000_000_000],
    ['1718000000.123456', 1_718_000_000_123],
    [ZERO_TIME_SECONDS, null],
    ['0', null],
    ['', null],
    ['abc', null],
    [undefined, null],
  ])('%s -> %s', (value, ms) => {
    expect(unixSecondsToMs(value)).toBe(ms);
  });

  it('writes seconds as the wire does', () => {
    expect(msToUnixSeconds(1_718_000_000_999)).toBe('1718000000');
  });

  it.each([
    ['1718000010', 1_718_000_000_000, 10_000],
    ['1718000000', 1_718_000_005_000, 0],
    [ZERO_TIME_SECONDS, 0, null],
  ])('msUntil(%s) from %i is %s', (at, now, left) => {
    expect(msUntil(at, now)).toBe(left);
  });
});
