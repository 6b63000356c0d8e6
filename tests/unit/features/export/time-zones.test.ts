import { afterAll, describe, expect, it } from 'vitest';
import { dailyQuota } from '@/features/export/daily-quota';
import { dataExportRequest } from '@/features/export/export-request';
import { formatLocalDateTime, formatLocalTime } from '@/features/export/local-date-time';
import { presetRange } from '@/features/export/range-presets';
import { validateRange } from '@/features/export/range-validation';

/**
 * Behaviour under the device time zone. Node applies a new `process.env.TZ` at once (Date and Intl), so
 * every zone below is exercised in one normal run. The file also honours a zone set from outside:
 *   TZ=America/New_York npx vitest run tests/unit/features/export/time-zones.test.ts
 * (likewise Europe/London, Asia/Tokyo, Australia/Sydney), and the "outside zone" block then runs in it.
 */
const OUTSIDE_ZONE = process.env.TZ;
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'] as const;

afterAll(() => {
  if (OUTSIDE_ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = OUTSIDE_ZONE;
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The reference: the same instant through the Date getters of the current zone. */
function viaDateGetters(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Instants around UTC midnight and around each zone's DST changes in 2025. */
const INSTANTS = [
  '2025-01-01T00:00:00Z',
  '2024-12-31T23:59:59Z',
  '2025-03-09T06:59:59Z',
  '2025-03-09T07:00:00Z', // New York springs forward (02:00 EST -> 03:00 EDT)
  '2025-11-02T05:59:59Z',
  '2025-11-02T06:00:00Z', // New York falls back
  '2025-03-30T00:59:59Z',
  '2025-03-30T01:00:00Z', // London springs forward
  '2025-10-26T00:59:59Z',
  '2025-10-26T01:00:00Z', // London falls back
  '2025-04-05T15:59:59Z',
  '2025-04-05T16:00:00Z', // Sydney falls back (03:00 AEDT -> 02:00 AEST)
  '2025-10-04T15:59:59Z',
  '2025-10-04T16:00:00Z', // Sydney springs forward
].map((iso) => Date.parse(iso));

function checksInCurrentZone(label: string) {
  it(`${label}: submit time is the local wall clock as yyyy-MM-dd HH:mm:ss`, () => {
    for (const ms of INSTANTS) {
      expect(formatLocalDateTime(ms), new Date(ms).toISOString()).toBe(viaDateGetters(ms));
      expect(formatLocalDateTime(ms)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it(`${label}: ranges, requests, validation and the quota day do not depend on the zone`, () => {
    for (const ms of INSTANTS) {
      const week = presetRange('7d', ms);
      expect(week.end).toBe(new Date(ms).toISOString().slice(0, 10));
      const request = dataExportRequest(week);
      expect(Number(request.export_end_at) % 86_400).toBe(0);
      expect(new Date(Number(request.export_end_at) * 1000).toISOString().slice(0, 10)).toBe(week.end);
      expect(validateRange(week, ms)).toBeNull();
      expect(dailyQuota([], ms).resetsAt % 86_400_000).toBe(0);
    }
  });
}

describe('time zone set from outside the test (TZ=…)', () => {
  checksInCurrentZone(OUTSIDE_ZONE ?? 'process default');
});

describe.each(ZONES)('device in %s', (zone) => {
  it('switches the process zone', () => {
    process.env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
  });
  checksInCurrentZone(zone);
});

describe('explicit zones (no dependence on the device)', () => {
  it('formats across the New York spring-forward gap and fall-back repeat', () => {
    const zone = 'America/New_York';
    expect(formatLocalDateTime(Date.parse('2025-03-09T06:59:59Z'), zone)).toBe('2025-03-09 01:59:59');
    expect(formatLocalDateTime(Date.parse('2025-03-09T07:00:00Z'), zone)).toBe('2025-03-09 03:00:00');
    expect(formatLocalDateTime(Date.parse('2025-11-02T05:30:00Z'), zone)).toBe('2025-11-02 01:30:00');
    expect(formatLocalDateTime(Date.parse('2025-11-02T06:30:00Z'), zone)).toBe('2025-11-02 01:30:00');
  });

  it('formats midnight as 00, never 24, and shows the local date, not the UTC one', () => {
    expect(formatLocalDateTime(Date.parse('2025-01-01T15:00:00Z'), 'Asia/Tokyo')).toBe('2025-01-02 00:00:00');
    expect(formatLocalDateTime(Date.parse('2025-01-01T00:00:00Z'), 'America/New_York')).toBe('2024-12-31 19:00:00');
    expect(formatLocalDateTime(Date.parse('2025-07-01T00:00:00Z'), 'Europe/London')).toBe('2025-07-01 01:00:00');
    expect(formatLocalDateTime(Date.parse('2025-04-05T15:30:00Z'), 'Australia/Sydney')).toBe('2025-04-06 02:30:00');
    expect(formatLocalDateTime(Date.parse('2025-04-05T16:30:00Z'), 'Australia/Sydney')).toBe('2025-04-06 02:30:00');
  });

  it("says when the quota resets (00:00 UTC) in the user's own time", () => {
    const reset = Date.parse('2025-07-01T00:00:00Z');
    expect(formatLocalTime(reset, 'Asia/Tokyo')).toBe('09:00');
    expect(formatLocalTime(reset, 'America/New_York')).toBe('20:00');
    expect(formatLocalTime(reset, 'Europe/London')).toBe('01:00');
    expect(formatLocalTime(reset, 'Australia/Sydney')).toBe('10:00');
    expect(formatLocalTime(Date.parse('2025-01-01T00:00:00Z'), 'Australia/Sydney')).toBe('11:00');
  });
});
