import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { offerPosition } from '@/products/offer-position';
import { PositionFact, PositionTime } from '@/products/position-fact';
import { receiptAt } from './outcomes';

/**
 * The discount-buy lines of a wallet position (dt/dd pairs): purchase and knock-out price, settlement time and
 * when the payout is expected (15 minutes later), and its value at today's price. Renders nothing until the
 * translations are there.
 */
export function DiscountBuyPositionFacts({
  position,
  coins,
}: {
  position: Position;
  coins: CoinCatalogue | undefined;
}) {
  const { t, ready } = useTranslation(['discount-buy', 'flow'], { useSuspense: false });
  const held = offerPosition(position, coins);
  if (!held || !ready) return null;
  const { offer, locale, price, inQuote, settlesAt } = held;
  return (
    <>
      <PositionFact term={t('facts.purchase')} testId="discount-buy-position">
        {inQuote(price(offer.lower_price_e8))}
      </PositionFact>
      <PositionFact term={t('facts.knockOut')}>{inQuote(price(offer.upper_price_e8))}</PositionFact>
      <PositionFact term={t('position.estimate')} valueTestId="discount-buy-position-estimate">
        {held.amount(offer.estimated_value_e8)}
      </PositionFact>
      {settlesAt !== null && (
        <>
          <PositionTime term={t('facts.settlement')} at={settlesAt} locale={locale} />
          <PositionTime term={t('position.receipt')} at={receiptAt(settlesAt)} locale={locale} />
        </>
      )}
    </>
  );
}
