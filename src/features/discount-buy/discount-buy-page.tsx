import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { termText } from '@/lib/format-units';
import { EarnTopic } from '@/realtime/earn-topics';
import { liveOrPolled, polledAtOf, useLiveTopic } from '@/realtime/live-topic';
import {
  discountBuyPlans,
  discountBuyProductsQueryOptions,
  plansByCoin,
  type DiscountBuyPlan,
} from '@/products/discount-buy/discount-buy-products';
import {
  DISCOUNT_BUY_AVERAGE_MINUTES,
  DISCOUNT_BUY_RECEIPT_MINUTES,
  discountToSpot,
} from '@/products/discount-buy/outcomes';
import { fractionText, priceText } from '@/products/offer-format';
import { CoinIcon } from '@/ui/coin-icon';
import { listState } from '@/products/list-state';
import { OfferListFrame } from '@/products/offer-list/offer-list-frame';
import { PlanCard, PlanFact, SettlementFact } from '@/products/offer-list/plan-card';
import { indexPriceOf, useOfferList, usePickedPlan } from '@/products/offer-list/use-offer-list';
import { MarketHitRateMethod, PlanHitRate } from '@/products/price-history/hit-rate-text';
import { marketsOfPlans } from '@/products/price-history/markets';
import * as list from '@/ui/offer-list.css';
import * as css from './discount-buy-page.css';
import { withUnit } from '@/lib/bidi';

// The subscription (with its chart and decimal maths) loads when a plan is picked: the list stays light.
const DiscountBuySubscribe = lazy(() => import('./subscribe-spec').then((m) => ({ default: m.DiscountBuySubscribe })));

/**
 * Discount buy: plans grouped by the coin they buy, each group with the coin's live price; per plan the
 * purchase price and its discount to spot, the knock-out price and APR, the term and the settlement time in
 * UTC and local time, and a VIP-only tag. Offers stream over the discount-buy offer topic, the price over the
 * instrument topic; both are marked stale when their stream stops. Subscribing opens both outcomes.
 */
