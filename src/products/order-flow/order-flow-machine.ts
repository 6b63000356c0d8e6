import type { TranslationKey } from '@/i18n/translation-key';
/**
 * The order flow of every product family as a pure transition table (no React, no I/O):
 *
 *   draft -> previewing -> checking -> prompt | review -> paying -> done | failed
 *
 * plus the quote path of quoted families: a quote that expires while the review is open, or an order the
 * exchange refuses with 340 (or 341, expired), goes to `requoting` (a fresh quote is fetched) and then `requote`, which shows
 * the old and the new quote side by side; nothing is placed until the user accepts the new one and confirms
 * again. An unquoted subscription whose rate moved between its preview and Confirm (340) takes the same path
 * with the rate as its quote. The typed draft lives outside the machine, so no error ever touches it. The client order id is
 * given to `confirm` by the caller (minted once per confirmed intent); `retry` after an unknown outcome
 * (timeout, lost answer) sends the same id again, so the exchange can answer with the order it already has.
 *
 * An unknown outcome is looked up before anything else may happen: `checking` (the answer never came, the
 * order is being looked up) and `restore` (an earlier intent of this order key, sent before a reload or a
 * Back, is shown and looked up before a new one may start) keep the flow in `paying` until the exchange
 * says: placed (`paid`), not there (`payFailed` refused: nothing placed) or still no answer (`payFailed`
 * unknown: "still processing", try again with the same id).
 */

/** A quote the order must echo: its id, when it stops being accepted, and the APR (and target) shown with it. */
export interface FlowQuote {
  quoteId: string;
  /** Epoch ms (server clock) after which the exchange refuses the quote as expired (341). */
  expireAt: number;
  apyE8: string;
  /** Dual asset: the target (strike) price the quote is for. */
  targetPriceE8?: string;
}

/** Something to show, as a translation key (with its namespace) and its values. */
export interface FlowProblem {
  key: TranslationKey;
  values: Record<string, string | number>;
}

export type PromptKind = 'kyc' | 'kycUnknown' | 'blocked';

/** Why check-available said no: identity verification too low, its status unknown, or an account tag. */
export interface FlowPrompt {
  kind: PromptKind;
  requiredLevel: number;
  userLevel: number;
}

/**
 * How a failed placement ended: `unknown` when no answer was read (timeout, network, unreadable answer:
 * the order may exist, so the retry reuses the id); `refused` when the exchange said no (the intent is spent,
 * the next confirmation is a new one).
 */
export type PayOutcome = 'unknown' | 'refused';

export type FlowState<I, P, R> =
  | { name: 'draft'; error: FlowProblem | null }
  | { name: 'previewing'; intent: I }
  | { name: 'checking'; intent: I; preview: P; previewedAt?: number }
  | { name: 'prompt'; intent: I; prompt: FlowPrompt }
  /** `previewedAt`: the server time the preview was answered, the moment its rates are "as of". */
  | { name: 'review'; intent: I; preview: P; previewedAt?: number }
  | { name: 'requoting'; intent: I; preview: P; previous: FlowQuote; reason: RequoteReason }
  | { name: 'requote'; intent: I; preview: P; previous: FlowQuote; quote: FlowQuote; reason: RequoteReason }
  /**
   * `checking`: no answer came; the order is being looked up under its client order id. `earlier`: the order
   * is one sent before (another tab, before a reload), not the one this page just confirmed.
   */
  | { name: 'paying'; intent: I; preview: P; clientOrderId: string; checking?: boolean; earlier?: boolean }
  | {
      name: 'failed';
      intent: I;
      preview: P;
      clientOrderId: string;
      outcome: PayOutcome;
      error: FlowProblem;
      earlier?: boolean;
    }
  | { name: 'done'; intent: I; preview: P; result: R; earlier?: boolean };

/** Why terms are shown old against new: the quote ran out, the exchange refused it, or a savings rate moved. */
export type RequoteReason = 'expired' | 'refused' | 'rate';

export type FlowStateName = FlowState<unknown, unknown, unknown>['name'];

export type FlowEvent<I, P, R> =
  /** The draft passed validation and was built into an intent. */
  | { type: 'submit'; intent: I }
  /** `needsCheck`: the family checks eligibility and limits (subscriptions) before the review. */
  | { type: 'previewed'; preview: P; needsCheck: boolean; at?: number }
  | { type: 'checked'; prompt: FlowPrompt | null }
  /** Preview, check or requote failed, or the check refused the amount: back to the draft, with the reason. */
  | { type: 'stepFailed'; error: FlowProblem }
  | { type: 'confirm'; clientOrderId: string }
  | { type: 'retry' }
  /** The placement's answer never came: the order is being looked up. */
  | { type: 'checking' }
  /** An earlier sent intent of this order key whose outcome is unknown: shown and looked up first. */
  | { type: 'restore'; intent: I; preview: P; clientOrderId: string }
  /** The exchange answered for the order in flight, or (a late answer found by a check) for one whose outcome was unknown. */
  | { type: 'paid'; result: R }
  | { type: 'payFailed'; error: FlowProblem; outcome: PayOutcome }
  /** 340 or 341 on a quoted order: the quote the order carried no longer matches, or (`expired`) ran out. */
  /** `rate`: an unquoted subscription refused because the product's rate moved since its preview. */
  | { type: 'quoteRefused'; quote: FlowQuote; expired?: boolean; rate?: boolean }
  /**
   * 340 on an order without a quote (an early close below its slippage floor): nothing was placed and what
   * the intent was built from has moved, so back to the draft with the reason, to be reviewed afresh.
   */
  | { type: 'intentOutdated'; error: FlowProblem }
  /** The review's quote reached its expiry (timer). */
  | { type: 'quoteExpired'; quote: FlowQuote }
  /** A fresh quote for the same order, with the intent rebuilt around it. */
  | { type: 'requoted'; intent: I; quote: FlowQuote }
  /** The user accepted the new quote: preview it again before a new confirmation. */
  | { type: 'acceptQuote' }
  | { type: 'back' }
  | { type: 'reset' };

