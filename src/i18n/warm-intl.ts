import { whenIdle } from '@/lib/when-idle';

/**
 * The browser's Intl loads a locale's number and date data the first time a formatter is built for it
 * (about 10 ms on a desktop, four times that on a phone); every later formatter for the locale is nearly
 * free. Built in idle moments while the page waits for its translations and first route (numbers and
 * dates apart, each its own short task), that cost is not paid inside the render of the first list that
 * shows amounts, where it would lengthen one long task.
 */
export function warmIntl(tag: string): void {
  later(() => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(1234.5));
  later(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(0));
}

function later(build: () => unknown): void {
  whenIdle(
    () => {
      try {
        build();
      } catch {
        // A tag this browser's Intl rejects: the formatters fall back on their own when they are built.
      }
    },
    { timeoutMs: 1000 },
  );
}
