import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { formatUtcDateTime } from '@/lib/format-date';
import { unixSecondsToMs } from '@/lib/unix-time';
import { offerPosition } from '@/products/offer-position';
import { EarlyRedemptionFact, PositionFact, PositionTime } from '@/products/position-fact';
import { useServerClock } from '@/ui/use-server-clock';

/** Values of a smart-leverage position are in cents at most: the quote coin's ledger digits, up to two. */
const VALUE_DIGITS = 2;

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
  const held = offerPosition(position, coins);
  if (!held || !ready) return null;
  const { offer, locale, price, inQuote, settlesAt } = held;
  const value = (e8: string) => held.amount(e8, VALUE_DIGITS);
  // A dated, zoned time: a bare clock time reads as today's, and may be tomorrow's.
  const estimateUntil = unixSecondsToMs(offer.redeem_estimate_until);
  return (
    <>
      <PositionFact term={t('position.direction')} testId="smart-leverage-position">
        {t(offer.direction === 2 ? 'direction.down' : 'direction.up')} ·{' '}
        {t('facts.leverageValue', { leverage: offer.leverage })}
      </PositionFact>
      <PositionFact term={t('position.breakeven')}>{inQuote(price(offer.lower_price_e8))}</PositionFact>
      <PositionFact term={t('position.estimate')} valueTestId="smart-leverage-position-estimate">
        {value(offer.estimated_value_e8)}
      </PositionFact>
      {position.can_redeem && (
        <PositionFact term={t('position.redeemEstimate')} valueTestId="smart-leverage-position-redeem-estimate">
          {estimateUntil !== null && estimateUntil > now
            ? t('position.estimateUntil', {
                amount: value(offer.redeem_estimate_e8),
                time: t('flow:utc', { time: formatUtcDateTime(estimateUntil, locale) }),
              })
            : value(offer.redeem_estimate_e8)}
        </PositionFact>
      )}
      {settlesAt !== null && <PositionTime term={t('position.settlement')} at={settlesAt} locale={locale} />}
      <EarlyRedemptionFact
        held={held}
        lockMinutes={position.redemption.lock_before_maturity_minutes}
        now={now}
        valueTestId="smart-leverage-position-window"
      />
    </>
  );
}
