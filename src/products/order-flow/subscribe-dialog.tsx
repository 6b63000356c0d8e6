import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { PayOrderResult } from '@/api/earn/pay-order';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import type { ProductDetail } from '@/api/earn/product-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
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
import { amountProblemMessage, checkAmount, maxAmount, readableAmount, type AmountProblem, type AmountRules } from './amount-rules';
import { useOpeningCheck } from './check-outcome';
import { EligibilityPrompt } from './eligibility-prompt';
import { ProductExitBox } from '../exit/exit-box';
import type { FlowProblem, FlowQuote } from './order-flow-machine';
import { OrderDone } from './order-done';
import { OrderReview, PickedQuoteChange, QuoteCountdown, type RequoteView } from './order-review';
import { useOrderFlow, type OrderFlowAdapter, type SummaryRow } from './use-order-flow';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';

/**
 * What a family gives the one subscribe dialog: its terms as fact rows, its own fields and checks, what an
 * amount becomes (outcomes, chart), the acknowledgement of its risk, how its intent is built and reviewed,
 * and, for quoted families, how a quote is read and refreshed and how a changed one is shown.
 */
export interface SubscribeSpec {
  /** Prefix of the test ids: `<p>-review` (the form's button), `<p>-ack`, `<p>-review-step`, `<p>-success`… */
  testId: string;
  product: ProductDetail;
  /** The dialog's title (`SubscribeDialog`); steps inside another dialog take that dialog's. */
  title?: string;
  /** The offer's terms above the amount (none where the page around the steps states them). */
  facts: readonly SummaryRow[];
  /** The amount as typed, when the page around the steps follows it (a tier table); else the steps hold it. */
  amount?: { text: string; onChange(text: string): void };
  /** The live quote on the form (quoted families): its countdown, and the draft is refused once it has run out. */
  quoteExpireAt?: number;
  /** A further cap on the amount (a dual quote's maximum investment, a user's remaining quota). */
  maxAmount?: Decimal | null;
  /** What is left of the product's whole quota, where it has one. */
  quotaLeft?: Decimal | null;
  /** The family's own fields between the terms and the amount; `problem` is the shown problem when it is theirs. */
  fields?(form: { problem: FlowProblem | null; edited: () => void }): ReactNode;
  /** Which problems the family's fields show (the rest show under the amount). */
  ownsProblem?(problem: FlowProblem): boolean;
  /** The family's checks of its fields: after the amount, before the acknowledgement. */
  validate?(): FlowProblem | null;
  /** The last check, after the quote's expiry (a price that moved too far from the quote). */
  lastCheck?(now: number): FlowProblem | null;
  /** What the typed amount becomes (outcomes, chart); `amount` is null until the text reads as a number. */
  outcomes(amount: Decimal | null): ReactNode;
  /** Rules stated under the outcomes. */
  notes?: ReactNode;
  /** The family's choices after the outcomes (renewal at maturity); given the problem `ownsProblem` claims, like `fields`. */
  choices?(form: { problem: FlowProblem | null; edited: () => void }): ReactNode;
  /** The acknowledgement a principal-at-risk product asks for, and the problem when it is missing. */
  ack?: { label: string; required: FlowProblem };
  buildIntent(amount: Decimal): SubscribeIntent;
  review: {
    rows(intent: SubscribeIntent, preview: PreviewOrderResult): SummaryRow[];
    outcomes?(intent: SubscribeIntent, preview: PreviewOrderResult): ReactNode;
  };
  quote?: OrderFlowAdapter<'subscribe', unknown>['quote'];
  requote?: RequoteView<SubscribeIntent>;
  /** The quote the user picked the offer at (as the dialog opened): a review of another one says what changed. */
  picked?: FlowQuote;
  /** When the order settles, for the done step. */
  settlesAt(preview: PreviewOrderResult): number;
  /** A done step of the family's own (savings: the position the order adds to); `again` starts a new order. */
  done?(result: PayOrderResult, preview: PreviewOrderResult, again: () => void): ReactNode;
}

/** What the dialog holds before an order besides the family's own fields. */
export interface SubscribeDraft {
  amountText: string;
  acknowledged: boolean;
  /** Server-clock ms, to refuse a quote that ran out before it is even previewed. */
  now: number;
}

export interface AmountWords {
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
}

/** An amount problem in words, with the coin, the limits as money and an example in the page's locale. */
function amountMessage(problem: AmountProblem, words: AmountWords): FlowProblem {
  return amountProblemMessage(problem, { coin: words.coinName, money: words.money, example: formatAmount('1000.5', { locale: words.locale, precision: 2 }) });
}

/** The first problem of a draft: the amount, the family's fields, the acknowledgement, the quote's expiry, the family's last check. */
export function checkSubscribeDraft(draft: SubscribeDraft, spec: Pick<SubscribeSpec, 'validate' | 'ack' | 'quoteExpireAt' | 'lastCheck'>, rules: AmountRules, words: AmountWords): FlowProblem | null {
  const check = checkAmount(draft.amountText, words.locale, rules);
  if (!check.ok) return amountMessage(check.problem, words);
  const own = spec.validate?.();
  if (own) return own;
  if (spec.ack && !draft.acknowledged) return spec.ack.required;
  if (spec.quoteExpireAt !== undefined && draft.now >= spec.quoteExpireAt) return { key: 'flow:quote.expiredDraft', values: {} };
  return spec.lastCheck?.(draft.now) ?? null;
}

