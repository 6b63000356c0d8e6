import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { termText } from '@/lib/format-units';
import { EarnTopic } from '@/realtime/earn-topics';
import { useLiveTopic } from '@/realtime/live-topic';
import { fractionText, priceText } from '@/products/offer-format';
import { SHARK_FIN_AVERAGE_MINUTES } from '@/products/structured/shark-fin';
import {
  filterStructured,
  NO_STRUCTURED_FILTER,
  planRange,
  structuredPlans,
  structuredProductsQueryOptions,
  type StructuredFilter,
  type StructuredPlan,
} from '@/products/structured/structured-products';
import { chosenNumber } from '@/ui/chosen-number';
import { FilterSelect } from '@/ui/filter-select';
import { listState } from '@/products/list-state';
import { OfferListFrame } from '@/products/offer-list/offer-list-frame';
import { PlanCard, PlanFact, SettlementFact } from '@/products/offer-list/plan-card';
import { indexPriceOf, useOfferList, usePickedPlan } from '@/products/offer-list/use-offer-list';
import { marketsOfPlans } from '@/products/price-history/markets';
import * as list from '@/ui/offer-list.css';
import { withUnit } from '@/lib/bidi';

// The subscription (with its chart and decimal maths) loads when a plan is picked; a signed-in user's positions
// load with the session, not in every visitor's first load.
const StructuredSubscribe = lazy(() => import('./subscribe-spec').then((m) => ({ default: m.StructuredSubscribe })));
const StructuredPositions = lazy(() =>
  import('./structured-positions').then((m) => ({ default: m.StructuredPositions })),
);

/**
 * Structured products: principal-protected shark fins. Filters by underlying coin, investment coin and kind;
 * per plan the APR range (base rate to high yield), the term, the high-yield range an order placed now would
 * get (from the live index, marked stale when the stream stops), the observation and settlement rule, and a
 * VIP-only tag. Subscribing opens the payoff chart; the user's positions follow the list.
 */
