import { useTranslation } from 'react-i18next';
import type { Decimal } from '@/lib/decimal';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import {
  DISCOUNT_BUY_RECEIPT_MINUTES,
  discountBuyOutcomes,
  receiptAt,
  type DiscountBuyTerms,
} from '@/products/discount-buy/outcomes';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';

/** Both outcomes of an amount, with what comes back in each and when it arrives. */
export function DiscountBuyOutcomes({
  amount,
  terms,
  coin,
  quote,
  precision,
  settlementAt,
  locale,
  testId,
}: {
  amount: Decimal;
  terms: DiscountBuyTerms;
  coin: string;
  quote: string;
  precision: { base: number; quote: number };
  settlementAt: number;
  locale: string;
  testId: string;
}) {
  const { t } = useTranslation('discount-buy');
  const { bought, knockedOut } = discountBuyOutcomes(amount, terms, precision);
  const receipt = receiptAt(settlementAt);
  return (
    <>
      <ul className={css.outcomes} data-testid={testId} aria-label={t('outcome.label')}>
        <li className={css.outcome} data-testid={`${testId}-bought`}>
          <span className={css.outcomeHead}>
            {t('outcome.belowHead', { price: priceText(terms.knockOut, locale), coin: quote })}
          </span>
          <span className={css.outcomeAmount}>{withUnit(moneyText(bought, locale, precision.base), coin, locale)}</span>
          {t('outcome.belowBody', { coin, purchase: priceText(terms.purchase, locale), quote })}
        </li>
        <li className={css.outcome} data-testid={`${testId}-knocked-out`}>
          <span className={css.outcomeHead}>
            {t('outcome.aboveHead', { price: priceText(terms.knockOut, locale), coin: quote })}
          </span>
          <span className={css.outcomeAmount}>
            {withUnit(moneyText(knockedOut, locale, precision.quote), quote, locale)}
          </span>
          {t('outcome.aboveBody', { apr: fractionText(terms.apr, locale) })}
        </li>
      </ul>
      <p className={css.rule}>
        {t('outcome.receipt', {
          utc: formatUtcDateTime(receipt, locale),
          local: formatDateTime(receipt, locale),
          minutes: DISCOUNT_BUY_RECEIPT_MINUTES,
        })}
      </p>
    </>
  );
}
