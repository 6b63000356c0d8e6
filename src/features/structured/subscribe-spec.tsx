import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { termText } from '@/lib/format-units';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import { SubscribeDialog } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { SHARK_FIN_AVERAGE_MINUTES, sharkFinPayout, type SharkFinTerms } from '@/products/structured/shark-fin';
import { planRange, type StructuredPlan } from '@/products/structured/structured-products';
import { SharkFinChart } from './payoff-chart';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';
import { structuredIntent } from './subscribe-intent';

/**
 * A shark fin's terms, the two ends of its payout for the amount (base rate when knocked out, the high yield
 * at the far bound), its payoff chart, and the acknowledgement that the range is fixed when the order is placed.
 */
export function StructuredSubscribe({
  plan,
  spot,
  coins,
  loggedIn,
  onClose,
}: {
  plan: StructuredPlan;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['structured', 'flow']);
  const locale = getIntlLocale();
  const { product } = plan;
  const underlying = coinName(coins, plan.underlying);
  const invest = coinName(coins, plan.invest);
  const precision = coins?.byEnum.get(product.coin)?.assetPrecision ?? 8;
  const range = planRange(plan, spot);
  const terms: SharkFinTerms = {
    kind: plan.kind,
    lower: range.lower,
    upper: range.upper,
    floorApr: plan.floorApr,
    maxApr: plan.maxApr,
    termSeconds: plan.termSeconds,
  };
  const money = (value: Decimal) => withUnit(moneyText(value, locale, precision), invest, locale);
  const facts = [
    { label: t('facts.kind'), value: t(`kind.${plan.kind}`) },
    {
      label: t('facts.apr'),
      value: t('facts.aprRange', { low: fractionText(plan.floorApr, locale), high: fractionText(plan.maxApr, locale) }),
    },
    {
      label: t('facts.range'),
      value: t('facts.rangeAbout', {
        lower: priceText(range.lower, locale),
        upper: priceText(range.upper, locale),
        coin: invest,
      }),
      testId: 'structured-offer-range',
    },
    {
      label: t('facts.settlement'),
      value: `${t('flow:utc', { time: formatUtcDateTime(plan.settlementAt, locale) })} · ${t('flow:local', { time: formatDateTime(plan.settlementAt, locale) })}`,
    },
  ];
  const spec: SubscribeSpec = {
    testId: 'structured',
    product,
    title: t('subscribe.title', { underlying, invest, term: termText(plan.termSeconds, locale) ?? '' }),
    facts,
    outcomes: (amount) => (
      <>
        {amount?.greaterThan(0) && (
          <Outcomes amount={amount} terms={terms} invest={invest} money={money} testId="structured-outcomes" />
        )}
        <SharkFinChart
          terms={terms}
          amount={amount}
          spot={spot ?? plan.index}
          underlying={underlying}
          invest={invest}
          precision={Math.min(precision, 4)}
          locale={locale}
        />
      </>
    ),
    notes: (
      <p className={css.rule}>{t('subscribe.observation', { minutes: SHARK_FIN_AVERAGE_MINUTES, coin: underlying })}</p>
    ),
    ack: { label: t('subscribe.ack'), required: { key: 'structured:subscribe.ackRequired', values: {} } },
    buildIntent: (amount) => structuredIntent(product, amount),
    review: {
      rows: (intent) => [
        { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)), testId: 'structured-review-amount' },
        ...facts,
      ],
      outcomes: (intent) => (
        <Outcomes
          amount={fromE8(intent.amount_e8)}
          terms={terms}
          invest={invest}
          money={money}
          testId="structured-review-outcomes"
        />
      ),
    },
    settlesAt: () => plan.settlementAt,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}

/** The least and the most an amount can come back as: the base rate (knocked out) and the high yield. */
function Outcomes({
  amount,
  terms,
  invest,
  money,
  testId,
}: {
  amount: Decimal;
  terms: SharkFinTerms;
  invest: string;
  money: (value: Decimal) => string;
  testId: string;
}) {
  const { t } = useTranslation('structured');
  const locale = getIntlLocale();
  const least = sharkFinPayout(amount, terms, terms.upper.plus(terms.upper));
  const most = sharkFinPayout(amount, { ...terms, floorApr: terms.maxApr }, terms.lower);
  return (
    <ul className={css.outcomes} data-testid={testId} aria-label={t('outcome.label')}>
      <li className={css.outcome} data-testid={`${testId}-least`}>
        <span className={css.outcomeHead}>{t('outcome.leastHead', { apr: fractionText(terms.floorApr, locale) })}</span>
        <span className={css.outcomeAmount}>{money(least)}</span>
        {t('outcome.leastBody')}
      </li>
      <li className={css.outcome} data-testid={`${testId}-most`}>
        <span className={css.outcomeHead}>{t('outcome.mostHead', { apr: fractionText(terms.maxApr, locale) })}</span>
        <span className={css.outcomeAmount}>{money(most)}</span>
        {t(terms.kind === 1 ? 'outcome.mostBodyBullish' : 'outcome.mostBodyBearish', {
          price: priceText(terms.kind === 1 ? terms.upper : terms.lower, locale),
          coin: invest,
        })}
      </li>
    </ul>
  );
}
