import { useKeyText } from '@/i18n/use-key-text';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { loginToContinue } from '@/platform/login-to-continue';
import { availableText, useFundingBalance } from '@/products/use-funding-balance';
import { productCoinLabel } from '@/products/use-coins';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { stepFocus } from '@/ui/step-focus';
import { Notice } from '@/ui/notice';
import { useServerClock } from '@/ui/use-server-clock';
import { checkAmount, maxAmount, readableAmount } from './amount-rules';
import { useOpeningCheck } from './check-outcome';
import { EligibilityPrompt } from './eligibility-prompt';
import { ProductExitBox } from '../exit/exit-box';
import type { FlowProblem } from './order-flow-machine';
import { OrderDone } from './order-done';
import { OrderReview, PickedQuoteChange, QuoteCountdown } from './order-review';
import { useOrderFlow } from './use-order-flow';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';
import { amountMessage, subscribeAdapter, subscribeRules, type SubscribeSpec } from './subscribe-spec';

/**
 * Subscribing to a product of any family, on the one order flow: the family's terms and fields, the amount
 * with the funding balance, what the amount becomes, the acknowledgement of the risk, then the eligibility
 * prompt, the review with the quote's countdown, a changed quote old against new, the unknown outcome that is
 * looked up, and the done step. Nothing is placed before the user confirms what the review shows.
 */
export function SubscribeDialog({
  spec,
  coins,
  loggedIn,
  onClose,
}: {
  spec: SubscribeSpec;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('flow');
  const [paying, setPaying] = useState(false);
  return (
    <Modal open title={spec.title ?? ''} onClose={onClose} closeLabel={t('actions.close')} dismissible={!paying}>
      <SubscribeSteps spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} onPaying={setPaying} />
    </Modal>
  );
}

