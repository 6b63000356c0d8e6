import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeICalendar, type CalendarEvent } from '@/lib/icalendar';
import { readICalendar } from '../support/read-icalendar';

const STAMP = Date.UTC(2025, 5, 1, 9, 30, 15);
const encoder = new TextEncoder();

function file(events: CalendarEvent[], name = 'Earn calendar') {
  return writeICalendar({ productId: '-//Kestrel//Earn calendar//EN', name, stampMs: STAMP, events });
}

describe('iCalendar writer, read back by ical.js', () => {
  it('writes one event per item with its UID, UTC start, summary, link and reminder', () => {
    const text = file([
      {
        uid: '1000140-maturity@kestrel.example',
        startMs: Date.UTC(2025, 6, 3),
        summary: 'ETH 30D Fixed matures',
        description: 'Principal and interest are paid.',
        url: 'https://kestrel.example/earn/wallet/',
        alarmMinutesBefore: 1440,
      },
      {
        uid: '1000140-renewal-cutoff@kestrel.example',
        startMs: Date.UTC(2025, 6, 2, 23, 30),
        summary: 'Last moment to change auto-renew',
        alarmMinutesBefore: 60,
      },
    ]);
    const calendar = readICalendar(text);
    expect(calendar.version).toBe('2.0');
    expect(calendar.productId).toBe('-//Kestrel//Earn calendar//EN');
    expect(calendar.name).toBe('Earn calendar');
    expect(calendar.events).toEqual([
      {
        uid: '1000140-maturity@kestrel.example',
        start: '2025-07-03T00:00:00.000Z',
        isUtc: true,
        summary: 'ETH 30D Fixed matures',
        description: 'Principal and interest are paid.',
        url: 'https://kestrel.example/earn/wallet/',
        alarms: ['-P1D'],
      },
      {
        uid: '1000140-renewal-cutoff@kestrel.example',
        start: '2025-07-02T23:30:00.000Z',
        isUtc: true,
        summary: 'Last moment to change auto-renew',
        description: '',
        url: null,
        alarms: ['-PT60M'],
      },
    ]);
    expect(text).toContain('DTSTART:20250703T000000Z\r\n');
    expect(text).toContain('DTSTAMP:20250601T093015Z\r\n');
  });

  it('ends every line with CRLF and has no bare line feed', () => {
    const text = file([{ uid: 'a@x', startMs: STAMP, summary: 'One\ntwo' }]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes TEXT: backslash, semicolon, comma and line breaks come back as written', () => {
    const summary = 'Dual; BTC, ETH \\ settle\r\nnext line\nthird';
    const text = file([{ uid: 'x,1;2@kestrel.example', startMs: STAMP, summary, description: 'a,b;c\\d' }]);
    expect(text).toContain('SUMMARY:Dual\\; BTC\\, ETH \\\\ settle\\nnext line\\nthird\r\n');
    const [event] = readICalendar(text).events;
    expect(event?.summary).toBe('Dual; BTC, ETH \\ settle\nnext line\nthird');
    expect(event?.description).toBe('a,b;c\\d');
    expect(event?.uid).toBe('x,1;2@kestrel.example');
    expect(escapeText('a;b')).toBe('a\\;b');
  });

  it('folds long lines at 75 octets without splitting a character, and the parser joins them back', () => {
    // Arabic letters are two octets, the emoji four: a fold inside either would corrupt the text.
    const summary = `${'تاريخ الاستحقاق '.repeat(12)}🗓️ ${'x'.repeat(90)}`;
    const text = file([{ uid: 'long@kestrel.example', startMs: STAMP, summary }]);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const folded = lines.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(3);
    // Each piece is whole UTF-8: decoding it alone loses nothing.
    for (const line of lines) expect(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(line))).toBe(line);
    expect(readICalendar(text).events[0]?.summary).toBe(summary);
  });

  it('leaves a line of exactly 75 octets whole and folds one of 76', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
  });

  it('writes times in UTC to the second, across a month end', () => {
    expect(utcDateTime(Date.UTC(2025, 0, 31, 23, 59, 59, 999))).toBe('20250131T235959Z');
    expect(utcDateTime(Date.UTC(2024, 1, 29, 0, 0, 0))).toBe('20240229T000000Z');
  });

  it('a second export of the same items keeps their UIDs and carries a later stamp', () => {
    const events = [{ uid: '1-maturity@kestrel.example', startMs: Date.UTC(2025, 6, 3), summary: 'Matures' }];
    const first = readICalendar(writeICalendar({ productId: 'p', stampMs: STAMP, events }));
    const second = writeICalendar({ productId: 'p', stampMs: STAMP + 86_400_000, events });
    expect(readICalendar(second).events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
    expect(second).toContain('DTSTAMP:20250602T093015Z');
  });

  it('an empty calendar is still a valid file', () => {
    expect(readICalendar(file([])).events).toEqual([]);
  });
});
