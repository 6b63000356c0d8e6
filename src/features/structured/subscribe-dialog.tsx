import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { loginToContinue } from '@/platform/login-to-continue';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import { maxAmount, readableAmount } from '@/products/order-flow/amount-rules';
import { OrderDone } from '@/products/order-flow/order-done';
import { ReviewActions } from '@/products/order-flow/review-actions';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { availableText, PromptStep, ReviewFacts, useDraftProblem, useSubscribeAmount } from '@/products/subscribe-form';
import { SHARK_FIN_AVERAGE_MINUTES, sharkFinPayout, type SharkFinTerms } from '@/products/structured/shark-fin';
import { planRange, type StructuredPlan } from '@/products/structured/structured-products';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal, stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { SharkFinChart } from './payoff-chart';
import { structuredAdapter } from './subscribe-adapter';
import * as css from '@/ui/order-dialog.css';

/**
 * Subscribing to a shark fin on the shared order flow: the terms, the amount, the two ends of the payout
 * (base rate when knocked out, the high yield at the far bound) for that amount, the payoff chart, and the
 * acknowledgement that the range is fixed from the price when the order is placed.
 */
export function SubscribeDialog({ plan, spot, coins, loggedIn, onClose }: {
  plan: StructuredPlan;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['structured', 'flow', 'errors', 'common']);
  const locale = getIntlLocale();
  const here = useRouterState({ select: (s) => s.location.href });
  const product = plan.product;
  const name = (coin: number) => coinName(coins, coin);
  const underlying = name(plan.underlying);
  const invest = name(plan.invest);
  const term = termText(plan.termSeconds, locale) ?? '';
  const precision = coins?.byEnum.get(product.coin)?.txPrecision ?? 8;
  const payoutPrecision = coins?.byEnum.get(product.coin)?.assetPrecision ?? 8;
  const range = planRange(plan, spot);
  const terms: SharkFinTerms = { kind: plan.kind, lower: range.lower, upper: range.upper, floorApr: plan.floorApr, maxApr: plan.maxApr, termSeconds: plan.termSeconds };

  const [amountText, setAmountText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const { balance, rules, money, balanceFailed } = useSubscribeAmount(product, precision, loggedIn, invest, locale);
  const aprRange = t('facts.aprRange', { low: fractionText(plan.floorApr, locale), high: fractionText(plan.maxApr, locale) });
  const summary = (intent: SubscribeIntent) => [
    { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)), testId: 'structured-review-amount' },
    { label: t('facts.kind'), value: t(`kind.${plan.kind}`) },
    { label: t('facts.apr'), value: aprRange },
    { label: t('facts.range'), value: t('facts.rangeAbout', { lower: priceText(range.lower, locale), upper: priceText(range.upper, locale), coin: invest }) },
    { label: t('facts.settlement'), value: `${t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) })} · ${t('local', { time: formatDateTime(plan.settlementAt, locale) })}` },
  ];
  const rangeKey = `${range.lower.toFixed()}-${range.upper.toFixed()}`;
  const adapter = useMemo(
    () => structuredAdapter({ product, rules, locale, coinName: invest, money, example: formatAmount('1000.5', { locale, precision: 2 }), summary }),
    // The adapter is read fresh by the flow on every call; rebuilding it per render is cheap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product, rules.balance, rules.max, rules.min, locale, invest, rangeKey],
  );
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const state = flow.state;

  const { shown: shownProblem, setProblem, edited } = useDraftProblem(state);
  const typed = readableAmount(amountText, locale, precision);
  const shownAmount = typed && typed.greaterThan(0) ? typed : null;
  const max = maxAmount(rules);
  const ackProblem = shownProblem?.key === 'structured:subscribe.ackRequired';
  const amountError = shownProblem && !ackProblem ? t(shownProblem.key, shownProblem.values) : undefined;

  return (
    <Modal open title={t('subscribe.title', { underlying, invest, term })} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'draft' || state.name === 'previewing' || state.name === 'checking' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(flow.submit({ amountText, acknowledged }));
          }}
        >
          <dl className={css.facts} data-testid="structured-offer-facts">
            <dt className={css.factTerm}>{t('facts.kind')}</dt>
            <dd className={css.factValue}>{t(`kind.${plan.kind}`)}</dd>
            <dt className={css.factTerm}>{t('facts.apr')}</dt>
            <dd className={css.factValue}>{aprRange}</dd>
            <dt className={css.factTerm}>{t('facts.range')}</dt>
            <dd className={css.factValue} data-testid="structured-offer-range">{t('facts.rangeAbout', { lower: priceText(range.lower, locale), upper: priceText(range.upper, locale), coin: invest })}</dd>
            <dt className={css.factTerm}>{t('facts.settlement')}</dt>
            <dd className={css.factValue}>{t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) })} · {t('local', { time: formatDateTime(plan.settlementAt, locale) })}</dd>
          </dl>
          <p className={css.rule}>{t('subscribe.observation', { minutes: formatAmount(String(SHARK_FIN_AVERAGE_MINUTES), { locale, precision: 0 }), coin: underlying })}</p>
          <AmountField
            label={t('subscribe.amount', { coin: invest })}
            value={amountText}
            onChange={(text) => {
              setAmountText(text);
              edited();
            }}
            coin={invest}
            max={loggedIn && max ? max.toFixed() : null}
            hint={loggedIn ? t('subscribe.available', { balance: availableText(balance, balanceFailed, money) }) : t('subscribe.loginForBalance')}
            error={amountError}
            placeholder={t('subscribe.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
          />
          {shownAmount && <Outcomes amount={shownAmount} terms={terms} invest={invest} precision={payoutPrecision} locale={locale} testId="structured-outcomes" />}
          <SharkFinChart terms={terms} amount={typed} spot={spot ?? plan.index} underlying={underlying} invest={invest} precision={Math.min(payoutPrecision, 4)} locale={locale} />
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkInput}
              checked={acknowledged}
              onChange={(event) => {
                setAcknowledged(event.target.checked);
                edited();
              }}
              aria-invalid={ackProblem ? true : undefined}
              data-testid="structured-ack"
            />
            <span>{t('subscribe.ack')}</span>
          </label>
          {ackProblem && <Notice tone="error">{t('subscribe.ackRequired')}</Notice>}
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" pending={flow.busy} data-testid="structured-review">{loggedIn ? t('subscribe.review') : t('subscribe.login')}</Button>
          </div>
        </form>
      ) : state.name === 'review' || state.name === 'paying' || state.name === 'failed' ? (
        <div data-testid="structured-review-step">
          <h3 className={css.sectionTitle} {...stepFocus}>{t('review.title')}</h3>
          <ReviewFacts rows={summary(state.intent)} />
          <Outcomes amount={fromE8(state.intent.amount_e8)} terms={terms} invest={invest} precision={payoutPrecision} locale={locale} testId="structured-review-outcomes" />
          <ReviewActions
            testId="structured"
            pending={state.name === 'paying'}
            failed={state.name === 'failed' ? { outcome: state.outcome, message: t(state.error.key, state.error.values) } : null}
            text={{ back: t('actions.back'), retry: t('review.retry'), confirm: t('review.confirm') }}
            onBack={flow.back}
            onConfirm={flow.confirm}
            onRetry={flow.retry}
          />
        </div>
      ) : state.name === 'prompt' ? (
        <PromptStep message={t(`prompt.${state.prompt.kind}`, { level: state.prompt.requiredLevel })} back={t('actions.back')} onBack={flow.back} />
      ) : state.name === 'done' ? (
        <OrderDone
          testId="structured"
          productType={product.product_type}
          text={{
            title: t(state.result.is_duplicate ? 'done.duplicate' : 'done.title'),
            body: t('done.body', { id: state.result.order_id, time: t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) }) }),
            wallet: t('done.wallet'),
            orders: t('done.orders'),
            close: t('actions.close'),
          }}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

