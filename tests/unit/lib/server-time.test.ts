import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  recordServerDate,
  recordServerTime,
  resetServerTime,
  serverNow,
  serverNowSeconds,
  serverOffsetMs,
  SKEW_TOLERANCE_MS,
} from '@/lib/server-time';

afterEach(() => {
  resetServerTime();
  vi.useRealTimers();
});

const LOCAL = Date.UTC(2024, 5, 10, 12, 0, 0);
const header = (offsetMs: number) => new Date(LOCAL + offsetMs).toUTCString();

describe('server time offset', () => {
  it('tolerates 10 s of skew', () => {
    expect(SKEW_TOLERANCE_MS).toBe(10_000);
  });

  it.each([
    [0, 0],
    [9_000, 0],
    [-9_000, 0],
    [10_000, 10_000],
    [-10_000, -10_000],
    [3_600_000, 3_600_000],
  ])('a server %i ms ahead gives offset %i', (ahead, offset) => {
    expect(recordServerDate(header(ahead), LOCAL)).toBe(offset);
    expect(serverOffsetMs()).toBe(offset);
  });

  it.each([null, undefined, '', 'not a date'])('an unusable header (%s) changes nothing', (value) => {
    recordServerDate(header(60_000), LOCAL);
    expect(recordServerDate(value, LOCAL)).toBe(60_000);
  });

  it('a later small difference resets the offset', () => {
    recordServerDate(header(60_000), LOCAL);
    recordServerDate(header(2_000), LOCAL);
    expect(serverOffsetMs()).toBe(0);
  });

  it.each([
    [24 * 3_600_000, false],
    [24 * 3_600_000 + 1_000, true],
    [-25 * 3_600_000, true],
  ])('a skew of %i ms logs a warning: %s', (ahead, warned) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordServerDate(header(ahead), LOCAL);
    expect(warn).toHaveBeenCalledTimes(warned ? 1 : 0);
  });

  it('countdowns read the server clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(LOCAL);
    recordServerDate(header(120_000), LOCAL);
    expect(serverNow()).toBe(LOCAL + 120_000);
    expect(serverNowSeconds()).toBe(Math.floor((LOCAL + 120_000) / 1000));
  });

  it('learns from a frame timestamp in ms as from a Date header, and ignores a non-finite one', () => {
    resetServerTime();
    expect(recordServerTime(LOCAL + 3_600_000, LOCAL)).toBe(3_600_000);
    expect(recordServerTime(Number.NaN, LOCAL)).toBe(3_600_000);
    expect(recordServerTime(LOCAL + 2_000, LOCAL)).toBe(0);
    resetServerTime();
  });
});
