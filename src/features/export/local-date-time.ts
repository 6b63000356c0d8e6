/**
 * `yyyy-MM-dd HH:mm:ss` in a time zone: the device's own when none is given (spec §3: submit time in local
 * time). Digits are always ASCII so the fixed format reads the same in every language.
 */
export function formatLocalDateTime(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** `HH:mm` in a time zone (the device's by default): when today's quota resets, in the user's own time. */
export function formatLocalTime(ms: number, timeZone?: string): string {
  return formatLocalDateTime(ms, timeZone).slice(11, 16);
}
