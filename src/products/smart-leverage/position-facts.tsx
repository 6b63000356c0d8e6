import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { useServerClock } from '@/ui/use-server-clock';
import { withUnit } from '@/lib/bidi';

/**
 * The smart-leverage lines of a wallet position (dt/dd pairs for the card's fact list): direction and
 * leverage, the breakeven fixed at order time, the value at today's price and what an early redemption would
 * return now, settlement, and until when it may be redeemed (never in the last hour).
 */
export function SmartLeveragePositionFacts({
  position,
  coins,
}: {
  position: Position;
  coins: CoinCatalogue | undefined;
}) {
  const { t, ready } = useTranslation(['smart-leverage', 'flow'], { useSuspense: false });
  const now = useServerClock(30_000);
  const offer = position.offer;
  if (!offer || !ready) return null;
  const locale = getIntlLocale();
  const quote = coins?.byEnum.get(offer.coin_y);
  const quoteName = quote?.name ?? `#${offer.coin_y}`;
  const amount = (e8: string) =>
    withUnit(
      formatAmount(fromE8(e8).toFixed(), { locale, precision: Math.min(quote?.assetPrecision ?? 8, 2) }),
      quoteName,
      locale,
    );
  const settlesAt = unixSecondsToMs(offer.settlement_time);
  // A dated, zoned time: a bare clock time reads as today's, and may be tomorrow's.
  const estimateUntil = unixSecondsToMs(offer.redeem_estimate_until);
  const lockMinutes = position.redemption.lock_before_maturity_minutes;
  const open = settlesAt !== null && now < settlesAt - lockMinutes * 60_000;
  return (
    <>
      <div data-testid="smart-leverage-position">
        <dt>{t('position.direction')}</dt>
        <dd>
          {t(offer.direction === 2 ? 'direction.down' : 'direction.up')} ·{' '}
          {t('facts.leverageValue', { leverage: offer.leverage })}
        </dd>
      </div>
      <div>
        <dt>{t('position.breakeven')}</dt>
        <dd>
          {withUnit(formatAmount(fromE8(offer.lower_price_e8).toFixed(), { locale, precision: 8 }), quoteName, locale)}
        </dd>
      </div>
      <div>
        <dt>{t('position.estimate')}</dt>
        <dd data-testid="smart-leverage-position-estimate">{amount(offer.estimated_value_e8)}</dd>
      </div>
      {position.can_redeem && (
        <div>
          <dt>{t('position.redeemEstimate')}</dt>
          <dd data-testid="smart-leverage-position-redeem-estimate">
            {estimateUntil !== null && estimateUntil > now
              ? t('position.estimateUntil', {
                  amount: amount(offer.redeem_estimate_e8),
                  time: t('flow:utc', { time: formatUtcDateTime(estimateUntil, locale) }),
                })
              : amount(offer.redeem_estimate_e8)}
          </dd>
        </div>
      )}
      {settlesAt !== null && (
        <div>
          <dt>{t('position.settlement')}</dt>
          <dd>{t('flow:utc', { time: formatUtcDateTime(settlesAt, locale) })}</dd>
        </div>
      )}
      {settlesAt !== null && (
        <div>
          <dt>{t('position.earlyRedemption')}</dt>
          <dd data-testid="smart-leverage-position-window">
            {open
              ? t('position.redeemUntil', {
                  time: t('flow:utc', { time: formatUtcDateTime(settlesAt - lockMinutes * 60_000, locale) }),
                })
              : t('position.redeemClosed', { minutes: lockMinutes })}
          </dd>
        </div>
      )}
    </>
  );
}