/** The least and the most an amount can come back as: the base rate (knocked out) and the high yield. */
function Outcomes({ amount, terms, invest, precision, locale, testId }: { amount: Decimal; terms: SharkFinTerms; invest: string; precision: number; locale: string; testId: string }) {
  const { t } = useTranslation('structured');
  const least = sharkFinPayout(amount, terms, terms.upper.plus(terms.upper));
  const most = sharkFinPayout(amount, { ...terms, floorApr: terms.maxApr }, terms.lower);
  return (
    <ul className={css.outcomes} data-testid={testId} aria-label={t('outcome.label')}>
      <li className={css.outcome} data-testid={`${testId}-least`}>
        <span className={css.outcomeHead}>{t('outcome.leastHead', { apr: fractionText(terms.floorApr, locale) })}</span>
        <span className={css.outcomeAmount}>{moneyText(least, locale, precision)} {invest}</span>
        {t('outcome.leastBody')}
      </li>
      <li className={css.outcome} data-testid={`${testId}-most`}>
        <span className={css.outcomeHead}>{t('outcome.mostHead', { apr: fractionText(terms.maxApr, locale) })}</span>
        <span className={css.outcomeAmount}>{moneyText(most, locale, precision)} {invest}</span>
        {t(terms.kind === 1 ? 'outcome.mostBodyBullish' : 'outcome.mostBodyBearish', { price: priceText(terms.kind === 1 ? terms.upper : terms.lower, locale), coin: invest })}
      </li>
    </ul>
  );
}
