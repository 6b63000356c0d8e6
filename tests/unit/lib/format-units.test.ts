// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationText, termText, timeLeftText } from '@/lib/format-units';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('the one duration formatter', () => {
  it('settlement and launchpool: words, two units at most, minutes rounded up', () => {
    const settle = (ms: number) => timeLeftText(ms, 'en', { display: 'long', most: 2, round: 'up' });
    expect(settle(2 * DAY + 5 * HOUR + 59_000)).toBe('2 days 5 hours');
    expect(settle(5 * HOUR + 12 * MINUTE)).toBe('5 hours 12 minutes');
    expect(settle(3 * MINUTE - 1)).toBe('3 minutes');
    expect(settle(-5)).toBe('0 minutes');
  });

  it('home cards: short units, two at most, minutes rounded down', () => {
    const card = (ms: number) => timeLeftText(ms, 'en', { display: 'narrow', most: 2 });
    expect(card(2 * DAY + 23 * HOUR + 59 * MINUTE)).toBe('2d 23h');
    expect(card(2 * DAY + 30 * MINUTE)).toBe('2d 0h');
    expect(card(23 * HOUR + 59 * MINUTE + 59_000)).toBe('23h 59m');
    expect(card(59_999)).toBe('0m');
  });

  it('subscription windows: to the second, from the largest unit, never starting below the minute', () => {
    const window = (ms: number) => timeLeftText(ms, 'en', { display: 'narrow', smallest: 'second' });
    expect(window(DAY + 3 * MINUTE + 5_000)).toBe('1d 0h 3m 5s');
    expect(window(2 * HOUR + 5_999)).toBe('2h 0m 5s');
    expect(window(5_000)).toBe('0m 5s');
  });

  it("a quote's clock: m:ss, a started second counted", () => {
    const clock = (ms: number) => timeLeftText(ms, 'en', { display: 'clock', round: 'up' });
    expect(clock(42_001)).toBe('0:43');
    expect(clock(65_000)).toBe('1:05');
    expect(clock(-1)).toBe('0:00');
  });

  it('terms and single units', () => {
    expect(termText(8 * 3600, 'en')).toBe('8 hours');
    expect(termText(0, 'en')).toBeNull();
    expect(durationText(7, 'day', 'en', 'narrow')).toBe('7d');
  });

  it('no page builds duration text of its own: unit formatters live in src/lib/format-units.ts only', () => {
    const root = path.resolve(import.meta.dirname, '../../../src');
    const own = new Set(['lib/format-units.ts', 'lib/format-native.ts', 'lib/format-native-engine.ts']);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        const relative = path.relative(root, file).split(path.sep).join('/');
        // The simulator stands in for the exchange, which names products in its own words.
        if (entry.isDirectory()) {
          if (relative !== 'sim') walk(file);
          continue;
        }
        if (!/\.tsx?$/.test(entry.name) || own.has(relative)) continue;
        if (
          /unitDisplay|DurationFormat|formatDuration\b|unit: '(day|hour|minute|second)'/.test(
            fs.readFileSync(file, 'utf8'),
          )
        )
          offenders.push(relative);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
