import type { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';

/** Leverage as "10x" in the locale's digits. */
export function leverageText(value: Decimal, locale: string): string {
  return `${formatAmount(value.toFixed(), { locale, precision: 2 })}x`;
}
