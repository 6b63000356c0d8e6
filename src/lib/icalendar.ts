/**
 * An iCalendar file (RFC 5545) that any calendar application opens: one VEVENT per item, times in UTC, lines
 * ended by CRLF and folded at 75 octets, TEXT values escaped. An event keeps its UID from one file to the
 * next, so importing a newer file (a later DTSTAMP) updates the event instead of adding a second one.
 */

export interface CalendarEvent {
  /** Globally unique and stable for the same item (RFC 5545 §3.8.4.7: `something@domain`). */
  uid: string;
  startMs: number;
  summary: string;
  description?: string;
  /** An absolute link back to the item. */
  url?: string;
  /** A reminder this many minutes before the start; none when absent. */
  alarmMinutesBefore?: number;
}

export interface CalendarFile {
  /** Who wrote the file, `-//Company//Product//EN`. */
  productId: string;
  /** The calendar's name as applications show it on import (X-WR-CALNAME). */
  name?: string;
  /** When the file was written: an importer keeps the event with the later stamp. */
  stampMs: number;
  events: readonly CalendarEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** `20250604T080000Z`: a date-time in UTC (FORM #2), to the second. */
export function utcDateTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT (§3.3.11): backslash, semicolon and comma escaped, any line break written as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line (§3.1): no line longer than 75 octets, each continuation starting with one space.
 * Splits between characters, never inside a UTF-8 sequence (nor between the halves of a surrogate pair).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Minutes as a negative DURATION (§3.3.6): `-PT30M`, `-P1D`. */
function before(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return whole % 1440 === 0 && whole > 0 ? `-P${whole / 1440}D` : `-PT${whole}M`;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcDateTime(event.startMs)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  // A date to remember, not time spent: it never shows the reader as busy.
  lines.push('TRANSP:TRANSPARENT');
  if (event.alarmMinutesBefore !== undefined) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:${before(event.alarmMinutesBefore)}`,
      `DESCRIPTION:${escapeText(event.summary)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole file, CRLF after every line (the last included). */
export function writeICalendar(file: CalendarFile): string {
  const stamp = utcDateTime(file.stampMs);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(file.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (file.name) lines.push(`X-WR-CALNAME:${escapeText(file.name)}`);
  for (const event of file.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/** The MIME type a `.ics` file is served and saved with. */
export const ICALENDAR_TYPE = 'text/calendar;charset=utf-8';
