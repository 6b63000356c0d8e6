import { isRtlLocale } from '@/lib/bidi';
import { formatAprE8 } from '@/lib/format-number';

/**
 * A rate shown before and after something changed it (a savings rate moved, a quote was renewed), as the
 * reader sees them: both at the display precision of every APR on the page (two decimals). Whether it
 * changed is decided on those texts, so a move the page cannot show ("5.2049 %" to "5.2001 %", both
 * "5.20 %") is not presented as a change, and one it can show is never hidden.
 */
export interface AprChange {
  before: string;
  after: string;
  changed: boolean;
}

export function aprChange(beforeE8: string, afterE8: string, locale: string): AprChange {
  const before = formatAprE8(beforeE8, locale);
  const after = formatAprE8(afterE8, locale);
  return { before, after, changed: before !== after };
}

/** "5.20 % → 4.80 %", old to new in the reading direction (a right-to-left page points the arrow left); one figure when unchanged. */
export function aprChangeText(change: AprChange, locale: string): string {
  if (!change.changed) return change.after;
  return `${change.before} ${isRtlLocale(locale) ? '←' : '→'} ${change.after}`;
}