/** The amount rules of a subscription paid from the funding wallet: the product's minimum and per-user room, the spec's cap, the balance. */
export function subscribeRules(product: ProductDetail, precision: number, balance: Decimal | null, spec: Pick<SubscribeSpec, 'maxAmount' | 'quotaLeft'> = {}): AmountRules {
  const perUser = product.max_subscribe_amount_e8 === '-1' ? null : fromE8(product.max_subscribe_amount_e8).minus(fromE8(product.user_subscribed_amount_e8));
  const caps = [perUser, spec.maxAmount].filter((v): v is Decimal => v !== null && v !== undefined);
  return { precision, min: fromE8(product.min_subscribe_amount_e8), max: caps.length ? Decimal.max(0, Decimal.min(...caps)) : null, quotaLeft: spec.quotaLeft ?? null, balance };
}

/** The adapter the order flow runs for a spec: the dialog's draft checks, the spec's intent, review and quote. */
export function subscribeAdapter(spec: SubscribeSpec, rules: AmountRules, words: AmountWords): OrderFlowAdapter<'subscribe', SubscribeDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: spec.product.product_id },
    validate: (draft) => checkSubscribeDraft(draft, spec, rules, words),
    buildIntent: (draft) => {
      const check = checkAmount(draft.amountText, words.locale, rules);
      if (!check.ok) throw new Error('buildIntent before validate');
      return spec.buildIntent(check.amount);
    },
    summary: (intent, preview) => spec.review.rows(intent, preview),
    ...(spec.quote ? { quote: spec.quote } : {}),
  };
}

/**
 * Subscribing to a product of any family, on the one order flow: the family's terms and fields, the amount
 * with the funding balance, what the amount becomes, the acknowledgement of the risk, then the eligibility
 * prompt, the review with the quote's countdown, a changed quote old against new, the unknown outcome that is
 * looked up, and the done step. Nothing is placed before the user confirms what the review shows.
 */
export function SubscribeDialog({ spec, coins, loggedIn, onClose }: { spec: SubscribeSpec; coins: CoinCatalogue | undefined; loggedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const [paying, setPaying] = useState(false);
  return (
    <Modal open title={spec.title ?? ''} onClose={onClose} closeLabel={t('actions.close')} dismissible={!paying}>
      <SubscribeSteps spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} onPaying={setPaying} />
    </Modal>
  );
}

/** The steps of a subscription, for a dialog of their own or inside a product's dialog (savings). */
export function SubscribeSteps({ spec, coins, loggedIn, onClose, onPaying }: {
  spec: SubscribeSpec;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
  /** Told while an order is being placed: the dialog around the steps is not dismissed then. */
  onPaying?: (paying: boolean) => void;
}) {
  const { t } = useTranslation(['flow', 'errors', 'common']);
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
    if ('kind' in opening.outcome) return <EligibilityPrompt prompt={opening.outcome} onBack={onClose} onRetry={opening.recheck} backLabel={t('actions.close')} />;
    return (
      <div data-testid="subscribe-refusal">
        <Notice tone="error"><span {...stepFocus}>{t(opening.outcome.key, opening.outcome.values)}</span></Notice>
        <div className={css.actions}>
          <Button variant="secondary" onClick={onClose}>{t('actions.close')}</Button>
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
            body={t('done.body', { id: state.result.order_id, time: t('utc', { time: formatUtcDateTime(spec.settlesAt(state.preview), locale) }) })}
            onClose={onClose}
          />
        )}
      </>
    );
  }
  if (state.name !== 'draft' && state.name !== 'previewing' && state.name !== 'checking') {
    const reviewed = state.name === 'requoting' || state.name === 'requote' ? null : state;
    return (
      <OrderReview flow={flow} adapter={adapter} title={t('review.title')} confirmLabel={t('review.confirm')} locale={locale} testId={`${p}-review-step`} actionTestId={p} requote={spec.requote}>
        {reviewed && spec.picked && <PickedQuoteChange picked={spec.picked} reviewed={flow.quote} view={spec.requote} locale={locale} />}
        {reviewed && spec.review.outcomes?.(reviewed.intent, reviewed.preview)}
      </OrderReview>
    );
  }
  return (
    <form noValidate data-testid="subscribe-form" onSubmit={(event) => { event.preventDefault(); submit(); }}>
      {(spec.facts.length > 0 || spec.quoteExpireAt !== undefined) && (
        <dl className={css.facts} data-testid={`${p}-offer-facts`}>
          {spec.facts.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt className={css.factTerm}>{row.label}</dt>
              <dd className={css.factValue} data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
          {spec.quoteExpireAt !== undefined && <QuoteCountdown expireAt={spec.quoteExpireAt} testId={`${p}-countdown`} />}
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
        hint={loggedIn ? t('subscribe.available', { balance: availableText(balance, failed, money) }) : t('subscribe.loginForBalance')}
        error={amountProblem ? t(amountProblem.key, amountProblem.values) : undefined}
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
            onChange={(event) => { setAcknowledged(event.target.checked); edited(); }}
            aria-invalid={ackProblem ? true : undefined}
            data-testid={`${p}-ack`}
          />
          <span>{spec.ack.label}</span>
        </label>
      )}
      {ackProblem && <Notice tone="error">{t(problem.key, problem.values)}</Notice>}
      {flowError && (
        <Notice tone="error">
          <span data-testid="flow-error">{t(flowError.key, flowError.values)}</span>
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="submit" pending={flow.busy} data-testid={`${p}-review`}>{loggedIn ? t('subscribe.review') : t('subscribe.login')}</Button>
      </div>
    </form>
  );
}
