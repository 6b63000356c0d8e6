import { unitFormat } from '@/lib/format-units';

/** Time left as "2d 3h" / "3h 5m" / "5m" (the cards update once a minute). */
export function shortCountdown(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (value: number, unit: 'day' | 'hour' | 'minute') => unitFormat(locale, unit, 'narrow').format(value);
  if (days > 0) return `${part(days, 'day')} ${part(hours, 'hour')}`;
  if (hours > 0) return `${part(hours, 'hour')} ${part(mins, 'minute')}`;
  return part(mins, 'minute');
}