export function DiscountBuyPage() {
  const { t } = useTranslation(['discount-buy', 'common']);
  const locale = getIntlLocale();
  const products = useQuery(discountBuyProductsQueryOptions());
  const { offeredProducts, coins, coinsSettled, loggedIn, nameOf } = useOfferList(products);
  const live = useLiveTopic(EarnTopic.DiscountBuyOffer);
  const instruments = useLiveTopic(EarnTopic.InstrumentInfoAll);
  // Stale streams keep their last offers and index frozen, unless the poll is newer: then the polled ones show.
  const fallback = liveOrPolled([live, instruments], polledAtOf(products));
  const offers = fallback.polledAt === null ? live.data : null;
  const index = fallback.polledAt === null ? instruments.data : null;
  const plans = useMemo(() => discountBuyPlans(offeredProducts, offers), [offeredProducts, offers]);
  const groups = useMemo(() => plansByCoin(plans), [plans]);
  const { picked, pick, close } = usePickedPlan(plans);
  const stale = fallback.status === 'stale';
  const spotOf = (coin: number) => indexPriceOf(index, coin);

  const markets = marketsOfPlans(
    plans.map((p) => ({
      base: nameOf(p.base),
      quote: nameOf(p.quote),
      live: spotOf(p.base) ?? p.quotedSpot,
      levels: [
        { kind: 'purchase', price: p.terms.purchase },
        { kind: 'knockOut', price: p.terms.knockOut },
      ],
    })),
  );

  const state = listState({
    query: products,
    ready: coinsSettled,
    empty: plans.length === 0,
    text: { failed: t('loadFailed'), loading: t('common:loading'), empty: t('noProducts') },
  });
  if (state) return state;

  return (
    <>
      <OfferListFrame
        intro={t('intro')}
        live={fallback}
        staleNotice={t('notice.stale')}
        family="discount-buy"
        markets={markets}
        locale={locale}
        help={t('help', { average: DISCOUNT_BUY_AVERAGE_MINUTES, receipt: DISCOUNT_BUY_RECEIPT_MINUTES })}
      >
        {groups.map((group) => {
          const coin = nameOf(group.coin);
          const first = group.plans[0];
          const spot = spotOf(group.coin) ?? first?.quotedSpot ?? null;
          const quote = first ? nameOf(first.quote) : '';
          return (
            <section
              key={group.coin}
              className={css.group}
              aria-labelledby={`discount-buy-coin-${group.coin}`}
              data-testid={`discount-buy-group-${coin}`}
            >
              <h2 className={css.groupHead} id={`discount-buy-coin-${group.coin}`}>
                <CoinIcon name={coin} size={24} />
                <span>{coin}</span>
                {spot && (
                  <span className={css.spot} data-testid="discount-buy-spot">
                    {t('group.price', { price: priceText(spot, locale), coin: quote })}
                  </span>
                )}
              </h2>
              <ul className={list.list}>
                {group.plans.map((plan) => (
                  <DiscountBuyPlanCard
                    key={plan.product.product_id}
                    plan={plan}
                    coin={coin}
                    quote={quote}
                    spot={spot}
                    stale={stale}
                    locale={locale}
                    onPick={() => pick(plan)}
                  />
                ))}
              </ul>
              <MarketHitRateMethod base={coin} quote={quote} locale={locale} />
            </section>
          );
        })}
      </OfferListFrame>
      {picked && (
        <Suspense fallback={null}>
          <DiscountBuySubscribe
            key={picked.product.product_id}
            plan={picked}
            spot={spotOf(picked.base) ?? picked.quotedSpot}
            coins={coins}
            loggedIn={loggedIn}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

function DiscountBuyPlanCard({
  plan,
  coin,
  quote,
  spot,
  stale,
  locale,
  onPick,
}: {
  plan: DiscountBuyPlan;
  coin: string;
  quote: string;
  spot: Decimal | null;
  stale: boolean;
  locale: string;
  onPick: () => void;
}) {
  const { t } = useTranslation('discount-buy');
  const term = termText(plan.terms.termSeconds, locale) ?? '';
  const discount = spot ? discountToSpot(plan.terms.purchase, spot) : null;
  return (
    <PlanCard
      testId={`discount-buy-plan-${plan.product.product_id}`}
      stale={stale}
      headingLevel={3}
      title={t('plan.title', { coin, quote, term })}
      tags={plan.vipOnly && <span className={list.vip}>{t('plan.vip')}</span>}
      facts={
        <>
          <PlanFact term={t('facts.purchase')} testId="discount-buy-purchase">
            {withUnit(priceText(plan.terms.purchase, locale), quote, locale)}
            {discount && discount.greaterThan(0) && (
              <>
                {' '}
                ·{' '}
                <span className={list.positive}>
                  {t('facts.discount', { discount: fractionText(discount, locale) })}
                </span>
              </>
            )}
          </PlanFact>
          <PlanFact term={t('facts.knockOut')} testId="discount-buy-knock-out">
            {withUnit(priceText(plan.terms.knockOut, locale), quote, locale)}
          </PlanFact>
          <PlanFact term={t('facts.apr')} valueClassName={list.strong}>
            {fractionText(plan.terms.apr, locale)}
          </PlanFact>
          <PlanFact term={t('facts.term')}>{term}</PlanFact>
          <SettlementFact term={t('facts.settlement')} at={plan.settlementAt} locale={locale} />
        </>
      }
      action={{
        text: t('plan.subscribe'),
        label: t('plan.subscribeLabel', { coin, term }),
        testId: `discount-buy-open-${plan.product.product_id}`,
        onClick: onPick,
      }}
    >
      <PlanHitRate
        base={coin}
        quote={quote}
        subject="knockOut"
        bounds={[{ side: 'below', price: plan.terms.knockOut }]}
        termMs={plan.terms.termSeconds * 1000}
        settlementAt={plan.settlementAt}
        locale={locale}
      />
    </PlanCard>
  );
}
