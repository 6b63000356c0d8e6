import type { ReactNode } from 'react';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { PayOrderResult } from '@/api/earn/pay-order';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import type { ProductDetail } from '@/api/earn/product-schema';
import { maxOf, minOf, type Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { amountProblemMessage, checkAmount, type AmountProblem, type AmountRules } from './amount-rules';
import type { FlowProblem, FlowQuote } from './order-flow-machine';
import type { RequoteView } from './order-review';
import type { OrderFlowAdapter, SummaryRow } from './use-order-flow';

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

/** The first problem of a draft: the amount, the family's fields, the acknowledgement, the quote's expiry, the family's last check. */
export function checkSubscribeDraft(
  draft: SubscribeDraft,
  spec: Pick<SubscribeSpec, 'validate' | 'ack' | 'quoteExpireAt' | 'lastCheck'>,
  rules: AmountRules,
  words: AmountWords,
): FlowProblem | null {
  const check = checkAmount(draft.amountText, words.locale, rules);
  if (!check.ok) return amountMessage(check.problem, words);
  const own = spec.validate?.();
  if (own) return own;
  if (spec.ack && !draft.acknowledged) return spec.ack.required;
  if (spec.quoteExpireAt !== undefined && draft.now >= spec.quoteExpireAt)
    return { key: 'flow:quote.expiredDraft', values: {} };
  return spec.lastCheck?.(draft.now) ?? null;
}

/** The amount rules of a subscription paid from the funding wallet: the product's minimum and per-user room, the spec's cap, the balance. */
export function subscribeRules(
  product: ProductDetail,
  precision: number,
  balance: Decimal | null,
  spec: Pick<SubscribeSpec, 'maxAmount' | 'quotaLeft'> = {},
): AmountRules {
  const perUser =
    product.max_subscribe_amount_e8 === '-1'
      ? null
      : fromE8(product.max_subscribe_amount_e8).minus(fromE8(product.user_subscribed_amount_e8));
  const caps = [perUser, spec.maxAmount].filter((v): v is Decimal => v !== null && v !== undefined);
  return {
    precision,
    min: fromE8(product.min_subscribe_amount_e8),
    max: caps.length ? maxOf(0, minOf(...caps)) : null,
    quotaLeft: spec.quotaLeft ?? null,
    balance,
  };
}

/** The adapter the order flow runs for a spec: the dialog's draft checks, the spec's intent, review and quote. */
export function subscribeAdapter(
  spec: SubscribeSpec,
  rules: AmountRules,
  words: AmountWords,
): OrderFlowAdapter<'subscribe', SubscribeDraft> {
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

/** An amount problem in words, with the coin, the limits as money and an example in the page's locale. */
export function amountMessage(problem: AmountProblem, words: AmountWords): FlowProblem {
  return amountProblemMessage(problem, {
    coin: words.coinName,
    money: words.money,
    example: formatAmount('1000.5', { locale: words.locale, precision: 2 }),
  });
}
