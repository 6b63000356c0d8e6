import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatUtcDateTime } from '@/lib/format-date';
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
import { useOfferList, usePickedPlan } from '@/products/offer-list/use-offer-list';
import { MarketHitRateMethod, PlanHitRate } from '@/products/price-history/hit-rate-text';
import { marketsOfPlans } from '@/products/price-history/markets';
import { Button } from '@/ui/button';
import { CoinIcon } from '@/ui/coin-icon';
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
            <PlanCard
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

function PlanCard({
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
  const { t } = useTranslation(['double-win', 'flow']);
  const base = name(plan.base);
  const quote = name(plan.quote);
  const term = termText(plan.termSeconds, locale) ?? '';
  return (
    <li className={css.card} data-stale={stale} data-testid={`double-win-plan-${plan.product.product_id}`}>
      <h2 className={css.head}>
        <CoinIcon name={base} size={22} />
        <span>{t('plan.title', { base, quote, term })}</span>
      </h2>
      <dl className={css.facts}>
        <dt className={css.term}>{t('facts.leverage')}</dt>
        <dd className={`${css.value} ${css.strong}`}>{leverageText(plan.leverage, locale)}</dd>
        <dt className={css.term}>{t('facts.entry')}</dt>
        <dd className={css.value} data-testid="double-win-entry">
          {withUnit(priceText(plan.entry, locale), quote, locale)}
        </dd>
        <dt className={css.term}>{t('facts.range')}</dt>
        <dd className={css.value}>
          {t('facts.rangeValue', { lower: priceText(plan.lower, locale), upper: priceText(plan.upper, locale) })}
        </dd>
        <dt className={css.term}>{t('facts.settlement')}</dt>
        <dd className={css.value}>{t('flow:utc', { time: formatUtcDateTime(plan.settlementAt, locale) })}</dd>
      </dl>
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
      <Button
        onClick={onPick}
        data-testid={`double-win-open-${plan.product.product_id}`}
        aria-label={t('plan.subscribeLabel', { base, quote, term })}
      >
        {t('plan.subscribe')}
      </Button>
    </li>
  );
}
