import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { useServerClock } from '@/ui/use-server-clock';
import { redemptionOpen } from './range';
import { withUnit } from '@/lib/bidi';

/**
 * The double-win lines of a wallet position (dt/dd pairs for the card's fact list): the range and entry
 * price, leverage, settlement time, the value the settlement rule gives at today's price, and until when it
 * may be redeemed early (never in the last 30 minutes). Renders nothing until the translations are there.
 */
export function DoubleWinPositionFacts({ position, coins }: { position: Position; coins: CoinCatalogue | undefined }) {
  const { t, ready } = useTranslation(['double-win', 'flow'], { useSuspense: false });
  const now = useServerClock(30_000);
  const offer = position.offer;
  if (!offer || !ready) return null;
  const locale = getIntlLocale();
  const quote = coins?.byEnum.get(offer.coin_y);
  const quoteName = quote?.name ?? `#${offer.coin_y}`;
  const price = (e8: string) => formatAmount(fromE8(e8).toFixed(), { locale, precision: 8 });
  const settlesAt = unixSecondsToMs(offer.settlement_time);
  const lockMinutes = position.redemption.lock_before_maturity_minutes;
  const open = settlesAt !== null && redemptionOpen(now, settlesAt, lockMinutes);
  return (
    <>
      <div data-testid="double-win-position">
        <dt>{t('position.range')}</dt>
        <dd>
          {withUnit(
            t('facts.rangeValue', { lower: price(offer.lower_price_e8), upper: price(offer.upper_price_e8) }),
            quoteName,
            locale,
          )}
        </dd>
      </div>
      <div>
        <dt>{t('position.entry')}</dt>
        <dd>
          {withUnit(price(offer.entry_price_e8), quoteName, locale)} ·{' '}
          {formatAmount(offer.leverage, { locale, precision: 2 })}x
        </dd>
      </div>
      <div>
        <dt>{t('position.estimate')}</dt>
        <dd data-testid="double-win-position-estimate">
          {withUnit(
            formatAmount(fromE8(offer.estimated_value_e8).toFixed(), { locale, precision: quote?.assetPrecision ?? 8 }),
            quoteName,
            locale,
          )}
        </dd>
      </div>
      {settlesAt !== null && (
        <div>
          <dt>{t('position.settlement')}</dt>
          <dd>{t('flow:utc', { time: formatUtcDateTime(settlesAt, locale) })}</dd>
        </div>
      )}
      {settlesAt !== null && (
        <div>
          <dt>{t('position.earlyRedemption')}</dt>
          <dd data-testid="double-win-position-window">
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
