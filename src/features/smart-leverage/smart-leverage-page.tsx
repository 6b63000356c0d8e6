import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { termText } from '@/lib/format-units';
import { EarnTopic } from '@/realtime/earn-topics';
import { liveOrPolled, polledAtOf, useLiveTopic } from '@/realtime/live-topic';
import {
  breakevenDistance,
  filterPlans,
  NO_FILTER,
  smartLeveragePlans,
  smartLeverageProductsQueryOptions,
  type PlanFilter,
  type SmartLeveragePlan,
} from '@/products/smart-leverage/plans';
import { listState } from '@/products/list-state';
import { OfferListFrame } from '@/products/offer-list/offer-list-frame';
import { PlanCard, PlanFact, SettlementFact } from '@/products/offer-list/plan-card';
import { indexPriceOf, useOfferList, usePickedPlan } from '@/products/offer-list/use-offer-list';
import { marketsOfPlans } from '@/products/price-history/markets';
import { chosenNumber } from '@/ui/chosen-number';
import { FilterSelect } from '@/ui/filter-select';
import { fractionText, priceText } from '@/products/offer-format';
import * as css from '@/ui/offer-list.css';
import { down } from './smart-leverage-page.css';
import { withUnit } from '@/lib/bidi';

const SmartLeverageSubscribe = lazy(() =>
  import('./subscribe-spec').then((m) => ({ default: m.SmartLeverageSubscribe })),
);

const LEVERAGE_STEPS = [1, 10, 50, 100, 200];
const BREAKEVEN_STEPS = ['0.001', '0.002', '0.005', '0.01'];

/**
 * Smart leverage: plans per coin and direction with up to 200x, the breakeven fixed at order time and no
 * liquidation before settlement. Quotes stream over the future-boost offer topic and the live index over the
 * instrument-info topic; both are marked stale when their stream stops. Subscribing opens the P&L simulator.
 */
