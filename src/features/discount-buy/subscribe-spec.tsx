import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { termText } from '@/lib/format-units';
import type { DiscountBuyPlan } from '@/products/discount-buy/discount-buy-products';
import { DISCOUNT_BUY_AVERAGE_MINUTES, type DiscountBuyTerms } from '@/products/discount-buy/outcomes';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import { SubscribeDialog } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { quoteWithKept } from '@/products/order-flow/kept-quotes';
import { DiscountBuyOutcomes } from './outcomes';
import { DiscountBuyChart } from './payoff-chart';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';
import { discountBuyIntent, refreshOffer } from './subscribe-intent';

/**
 * A discount-buy plan paid in the stablecoin: the offer (purchase and knock-out price, APR, settlement), both
 * outcomes of the amount, the payoff chart and the acknowledgement that the coin may be worth less than paid.
 * The order carries the offer on screen; every offer's terms are kept under its quote id, so the review and a
 * changed offer speak of the offer the order carries, whatever the live plan shows by then.
 */
export function DiscountBuySubscribe({
  plan,
  spot,
  coins,
  loggedIn,
  onClose,
}: {
  plan: DiscountBuyPlan;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['discount-buy', 'flow']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const [offers] = useState(() => new Map<string, DiscountBuyTerms>());
  const { product } = plan;
  const coin = coinName(coins, plan.base);
  const quote = coinName(coins, plan.quote);
  const payout = {
    base: coins?.byEnum.get(plan.base)?.assetPrecision ?? 8,
    quote: coins?.byEnum.get(plan.quote)?.assetPrecision ?? 8,
  };
  const money = (value: Decimal) =>
    withUnit(moneyText(value, locale, coins?.byEnum.get(product.coin)?.txPrecision ?? 8), quote, locale);
  const price = (value: Decimal) => withUnit(priceText(value, locale), quote, locale);
  const termsOf = (quoteId: string | undefined): DiscountBuyTerms => (quoteId && offers.get(quoteId)) || plan.terms;
  const settlement = `${t('flow:utc', { time: formatUtcDateTime(plan.settlementAt, locale) })} · ${t('flow:local', { time: formatDateTime(plan.settlementAt, locale) })}`;
  const outcomes = (amount: Decimal, terms: DiscountBuyTerms, testId: string) => (
    <DiscountBuyOutcomes
      amount={amount}
      terms={terms}
      coin={coin}
      quote={quote}
      precision={payout}
      settlementAt={plan.settlementAt}
      locale={locale}
      testId={testId}
    />
  );
  const spec: SubscribeSpec = {
    testId: 'discount-buy',
    product,
    title: t('subscribe.title', { coin, quote, term: termText(plan.terms.termSeconds, locale) ?? '' }),
    facts: [
      { label: t('facts.purchase'), value: price(plan.terms.purchase), testId: 'discount-buy-offer-purchase' },
      { label: t('facts.knockOut'), value: price(plan.terms.knockOut), testId: 'discount-buy-offer-knock-out' },
      { label: t('facts.apr'), value: fractionText(plan.terms.apr, locale) },
      { label: t('facts.settlement'), value: settlement },
    ],
    quoteExpireAt: plan.expireAt,
    outcomes: (typed) => {
      const amount = typed?.greaterThan(0) ? typed : new Decimal(100);
      return (
        <>
          <h3 className={css.sectionTitle}>{t('outcome.title', { amount: money(amount) })}</h3>
          {outcomes(amount, plan.terms, 'discount-buy-outcomes')}
          <DiscountBuyChart
            terms={plan.terms}
            amount={typed}
            spot={spot}
            coin={coin}
            quote={quote}
            precision={{ base: payout.base, quote: Math.min(payout.quote, 2) }}
            locale={locale}
          />
        </>
      );
    },
    notes: <p className={css.rule}>{t('subscribe.settlementRule', { minutes: DISCOUNT_BUY_AVERAGE_MINUTES })}</p>,
    ack: { label: t('subscribe.ack', { coin }), required: { key: 'discount-buy:subscribe.ackRequired', values: {} } },
    buildIntent: (amount) => {
      offers.set(plan.quoteId, plan.terms);
      return discountBuyIntent(product, amount, { quoteId: plan.quoteId, terms: plan.terms });
    },
    review: {
      rows: (intent) => {
        const terms = termsOf(intent.quote_id);
        return [
          { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)), testId: 'discount-buy-review-amount' },
          { label: t('facts.purchase'), value: price(terms.purchase), testId: 'discount-buy-review-purchase' },
          { label: t('facts.knockOut'), value: price(terms.knockOut), testId: 'discount-buy-review-knock-out' },
          { label: t('facts.apr'), value: fractionText(terms.apr, locale) },
          { label: t('facts.settlement'), value: settlement },
        ];
      },
      outcomes: (intent) => (
        <>
          <h3 className={css.sectionTitle}>{t('review.outcomes')}</h3>
          {outcomes(fromE8(intent.amount_e8), termsOf(intent.quote_id), 'discount-buy-review-outcomes')}
        </>
      ),
    },
    quote: {
      refresh: (intent) => refreshOffer(queryClient, intent, offers, plan.terms.termSeconds),
      of: quoteWithKept(offers, (terms) => terms.purchase),
    },
    requote: {
      notice: (reason) => t(reason === 'refused' ? 'requote.refused' : 'requote.expired'),
      accept: t('requote.accept'),
      rows: (previous, next) => [
        {
          label: t('facts.purchase'),
          before: price(termsOf(previous.quoteId).purchase),
          after: price(termsOf(next.quoteId).purchase),
          testId: 'discount-buy-requote-purchase',
        },
        {
          label: t('facts.knockOut'),
          before: price(termsOf(previous.quoteId).knockOut),
          after: price(termsOf(next.quoteId).knockOut),
        },
        {
          label: t('facts.apr'),
          before: fractionText(fromE8(previous.apyE8), locale),
          after: fractionText(fromE8(next.apyE8), locale),
        },
      ],
    },
    settlesAt: () => plan.settlementAt,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}