export const INITIAL_FLOW_STATE: FlowState<never, never, never> = { name: 'draft', error: null };

/** States where a call is under way: buttons show pending and the dialog is not dismissed. */
export function isBusy(state: { name: FlowStateName }): boolean {
  return (
    state.name === 'previewing' || state.name === 'checking' || state.name === 'paying' || state.name === 'requoting'
  );
}

function stamp(at: number | undefined): { previewedAt?: number } {
  return at === undefined ? {} : { previewedAt: at };
}

/** A placement whose answer never came and is still being checked. */
function isUnknown<I, P, R>(state: FlowState<I, P, R>): state is Extract<FlowState<I, P, R>, { name: 'failed' }> {
  return state.name === 'failed' && state.outcome === 'unknown';
}

export function orderFlowReducer<I, P, R>(state: FlowState<I, P, R>, event: FlowEvent<I, P, R>): FlowState<I, P, R> {
  switch (event.type) {
    case 'submit':
      // From the form, or again from a prompt ("try again" after the KYC status could not be read).
      return state.name === 'draft' || state.name === 'prompt' ? { name: 'previewing', intent: event.intent } : state;
    case 'previewed':
      if (state.name !== 'previewing') return state;
      return event.needsCheck
        ? { name: 'checking', intent: state.intent, preview: event.preview, ...stamp(event.at) }
        : { name: 'review', intent: state.intent, preview: event.preview, ...stamp(event.at) };
    case 'checked':
      if (state.name !== 'checking') return state;
      return event.prompt
        ? { name: 'prompt', intent: state.intent, prompt: event.prompt }
        : { name: 'review', intent: state.intent, preview: state.preview, ...stamp(state.previewedAt) };
    case 'stepFailed':
      return state.name === 'previewing' || state.name === 'checking' || state.name === 'requoting'
        ? { name: 'draft', error: event.error }
        : state;
    case 'confirm':
      // A refused order may be confirmed again as a new intent (the caller mints the new id).
      if (state.name === 'review' || (state.name === 'failed' && state.outcome === 'refused')) {
        return { name: 'paying', intent: state.intent, preview: state.preview, clientOrderId: event.clientOrderId };
      }
      return state;
    case 'retry':
      return state.name === 'failed' && state.outcome === 'unknown'
        ? {
            name: 'paying',
            intent: state.intent,
            preview: state.preview,
            clientOrderId: state.clientOrderId,
            ...(state.earlier ? { earlier: true } : {}),
          }
        : state;
    case 'checking':
      return state.name === 'paying' ? { ...state, checking: true } : state;
    case 'restore':
      return state.name === 'draft' || state.name === 'prompt'
        ? {
            name: 'paying',
            intent: event.intent,
            preview: event.preview,
            clientOrderId: event.clientOrderId,
            checking: true,
            earlier: true,
          }
        : state;
    case 'paid':
      return state.name === 'paying' || isUnknown(state)
        ? {
            name: 'done',
            intent: state.intent,
            preview: state.preview,
            result: event.result,
            ...(state.earlier ? { earlier: true } : {}),
          }
        : state;
    case 'payFailed':
      return state.name === 'paying' || isUnknown(state)
        ? {
            name: 'failed',
            intent: state.intent,
            preview: state.preview,
            clientOrderId: state.clientOrderId,
            outcome: event.outcome,
            error: event.error,
            ...(state.earlier ? { earlier: true } : {}),
          }
        : state;
    case 'intentOutdated':
      return state.name === 'paying' ? { name: 'draft', error: event.error } : state;
    case 'quoteRefused':
      return state.name === 'paying'
        ? {
            name: 'requoting',
            intent: state.intent,
            preview: state.preview,
            previous: event.quote,
            reason: event.rate ? 'rate' : event.expired ? 'expired' : 'refused',
          }
        : state;
    case 'quoteExpired':
      return state.name === 'review'
        ? { name: 'requoting', intent: state.intent, preview: state.preview, previous: event.quote, reason: 'expired' }
        : state;
    case 'requoted':
      return state.name === 'requoting'
        ? {
            name: 'requote',
            intent: event.intent,
            preview: state.preview,
            previous: state.previous,
            quote: event.quote,
            reason: state.reason,
          }
        : state;
    case 'acceptQuote':
      return state.name === 'requote' ? { name: 'previewing', intent: state.intent } : state;
    case 'back':
      // Never while an order is being placed: its answer must land in the flow that sent it.
      return state.name === 'paying' || state.name === 'draft' ? state : { name: 'draft', error: null };
    case 'reset':
      return state.name === 'done' ? { name: 'draft', error: null } : state;
  }
}
