import { describe, expect, it } from 'vitest';
import { formatDateTimeUtc, formatDateUtc } from '@/lib/format-date';
import { formatDate as walletDate, formatDateTime as walletTime } from '@/features/wallet/format';
import { formatDateTime as orderTime } from '@/features/orders/format';
import { setCurrentLocale } from '@/i18n/current-locale';

/** 2025-06-02 00:30 UTC: the evening of June 1 in New York, the morning of June 2 in Tokyo. */
const PAYOUT_MS = Date.UTC(2025, 5, 2, 0, 30);
const PAYOUT_SECONDS = String(PAYOUT_MS / 1000);

describe('times on records the exchange keeps in UTC', () => {
  it('are written in UTC with the zone named, in the reader’s language', () => {
    expect(formatDateTimeUtc(PAYOUT_MS, 'en')).toBe('Jun 2, 2025, 00:30 UTC');
    expect(formatDateTimeUtc(PAYOUT_MS, 'ja-JP')).toBe('2025年6月2日 00:30 UTC');
    expect(formatDateTimeUtc(PAYOUT_MS, 'ar-SA-u-nu-latn')).toContain('UTC');
    expect(formatDateUtc(PAYOUT_MS, 'en')).toBe('Jun 2, 2025');
  });

  it('order lists and the wallet (records, positions, daily PnL) follow the same rule as their UTC date filters', () => {
    setCurrentLocale('en');
    expect(orderTime(PAYOUT_SECONDS)).toBe('Jun 2, 2025, 00:30 UTC');
    expect(walletTime(PAYOUT_SECONDS)).toBe('Jun 2, 2025, 00:30 UTC');
    // A PnL day starting at 00:00 UTC is that day everywhere (local time showed the day before west of UTC).
    expect(walletDate(String(Date.UTC(2025, 5, 2) / 1000))).toBe('Jun 2, 2025');
    expect(walletTime('0')).toBe('—');
  });
});
