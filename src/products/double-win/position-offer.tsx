import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { formatAmount } from '@/lib/format-number';
import { offerPosition } from '@/products/offer-position';
import { EarlyRedemptionFact, PositionFact, PositionTime } from '@/products/position-fact';
import { useServerClock } from '@/ui/use-server-clock';

/**
 * The double-win lines of a wallet position (dt/dd pairs for the card's fact list): the range and entry
 * price, leverage, settlement time, the value the settlement rule gives at today's price, and until when it
 * may be redeemed early (never in the last 30 minutes). Renders nothing until the translations are there.
 */
export function DoubleWinPositionFacts({ position, coins }: { position: Position; coins: CoinCatalogue | undefined }) {
  const { t, ready } = useTranslation(['double-win', 'flow'], { useSuspense: false });
  const now = useServerClock(30_000);
  const held = offerPosition(position, coins);
  if (!held || !ready) return null;
  const { offer, locale, price, inQuote, settlesAt } = held;
  return (
    <>
      <PositionFact term={t('position.range')} testId="double-win-position">
        {inQuote(t('facts.rangeValue', { lower: price(offer.lower_price_e8), upper: price(offer.upper_price_e8) }))}
      </PositionFact>
      <PositionFact term={t('position.entry')}>
        {inQuote(price(offer.entry_price_e8))} · {formatAmount(offer.leverage, { locale, precision: 2 })}x
      </PositionFact>
      <PositionFact term={t('position.estimate')} valueTestId="double-win-position-estimate">
        {held.amount(offer.estimated_value_e8)}
      </PositionFact>
      {settlesAt !== null && <PositionTime term={t('position.settlement')} at={settlesAt} locale={locale} />}
      <EarlyRedemptionFact
        held={held}
        lockMinutes={position.redemption.lock_before_maturity_minutes}
        now={now}
        valueTestId="double-win-position-window"
      />
    </>
  );
}
