import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { termText } from '@/lib/format-units';
import { EarnTopic } from '@/realtime/earn-topics';
import { useLiveTopic } from '@/realtime/live-topic';
import {
  doubleWinPlans,
  doubleWinProductsQueryOptions,
  type DoubleWinPlan,
} from '@/products/double-win/double-win-products';
import { listState } from '@/products/list-state';
import { OfferListFrame } from '@/products/offer-list/offer-list-frame';
import { PlanCard, PlanFact, SettlementFact } from '@/products/offer-list/plan-card';
import { useOfferList, usePickedPlan } from '@/products/offer-list/use-offer-list';
import { MarketHitRateMethod, PlanHitRate } from '@/products/price-history/hit-rate-text';
import { marketsOfPlans } from '@/products/price-history/markets';
import { priceText } from '@/products/offer-format';
import { leverageText } from './format';
import * as css from '@/ui/offer-list.css';
import { withUnit } from '@/lib/bidi';

// The subscription (with its chart) loads when a plan is picked: the list stays light.
const DoubleWinSubscribe = lazy(() => import('./subscribe-spec').then((m) => ({ default: m.DoubleWinSubscribe })));

/**
 * Double-win: one card per product (coin, term, leverage, live entry price and classic range, settlement
 * time), streamed over the double-win offer topic and marked stale when the stream stops (every order is
 * still checked against the live offer by the exchange). Subscribing opens the payoff chart and the order.
 */
export function DoubleWinPage() {
  const { t } = useTranslation(['double-win', 'common']);
  const locale = getIntlLocale();
  const products = useQuery(doubleWinProductsQueryOptions());
  const { offeredProducts, coins, coinsSettled, loggedIn, nameOf } = useOfferList(products);
  const live = useLiveTopic(EarnTopic.DoubleWinOffer);
  const plans = useMemo(() => doubleWinPlans(offeredProducts, live.data), [offeredProducts, live.data]);
  const { picked, pick, close } = usePickedPlan(plans);
  const stale = live.status === 'stale';

  const markets = marketsOfPlans(
    plans.map((p) => ({
      base: nameOf(p.base),
      quote: nameOf(p.quote),
      live: p.entry,
      levels: [
        { kind: 'lower', price: p.lower },
        { kind: 'upper', price: p.upper },
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
        live={live}
        staleNotice={t('notice.stale')}
        family="double-win"
        markets={markets}
        locale={locale}
        help={t('help')}
      >
        <ul className={css.list}>
          {plans.map((plan) => (
            <DoubleWinPlanCard
              key={plan.product.product_id}
              plan={plan}
              name={nameOf}
              stale={stale}
              locale={locale}
              onPick={() => pick(plan)}
            />
          ))}
        </ul>
      </OfferListFrame>
      {markets.map((m) => (
        <MarketHitRateMethod key={`${m.base}/${m.quote}`} base={m.base} quote={m.quote} locale={locale} />
      ))}
      {picked && (
        <Suspense fallback={null}>
          <DoubleWinSubscribe
            key={picked.product.product_id}
            plan={picked}
            coins={coins}
            loggedIn={loggedIn}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

function DoubleWinPlanCard({
  plan,
  name,
  stale,
  locale,
  onPick,
}: {
  plan: DoubleWinPlan;
  name: (coin: number) => string;
  stale: boolean;
  locale: string;
  onPick: () => void;
}) {
  const { t } = useTranslation('double-win');
  const base = name(plan.base);
  const quote = name(plan.quote);
  const term = termText(plan.termSeconds, locale) ?? '';
  return (
    <PlanCard
      testId={`double-win-plan-${plan.product.product_id}`}
      stale={stale}
      coin={base}
      title={t('plan.title', { base, quote, term })}
      facts={
        <>
          <PlanFact term={t('facts.leverage')} valueClassName={css.strong}>
            {leverageText(plan.leverage, locale)}
          </PlanFact>
          <PlanFact term={t('facts.entry')} testId="double-win-entry">
            {withUnit(priceText(plan.entry, locale), quote, locale)}
          </PlanFact>
          <PlanFact term={t('facts.range')}>
            {t('facts.rangeValue', { lower: priceText(plan.lower, locale), upper: priceText(plan.upper, locale) })}
          </PlanFact>
          <SettlementFact term={t('facts.settlement')} at={plan.settlementAt} locale={locale} />
        </>
      }
      action={{
        text: t('plan.subscribe'),
        label: t('plan.subscribeLabel', { base, quote, term }),
        testId: `double-win-open-${plan.product.product_id}`,
        onClick: onPick,
      }}
    >
      <PlanHitRate
        base={base}
        quote={quote}
        subject="range"
        bounds={[
          { side: 'below', price: plan.lower },
          { side: 'above', price: plan.upper },
        ]}
        termMs={plan.termSeconds * 1000}
        settlementAt={plan.settlementAt}
        locale={locale}
      />
    </PlanCard>
  );
}