/** The steps of a subscription, for a dialog of their own or inside a product's dialog (savings). */
export function SubscribeSteps({
  spec,
  coins,
  loggedIn,
  onClose,
  onPaying,
}: {
  spec: SubscribeSpec;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
  /** Told while an order is being placed: the dialog around the steps is not dismissed then. */
  onPaying?: (paying: boolean) => void;
}) {
  const { t } = useTranslation(['flow', 'errors', 'common']);
  const keyText = useKeyText();
  const locale = getIntlLocale();
  const here = useRouterState({ select: (s) => s.location.href });
  const now = useServerClock(1000);
  const { product } = spec;
  const investName = productCoinLabel(coins, product.coin, product.product_name);
  const precision = coins?.byEnum.get(product.coin)?.txPrecision ?? 8;
  const { balance, failed } = useFundingBalance(product.coin, loggedIn);
  const rules = subscribeRules(product, precision, balance, spec);
  const money = (value: Decimal) => withUnit(formatAmount(value.toFixed(), { locale, precision }), investName, locale);
  const words = { locale, coinName: investName, money };

  const [ownText, setOwnText] = useState('');
  const amountText = spec.amount?.text ?? ownText;
  const [acknowledged, setAcknowledged] = useState(false);
  // The adapter is read afresh by the flow on every call, so it is built from this render's spec and rules.
  const adapter = subscribeAdapter(spec, rules, words);
  const login = () => loginToContinue(here);
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: login });
  const { state } = flow;
  const opening = useOpeningCheck(product, loggedIn);
  const paying = state.name === 'paying';
  useEffect(() => onPaying?.(paying), [onPaying, paying]);

  // An amount problem shows as soon as the typed text has one (an empty field only once submitted); the
  // problem of the last submit shows until the user edits; an exchange's refusal until the next edit.
  const [touched, setTouched] = useState(amountText !== '');
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const [dismissed, setDismissed] = useState<FlowProblem | null>(null);
  const flowError = state.name === 'draft' && state.error !== dismissed ? state.error : null;
  const edited = () => {
    setProblem(null);
    if (state.name === 'draft') setDismissed(state.error);
  };
  const setAmount = (text: string) => {
    if (spec.amount) spec.amount.onChange(text);
    else setOwnText(text);
    setTouched(true);
    edited();
  };
  const amountField = useRef<HTMLInputElement>(null);
  const submit = () => {
    // Logging in first is not a try at subscribing: nothing typed is judged yet.
    if (!loggedIn) return login();
    const found = flow.submit({ amountText, acknowledged, now });
    setProblem(found);
    if (found?.key.startsWith('flow:amount.')) amountField.current?.focus();
  };

  const check = checkAmount(amountText, locale, rules);
  const live = touched && !check.ok && check.problem.code !== 'required' ? amountMessage(check.problem, words) : null;
  const ackProblem = problem !== null && problem.key === spec.ack?.required.key;
  const fieldProblem = problem !== null && spec.ownsProblem?.(problem) === true ? problem : null;
  const amountProblem = problem !== null && !ackProblem && fieldProblem === null ? problem : live;
  const typed = readableAmount(amountText, locale, precision);
  const max = maxAmount(rules);
  const p = spec.testId;

  if (state.name === 'prompt') return <EligibilityPrompt prompt={state.prompt} onBack={flow.back} onRetry={submit} />;
  // What stands in the way of any subscription is said as the dialog opens, before anything is typed.
  if (state.name === 'draft' && opening.outcome !== null) {
    if ('kind' in opening.outcome)
      return (
        <EligibilityPrompt
          prompt={opening.outcome}
          onBack={onClose}
          onRetry={opening.recheck}
          backLabel={t('actions.close')}
        />
      );
    return (
      <div data-testid="subscribe-refusal">
        <Notice tone="error">
          <span {...stepFocus}>{keyText(opening.outcome)}</span>
        </Notice>
        <div className={css.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.name === 'done') {
    const again = () => {
      setAmount('');
      setTouched(false);
      flow.reset();
    };
    return (
      <>
        {/* The order settled here is one confirmed earlier (another tab, before a reload), not a new one. */}
        {state.earlier && <Notice>{t('done.earlier')}</Notice>}
        {spec.done?.(state.result, state.preview, again) ?? (
          <OrderDone
            testId={p}
            productType={product.product_type}
            duplicate={state.result.is_duplicate}
            body={t('done.body', {
              id: state.result.order_id,
              time: t('utc', { time: formatUtcDateTime(spec.settlesAt(state.preview), locale) }),
            })}
            onClose={onClose}
          />
        )}
      </>
    );
  }
  if (state.name !== 'draft' && state.name !== 'previewing' && state.name !== 'checking') {
    const reviewed = state.name === 'requoting' || state.name === 'requote' ? null : state;
    return (
      <OrderReview
        flow={flow}
        adapter={adapter}
        title={t('review.title')}
        confirmLabel={t('review.confirm')}
        locale={locale}
        testId={`${p}-review-step`}
        actionTestId={p}
        requote={spec.requote}
      >
        {reviewed && spec.picked && (
          <PickedQuoteChange picked={spec.picked} reviewed={flow.quote} view={spec.requote} locale={locale} />
        )}
        {reviewed && spec.review.outcomes?.(reviewed.intent, reviewed.preview)}
      </OrderReview>
    );
  }
  return (
    <form
      noValidate
      data-testid="subscribe-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {(spec.facts.length > 0 || spec.quoteExpireAt !== undefined) && (
        <dl className={css.facts} data-testid={`${p}-offer-facts`}>
          {spec.facts.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt className={css.factTerm}>{row.label}</dt>
              <dd className={css.factValue} data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
          {spec.quoteExpireAt !== undefined && (
            <QuoteCountdown expireAt={spec.quoteExpireAt} testId={`${p}-countdown`} />
          )}
        </dl>
      )}
      {spec.fields?.({ problem: fieldProblem, edited })}
      {/* A subscription starts with its amount: the dialog opens on it, not on its close button. */}
      <AmountField
        ref={amountField}
        focusFirst
        label={t('subscribe.amount', { coin: investName })}
        value={amountText}
        onChange={setAmount}
        coin={investName}
        locale={locale}
        max={loggedIn && max ? max.toFixed() : null}
        hint={
          loggedIn
            ? t('subscribe.available', { balance: availableText(balance, failed, money) })
            : t('subscribe.loginForBalance')
        }
        error={amountProblem ? keyText(amountProblem) : undefined}
        placeholder={t('subscribe.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
      />
      {spec.outcomes(typed)}
      <ProductExitBox product={product} amount={typed} />
      {spec.notes}
      {spec.choices?.({ problem: fieldProblem, edited })}
      {spec.ack && (
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
            data-testid={`${p}-ack`}
          />
          <span>{spec.ack.label}</span>
        </label>
      )}
      {ackProblem && <Notice tone="error">{keyText(problem)}</Notice>}
      {flowError && (
        <Notice tone="error">
          <span data-testid="flow-error">{keyText(flowError)}</span>
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" pending={flow.busy} data-testid={`${p}-review`}>
          {loggedIn ? t('subscribe.review') : t('subscribe.login')}
        </Button>
      </div>
    </form>
  );
}
