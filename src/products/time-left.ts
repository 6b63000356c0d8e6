import { unitFormat } from '@/lib/format-units';

/** Time left in the locale's words, two units at most: "2 days 5 hours", "5 hours 12 minutes", "3 minutes". */
export function timeLeftText(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(unitFormat(locale, 'day', 'long').format(days));
  if (hours > 0 || days > 0) parts.push(unitFormat(locale, 'hour', 'long').format(hours));
  if (days === 0) parts.push(unitFormat(locale, 'minute', 'long').format(mins));
  return parts.slice(0, 2).join(' ');
}
