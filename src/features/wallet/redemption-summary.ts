import type { TranslateNs } from '@/i18n/translation-key';
import { RedemptionType } from '@/api/earn/earn-enums';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import { coinName, formatAprE8, formatCoinE8, formatDateTime } from './format';

/** A daily quota of instant redemption (an extension of the wire), as an amount with its coin; null without one. */
export function dailyQuota(position: Position, coins: CoinCatalogue | undefined): string | null {
  const quota = position.redemption.daily_quota_e8;
  if (quota === undefined) return null;
  return withUnit(
    formatCoinE8(quota, coins?.byEnum.get(position.coin)),
    coinName(coins, position.coin),
    getIntlLocale(),
  );
}

/** A position's redemption terms in one line, for its card. */
export function redemptionSummary(
  position: Position,
  t: TranslateNs<'wallet'>,
  coins: CoinCatalogue | undefined,
): string {
  const rule = position.redemption;
  switch (rule.redemption_type) {
    case RedemptionType.Instant: {
      // Beyond the day's quota a redemption waits for 00:00 UTC: "at once" alone would promise more.
      const quota = dailyQuota(position, coins);
      return quota ? t('terms.instantQuota', { quota }) : t('terms.instant');
    }
    case RedemptionType.Delayed:
      return t('terms.delayed', { hours: rule.processing_hours });
    case RedemptionType.EarlyWithPenalty:
      return t('terms.early', {
        date: formatDateTime(position.maturity_at),
        penalty: formatAprE8(rule.penalty_apy_e8),
      });
    default:
      return t('terms.atMaturity', { date: formatDateTime(position.maturity_at) });
  }
}