export function SmartLeveragePage() {
  const { t } = useTranslation(['smart-leverage', 'common']);
  const locale = getIntlLocale();
  const products = useQuery(smartLeverageProductsQueryOptions());
  const { offeredProducts, coins, coinsSettled, loggedIn, nameOf } = useOfferList(products);
  const live = useLiveTopic(EarnTopic.FutureBoostOffer);
  const instruments = useLiveTopic(EarnTopic.InstrumentInfoAll);
  // Stale streams keep their last quotes and index frozen, unless the poll is newer: then the polled ones show.
  const fallback = liveOrPolled([live, instruments], polledAtOf(products));
  const quotes = fallback.polledAt === null ? live.data : null;
  const index = fallback.polledAt === null ? instruments.data : null;
  const plans = useMemo(() => smartLeveragePlans(offeredProducts, quotes), [offeredProducts, quotes]);
  const [filter, setFilter] = useState<PlanFilter>(NO_FILTER);
  const shown = useMemo(() => filterPlans(plans, filter), [plans, filter]);
  const { picked, pick, close } = usePickedPlan(plans);
  const stale = fallback.status === 'stale';
  const spotOf = (coin: number) => indexPriceOf(index, coin);
  const coinsOffered = [...new Set(plans.map((p) => p.base))];
  const terms = [...new Set(plans.map((p) => p.termSeconds))];

  const markets = marketsOfPlans(
    shown.map((p) => ({
      base: nameOf(p.base),
      quote: nameOf(p.quote),
      live: spotOf(p.base) ?? p.entry,
      levels: [{ kind: 'breakeven', price: p.breakeven }],
    })),
  );

  const state = listState({
    query: products,
    ready: coinsSettled,
    empty: plans.length === 0,
    text: { failed: t('loadFailed'), loading: t('common:loading'), empty: t('noProducts') },
  });
  if (state) return state;

  const all = t('filter.all');
  const filters = (
    <>
      <FilterSelect
        label={t('filter.coin')}
        value={String(filter.coin ?? '')}
        all={all}
        options={coinsOffered.map((c) => ({ value: String(c), label: nameOf(c) }))}
        onChange={(v) => setFilter({ ...filter, coin: chosenNumber(v, coinsOffered) })}
        testId="smart-leverage-filter-coin"
      />
      <FilterSelect
        label={t('filter.direction')}
        value={String(filter.direction ?? '')}
        all={all}
        options={[
          { value: '1', label: t('direction.up') },
          { value: '2', label: t('direction.down') },
        ]}
        onChange={(v) => setFilter({ ...filter, direction: chosenNumber(v, [1, 2] as const) })}
        testId="smart-leverage-filter-direction"
      />
      <FilterSelect
        label={t('filter.leverage')}
        value={String(filter.minLeverage)}
        options={LEVERAGE_STEPS.map((l) => ({ value: String(l), label: t('filter.leverageAtLeast', { leverage: l }) }))}
        onChange={(v) => setFilter({ ...filter, minLeverage: Number(v) })}
        testId="smart-leverage-filter-leverage"
      />
      <FilterSelect
        label={t('filter.breakeven')}
        value={filter.maxBreakevenDistance?.toFixed() ?? ''}
        all={all}
        options={BREAKEVEN_STEPS.map((b) => ({
          value: b,
          label: t('filter.breakevenWithin', { percent: fractionText(new Decimal(b), locale) }),
        }))}
        onChange={(v) => setFilter({ ...filter, maxBreakevenDistance: v ? new Decimal(v) : null })}
        testId="smart-leverage-filter-breakeven"
      />
      <FilterSelect
        label={t('filter.term')}
        value={String(filter.termSeconds ?? '')}
        all={all}
        options={terms.map((s) => ({ value: String(s), label: termText(s, locale) ?? '' }))}
        onChange={(v) => setFilter({ ...filter, termSeconds: chosenNumber(v, terms) })}
        testId="smart-leverage-filter-term"
      />
    </>
  );

  return (
    <>
      <OfferListFrame
        intro={t('intro')}
        live={fallback}
        staleNotice={t('notice.stale')}
        filters={{ label: t('filter.label'), children: filters }}
        noneShown={shown.length === 0 ? t('filter.none') : null}
        family="smart-leverage"
        markets={markets}
        locale={locale}
        help={t('help')}
      >
        <ul className={css.list}>
          {shown.map((plan) => (
            <SmartLeveragePlanCard
              key={plan.product.product_id}
              plan={plan}
              spot={spotOf(plan.base)}
              name={nameOf}
              stale={stale}
              locale={locale}
              onPick={() => pick(plan)}
            />
          ))}
        </ul>
      </OfferListFrame>
      {picked && (
        <Suspense fallback={null}>
          <SmartLeverageSubscribe
            key={picked.product.product_id}
            plan={picked}
            spot={spotOf(picked.base)}
            coins={coins}
            loggedIn={loggedIn}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

function SmartLeveragePlanCard({
  plan,
  spot,
  name,
  stale,
  locale,
  onPick,
}: {
  plan: SmartLeveragePlan;
  spot: Decimal | null;
  name: (coin: number) => string;
  stale: boolean;
  locale: string;
  onPick: () => void;
}) {
  const { t } = useTranslation('smart-leverage');
  const base = name(plan.base);
  const quote = name(plan.quote);
  const term = termText(plan.termSeconds, locale) ?? '';
  const direction = t(plan.direction === 1 ? 'direction.up' : 'direction.down');
  return (
    <PlanCard
      testId={`smart-leverage-plan-${plan.product.product_id}`}
      stale={stale}
      coin={base}
      title={t('plan.title', { base, quote, term })}
      facts={
        <>
          <PlanFact term={t('facts.direction')} valueClassName={plan.direction === 1 ? css.strong : down}>
            {direction}
          </PlanFact>
          <PlanFact term={t('facts.maxLeverage')}>{t('facts.leverageValue', { leverage: plan.maxLeverage })}</PlanFact>
          <PlanFact term={t('facts.index')} testId="smart-leverage-index">
            {withUnit(priceText(spot ?? plan.entry, locale), quote, locale)}
          </PlanFact>
          <PlanFact term={t('facts.breakeven')}>
            {withUnit(priceText(plan.breakeven, locale), quote, locale)} (
            {fractionText(breakevenDistance(plan), locale)})
          </PlanFact>
          <SettlementFact term={t('facts.settlement')} at={plan.settlementAt} locale={locale} />
        </>
      }
      action={{
        text: t('plan.simulate'),
        label: t('plan.simulateLabel', { base, quote, term, direction }),
        testId: `smart-leverage-open-${plan.product.product_id}`,
        onClick: onPick,
      }}
    />
  );
}