export function StructuredPage() {
  const { t } = useTranslation(['structured', 'common']);
  const locale = getIntlLocale();
  const products = useQuery(structuredProductsQueryOptions());
  const { offeredProducts, coins, coinsSettled, loggedIn, nameOf } = useOfferList(products);
  const instruments = useLiveTopic(EarnTopic.InstrumentInfoAll);
  const plans = useMemo(() => structuredPlans(offeredProducts), [offeredProducts]);
  const [filter, setFilter] = useState<StructuredFilter>(NO_STRUCTURED_FILTER);
  const shown = useMemo(() => filterStructured(plans, filter), [plans, filter]);
  const { picked, pick, close } = usePickedPlan(plans);
  const stale = instruments.status === 'stale';
  const spotOf = (coin: number) => indexPriceOf(instruments.data, coin);
  const underlyings = [...new Set(plans.map((p) => p.underlying))];
  const invests = [...new Set(plans.map((p) => p.invest))];

  const markets = marketsOfPlans(
    shown.map((p) => {
      const spot = spotOf(p.underlying);
      const range = planRange(p, spot);
      return {
        base: nameOf(p.underlying),
        quote: nameOf(p.invest),
        live: spot ?? p.index,
        levels: [
          { kind: 'lower', price: range.lower },
          { kind: 'upper', price: range.upper },
        ],
      };
    }),
  );

  const state = listState({
    query: products,
    ready: coinsSettled,
    empty: plans.length === 0,
    text: { failed: t('loadFailed'), loading: t('common:loading'), empty: t('noProducts') },
  });
  if (state) return state;

  const all = t('filter.all');
  const coinOptions = (list: number[]) => list.map((c) => ({ value: String(c), label: nameOf(c) }));
  const filters = (
    <>
      <FilterSelect
        label={t('filter.underlying')}
        value={String(filter.underlying ?? '')}
        all={all}
        options={coinOptions(underlyings)}
        onChange={(v) => setFilter({ ...filter, underlying: chosenNumber(v, underlyings) })}
        testId="structured-filter-underlying"
      />
      <FilterSelect
        label={t('filter.invest')}
        value={String(filter.invest ?? '')}
        all={all}
        options={coinOptions(invests)}
        onChange={(v) => setFilter({ ...filter, invest: chosenNumber(v, invests) })}
        testId="structured-filter-invest"
      />
      <FilterSelect
        label={t('filter.kind')}
        value={String(filter.kind ?? '')}
        all={all}
        options={[
          { value: '1', label: t('kind.1') },
          { value: '2', label: t('kind.2') },
        ]}
        onChange={(v) => setFilter({ ...filter, kind: chosenNumber(v, [1, 2] as const) })}
        testId="structured-filter-kind"
      />
    </>
  );

  return (
    <>
      <OfferListFrame
        intro={t('intro')}
        live={instruments}
        staleNotice={t('notice.stale')}
        filters={{ label: t('filter.label'), children: filters }}
        noneShown={shown.length === 0 ? t('filter.none') : null}
        family="structured"
        markets={markets}
        locale={locale}
        help={t('help', { minutes: SHARK_FIN_AVERAGE_MINUTES })}
      >
        <ul className={list.list}>
          {shown.map((plan) => (
            <StructuredPlanCard
              key={plan.product.product_id}
              plan={plan}
              spot={spotOf(plan.underlying)}
              name={nameOf}
              stale={stale}
              locale={locale}
              onPick={() => pick(plan)}
            />
          ))}
        </ul>
      </OfferListFrame>
      {loggedIn && (
        <Suspense fallback={null}>
          <StructuredPositions coins={coins} />
        </Suspense>
      )}
      {picked && (
        <Suspense fallback={null}>
          <StructuredSubscribe
            key={picked.product.product_id}
            plan={picked}
            spot={spotOf(picked.underlying)}
            coins={coins}
            loggedIn={loggedIn}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

function StructuredPlanCard({
  plan,
  spot,
  name,
  stale,
  locale,
  onPick,
}: {
  plan: StructuredPlan;
  spot: Decimal | null;
  name: (coin: number) => string;
  stale: boolean;
  locale: string;
  onPick: () => void;
}) {
  const { t } = useTranslation('structured');
  const underlying = name(plan.underlying);
  const invest = name(plan.invest);
  const term = termText(plan.termSeconds, locale) ?? '';
  const range = planRange(plan, spot);
  return (
    <PlanCard
      testId={`structured-plan-${plan.product.product_id}`}
      stale={stale}
      coin={underlying}
      title={t('plan.title', { underlying, invest, term })}
      tags={
        <>
          <span className={list.tag}>{t(`kind.${plan.kind}`)}</span>
          {plan.vipOnly && <span className={list.vip}>{t('plan.vip')}</span>}
        </>
      }
      facts={
        <>
          <PlanFact term={t('facts.apr')} testId="structured-apr-range" valueClassName={list.strong}>
            {t('facts.aprRange', { low: fractionText(plan.floorApr, locale), high: fractionText(plan.maxApr, locale) })}
          </PlanFact>
          <PlanFact term={t('facts.term')}>{term}</PlanFact>
          <PlanFact term={t('facts.index', { coin: underlying })}>
            {withUnit(priceText(spot ?? plan.index, locale), invest, locale)}
          </PlanFact>
          <PlanFact term={t('facts.range')} testId="structured-range">
            {t('facts.rangeValue', { lower: priceText(range.lower, locale), upper: priceText(range.upper, locale) })}
          </PlanFact>
          <SettlementFact term={t('facts.settlement')} at={plan.settlementAt} locale={locale} />
          <PlanFact term={t('facts.principal')}>{t('facts.protected')}</PlanFact>
        </>
      }
      action={{
        text: plan.open ? t('plan.subscribe') : t('plan.soldOut'),
        label: plan.open ? t('plan.subscribeLabel', { underlying, invest, term }) : undefined,
        testId: `structured-open-${plan.product.product_id}`,
        disabled: !plan.open,
        onClick: onPick,
      }}
    >
      <p className={list.rule}>
        {t(plan.kind === 1 ? 'rule.bullish' : 'rule.bearish', {
          low: fractionText(plan.floorApr, locale),
          high: fractionText(plan.maxApr, locale),
        })}
      </p>
    </PlanCard>
  );
}
