import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { offerPosition } from '@/products/offer-position';
import { PositionFact, PositionTime } from '@/products/position-fact';

/**
 * The shark-fin lines of a position (dt/dd pairs for a fact list): the high-yield range fixed at order time
 * and the entry price it came from, the settlement time, what the settlement rule pays at today's price, and
 * that principal is protected. Renders nothing until the translations are there.
 */
export function StructuredPositionFacts({ position, coins }: { position: Position; coins: CoinCatalogue | undefined }) {
  const { t, ready } = useTranslation(['structured', 'flow'], { useSuspense: false });
  const held = offerPosition(position, coins);
  if (!held || !ready) return null;
  const { offer, locale, price, inQuote, settlesAt } = held;
  return (
    <>
      <PositionFact term={t('position.range')} testId="structured-position">
        {inQuote(t('facts.rangeValue', { lower: price(offer.lower_price_e8), upper: price(offer.upper_price_e8) }))}
      </PositionFact>
      <PositionFact term={t('position.entry')}>{inQuote(price(offer.entry_price_e8))}</PositionFact>
      <PositionFact term={t('position.estimate')} valueTestId="structured-position-estimate">
        {held.amount(offer.estimated_value_e8)}
      </PositionFact>
      {settlesAt !== null && <PositionTime term={t('position.settlement')} at={settlesAt} locale={locale} />}
      <PositionFact term={t('facts.principal')}>{t('facts.protected')}</PositionFact>
    </>
  );
}
