import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { BusinessError, errorTranslation } from '@/api/api-error';
import { checkAvailableQueryOptions } from '@/api/earn/check-available';
import {
  claimYieldMutationOptions,
  fetchClaimYield,
  type ClaimYieldRequest,
  type ClaimYieldResult,
} from '@/api/earn/claim-yield';
import {
  confirmOrderMutationOptions,
  fetchConfirmOrder,
  type ConfirmOrderRequest,
  type ConfirmOrderResult,
} from '@/api/earn/confirm-order';
import type { PositionActionIntent, SubscribeIntent } from '@/api/earn/order-intent-schema';
import {
  fetchPayOrder,
  payOrderMutationOptions,
  type PayOrderRequest,
  type PayOrderResult,
} from '@/api/earn/pay-order';
import { previewOrderQueryOptions, previewOrderResultSchema, type PreviewOrderResult } from '@/api/earn/preview-order';
import { NOT_LOGGED_IN_CODE } from '@/api/unwrap-envelope';
import { invalidateUserData } from '@/api/invalidate-user-data';
import {
  fetchSwap,
  swapMutationOptions,
  swapQuoteQueryOptions,
  type SwapIntent,
  type SwapQuote,
  type SwapRequest,
  type SwapResult,
} from '@/api/earn/liquidity-swap';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { endpointKeyPrefix } from '@/api/query-keys';
import { serverNow } from '@/lib/server-time';
import { unixSecondsToMs } from '@/lib/unix-time';
import { checkOutcome } from './check-outcome';
import {
  INITIAL_FLOW_STATE,
  isBusy,
  orderFlowReducer,
  type FlowEvent,
  type FlowProblem,
  type FlowPrompt,
  type FlowQuote,
  type FlowState,
} from './order-flow-machine';
import {
  clearStoredIntent,
  clientOrderIdFor,
  loadStoredIntent,
  markIntentMissing,
  markIntentSent,
  markIntentUnknown,
  unresolvedIntent,
  UnresolvedIntentError,
  withOrderLock,
  type SentOrder,
} from './order-intent-store';
import { orderKey, type OrderTarget } from './order-key';
import { resolveOutcome, WRITE_OUTCOME_BUDGET_MS, type Resolution } from './resolve-outcome';

/**
 * The React side of the order flow: runs the calls of each state (preview-order, check-available, then
 * pay-order, confirm-order or claim-yield), keeps the client order id per confirmed intent in the intent
 * store, and fires the quote-expiry timer. A family supplies an adapter: how its draft becomes an intent,
 * how the draft is validated, and what the review shows.
 *
 * Never twice: a placement is sent once, never retried behind the user's back. When its answer does not
 * come (timeout, dropped connection, 5xx, an unreadable body) the order is looked up under its client order
 * id within `WRITE_OUTCOME_BUDGET_MS` of Confirm, and the user is told: went through, not placed, or still
 * processing (try again: same id). Until then the intent stays in the store, across Back, closing the dialog
 * and reloads; a new intent under the same key first shows and looks up the earlier one.
 */

/** The request a claim places, without its client order id. */
export type ClaimIntent = Omit<ClaimYieldRequest, 'client_order_id'>;

export interface FlowKinds {
  /** Money in: preview-order (kind 1), check-available, pay-order. */
  subscribe: { intent: SubscribeIntent; preview: PreviewOrderResult; result: PayOrderResult };
  /** An action on a held position: preview-order (kind 2), confirm-order. */
  action: { intent: PositionActionIntent; preview: PreviewOrderResult; result: ConfirmOrderResult };
  /** Paid-out yield to the wallet: claim-yield, nothing to preview. */
  claim: { intent: ClaimIntent; preview: null; result: ClaimYieldResult };
  /** A pool swap: its quote is the preview, liquidity-swap places it. */
  swap: { intent: SwapIntent; preview: SwapQuote; result: SwapResult };
}
export type FlowKind = keyof FlowKinds;
export type IntentOf<K extends FlowKind> = FlowKinds[K]['intent'];
export type PreviewOf<K extends FlowKind> = FlowKinds[K]['preview'];
export type ResultOf<K extends FlowKind> = FlowKinds[K]['result'];
export type OrderFlowState<K extends FlowKind> = FlowState<IntentOf<K>, PreviewOf<K>, ResultOf<K>>;

/** A line of the review: a term and its value, already translated and formatted. */
export interface SummaryRow {
  label: string;
  value: string;
  testId?: string;
}

/** Two-leg orders (dual asset): the coin put in and the coins that may come back (amount when known). */
export interface OrderLegs {
  invest: { coin: number; amountE8: string };
  receive: ReadonlyArray<{ coin: number; amountE8?: string }>;
}

export interface OrderFlowAdapter<K extends FlowKind, D> {
  kind: K;
  /** What the order acts on; its intent-store key is derived from it (`orderKey`), never written by hand. */
  target: OrderTarget<K>;
  buildIntent(draft: D): IntentOf<K>;
  /** The first thing to fix in the draft, or null when it may be sent. */
  validate(draft: D): FlowProblem | null;
  /** The rows of the review (and of the requote) for this intent and its preview. */
  summary(intent: IntentOf<K>, preview: PreviewOf<K>): SummaryRow[];
  legs?(intent: IntentOf<K>, preview: PreviewOf<K>): OrderLegs;
  /** What is placed when it is more than the intent (a swap echoes the quote id and minimum of its preview). */
  request?(intent: IntentOf<K>, preview: PreviewOf<K>): IntentOf<K>;
  /**
   * Quoted families (dual asset, double-win, discount buy, smart leverage). `refresh` fetches a fresh quote
   * for the same order and rebuilds the intent around it (quote_id, quoted_apy_e8, dual target); `of` reads
   * the quote an intent carries (default: quote_id and quoted_apy_e8 of the intent, expiry from the preview).
   */
  quote?: {
    refresh(intent: IntentOf<K>): Promise<{ intent: IntentOf<K>; quote: FlowQuote }>;
    of?(intent: IntentOf<K>, preview: PreviewOf<K>): FlowQuote | null;
  };
}

export interface OrderFlowOptions {
  loggedIn?: boolean;
  /** Asked for when a visitor submits, or check-available says the session is gone. */
  onLogin?: () => void;
}

export interface OrderFlow<K extends FlowKind, D> {
  state: OrderFlowState<K>;
  busy: boolean;
  /** The quote of the intent in flight (review, paying, failed), if the family is quoted. */
  quote: FlowQuote | null;
  /** Validates and starts previewing; returns the problem (and starts nothing) when the draft is not valid. */
  submit(draft: D): FlowProblem | null;
  /** Places the reviewed order (again, as a new intent, after a refusal). */
  confirm(): void;
  /** After an unknown outcome: sends the same order with the same client order id. */
  retry(): void;
  /** Takes the new quote of `requote`: previews it again before a new confirmation. */
  acceptQuote(): void;
  back(): void;
  /** From done: a new order. */
  reset(): void;
}

/** The quote a subscription carries: its id and APR from the intent, its expiry from the preview. */
export function quoteOfSubscription(intent: SubscribeIntent, preview: PreviewOrderResult | null): FlowQuote | null {
  if (intent.quote_id === undefined) return null;
  const expireAt = preview ? unixSecondsToMs(preview.quote_expire_at) : null;
  return {
    quoteId: intent.quote_id,
    expireAt: expireAt ?? Number.POSITIVE_INFINITY,
    apyE8: intent.quoted_apy_e8 ?? preview?.apy_e8 ?? '0',
    ...(intent.dual ? { targetPriceE8: intent.dual.target_price_e8 } : {}),
  };
}

/**
 * What an unquoted subscription adds to its request: the rate its preview showed, so the exchange refuses
 * (340) rather than places it at a lower rate than the review said. A quoted one carries its quote's.
 */
function previewedRate(intent: SubscribeIntent, preview: PreviewOrderResult | null): { quoted_apy_e8?: string } {
  return intent.quote_id === undefined && intent.quoted_apy_e8 === undefined && preview
    ? { quoted_apy_e8: preview.apy_e8 }
    : {};
}

/** A savings rate in the requote's terms: no quote id and no expiry, only the APR. */
function rateAsQuote(apyE8: string): FlowQuote {
  return { quoteId: '', expireAt: Number.POSITIVE_INFINITY, apyE8 };
}

/** The session ended when the order was sent: nothing was placed; log in, then confirm again. */
export const LOGGED_OUT: FlowProblem = { key: 'flow:outcome.loggedOut', values: {} };

/** Shown when the placement's answer never came and the look-up could not settle it either. */
export const STILL_PROCESSING: FlowProblem = { key: 'flow:outcome.stillProcessing', values: {} };
/** Shown when the look-up found no order under the id: nothing was placed. */
export const NOT_PLACED: FlowProblem = { key: 'flow:outcome.notPlaced', values: {} };

function toFlowProblem(error: unknown): FlowProblem {
  const { key, values } = errorTranslation(error);
  return { key, values: error instanceof BusinessError ? { code: error.code, ...values } : values };
}

/** 340: the quote the order carried no longer matches the live price or APR (or the pool's minimum). */
const QUOTE_REFUSED_CODE = 340;
/** 341 (designed): the quote the order carried has expired. */
const QUOTE_EXPIRED_CODE = 341;

/** Either refusal of a quote: what the order was built from is out of date, a fresh quote is due. */
function refusesQuote(error: unknown): error is BusinessError {
  return error instanceof BusinessError && (error.code === QUOTE_REFUSED_CODE || error.code === QUOTE_EXPIRED_CODE);
}

type AnyIntent = IntentOf<FlowKind>;
type AnyPreview = PreviewOf<FlowKind>;
type AnyResult = ResultOf<FlowKind>;
type AnyAdapter = OrderFlowAdapter<FlowKind, unknown>;

async function fetchPreview(queryClient: QueryClient, kind: FlowKind, intent: AnyIntent): Promise<AnyPreview> {
  if (kind === 'claim') return null;
  if (kind === 'swap') {
    const { pool_id, coin_in, amount_in_e8, slippage_e8 } = intent as SwapIntent;
    return queryClient.fetchQuery({
      ...swapQuoteQueryOptions({ pool_id, coin_in, amount_in_e8, slippage_e8 }),
      staleTime: 0,
    });
  }
  const request =
    kind === 'subscribe'
      ? { order_kind: 1 as const, ...(intent as SubscribeIntent) }
      : { order_kind: 2 as const, ...(intent as PositionActionIntent) };
  return queryClient.fetchQuery({ ...previewOrderQueryOptions(request), staleTime: 0 });
}

/** check-available for a subscription: a prompt, a refusal for this amount, a login, or null when it may go on. */
async function fetchCheck(
  queryClient: QueryClient,
  intent: SubscribeIntent,
): Promise<FlowPrompt | FlowProblem | 'login' | null> {
  const check = await queryClient.fetchQuery({
    ...checkAvailableQueryOptions({
      product_id: intent.product_id,
      product_type: intent.product_type,
      amount_e8: intent.amount_e8,
    }),
    staleTime: 0,
  });
  return checkOutcome(check);
}

/** The intent-store key of the adapter's order, derived from what it acts on. */
export function keyOf(adapter: { kind: FlowKind; target: OrderTarget<FlowKind> }): string {
  return orderKey(adapter.kind, adapter.target);
}

function quoteFor(adapter: AnyAdapter, intent: AnyIntent, preview: AnyPreview): FlowQuote | null {
  if (!adapter.quote) return null;
  if (adapter.quote.of) return adapter.quote.of(intent, preview);
  return adapter.kind === 'subscribe'
    ? quoteOfSubscription(intent as SubscribeIntent, preview as PreviewOrderResult | null)
    : null;
}

/**
 * The answer to an order the exchange already lists, by sending its request again under the same id: it
 * places nothing, so it may wait longer than a placement for a slow exchange to answer.
 */
function answerOf(kind: FlowKind, request: object, timeoutMs: number): Promise<AnyResult> {
  const options = { timeoutMs };
  if (kind === 'subscribe') return fetchPayOrder(request as PayOrderRequest, options);
  if (kind === 'action') return fetchConfirmOrder(request as ConfirmOrderRequest, options);
  if (kind === 'swap') return fetchSwap(request as SwapRequest, options);
  return fetchClaimYield(request as ClaimYieldRequest, options);
}

/** How long a later check waits for that answer. */
const LATE_ANSWER_MS = 15_000;

function placeOptions(kind: FlowKind) {
  if (kind === 'subscribe') return payOrderMutationOptions();
  if (kind === 'action') return confirmOrderMutationOptions();
  if (kind === 'swap') return swapMutationOptions();
  return claimYieldMutationOptions();
}

/** How often an order whose answer never came is looked up again while it is shown. */
export const UNKNOWN_CHECK_INTERVAL_MS = 3_000;

/** When the order stored under this key went out (now, when the record does not say). */
function sentAtOf(key: string): number {
  const record = loadStoredIntent(key);
  return record?.sentAt ?? record?.createdAt ?? Date.now();
}

/** The logged-in user's id as the cache holds it ('' when not known): sent orders are kept per user. */
function userIdOf(queryClient: QueryClient): string {
  return queryClient.getQueryData(currentUserQueryOptions().queryKey)?.id ?? '';
}

/**
 * The earlier sent order of this key whose outcome is unknown, ready to show again; a record whose preview
 * no longer reads as this kind's is dropped (it cannot be shown, and its lookup would mislead).
 */
function unresolvedOrder(
  adapter: AnyAdapter,
  userId: string,
): { intent: AnyIntent; preview: AnyPreview; clientOrderId: string } | null {
  const record = unresolvedIntent(keyOf(adapter), userId);
  if (!record) return null;
  const { kind, intent, preview } = record.order satisfies SentOrder;
  const readable =
    kind === adapter.kind &&
    (kind === 'claim'
      ? preview === null
      : kind === 'subscribe' || kind === 'action'
        ? previewOrderResultSchema.safeParse(preview).success
        : true);
  if (!readable) {
    clearStoredIntent(keyOf(adapter));
    return null;
  }
  return { intent: intent as AnyIntent, preview: preview as AnyPreview, clientOrderId: record.clientOrderId };
}

export function useOrderFlow<K extends FlowKind, D>(
  adapter: OrderFlowAdapter<K, D>,
  options: OrderFlowOptions = {},
): OrderFlow<K, D> {
  const queryClient = useQueryClient();
  const [state, dispatchRaw] = useReducer(
    orderFlowReducer<AnyIntent, AnyPreview, AnyResult>,
    INITIAL_FLOW_STATE as FlowState<AnyIntent, AnyPreview, AnyResult>,
  );
  // Commands run after render: they read the adapter, options and state of the last commit (the state is
  // also advanced at once by `dispatch`, so a second click in the same frame sees the first one's effect).
  const latest = useRef({ adapter: adapter as unknown as AnyAdapter, options, state });
  useLayoutEffect(() => {
    latest.current = { adapter: adapter as unknown as AnyAdapter, options, state };
  });
  // Synchronous guard: a second click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  // Answers of a run the user has left (Back) are dropped.
  const run = useRef(0);
  // A placement is never retried silently: an unanswered one is looked up instead (see `settleUnknown`).
  const place = useMutation({
    ...(placeOptions(adapter.kind) as unknown as ReturnType<typeof payOrderMutationOptions>),
    retry: false,
  });
  const placeAsync = place.mutateAsync as unknown as (request: object) => Promise<AnyResult>;

  const dispatch = useCallback((event: FlowEvent<AnyIntent, AnyPreview, AnyResult>, token?: number) => {
    if (token !== undefined && token !== run.current) return;
    latest.current.state = orderFlowReducer(latest.current.state, event);
    dispatchRaw(event);
  }, []);

  const quoteOf = useCallback(
    (intent: AnyIntent, preview: AnyPreview) => quoteFor(latest.current.adapter, intent, preview),
    [],
  );

  /** What an order is built from and changes: the user's money, and for a subscription the product's terms. */
  const refreshOrderData = useCallback(() => {
    void invalidateUserData(queryClient);
    if (latest.current.adapter.kind === 'subscribe') {
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-homepage-product-cards') });
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-product-detail') });
    }
  }, [queryClient]);

  const previewAndCheck = useCallback(
    async (intent: AnyIntent, token: number) => {
      const { adapter: a, options: o } = latest.current;
      try {
        const preview = await fetchPreview(queryClient, a.kind, intent);
        dispatch({ type: 'previewed', preview, needsCheck: a.kind === 'subscribe', at: serverNow() }, token);
        if (a.kind !== 'subscribe') return;
        const outcome = await fetchCheck(queryClient, intent as SubscribeIntent);
        if (outcome === 'login') {
          dispatch({ type: 'back' }, token);
          o.onLogin?.();
        } else if (outcome && 'key' in outcome) {
          dispatch({ type: 'stepFailed', error: outcome }, token);
        } else {
          dispatch({ type: 'checked', prompt: outcome }, token);
        }
      } catch (caught) {
        dispatch({ type: 'stepFailed', error: toFlowProblem(caught) }, token);
        // 340, 341: the price or rate moved past what the intent was built from, or its quote ran out (see `send`).
        if (refusesQuote(caught)) refreshOrderData();
      }
    },
    [dispatch, queryClient, refreshOrderData],
  );

  const requote = useCallback(
    async (intent: AnyIntent, token: number) => {
      const refresh = latest.current.adapter.quote?.refresh;
      if (!refresh) return;
      try {
        const fresh = await refresh(intent);
        dispatch({ type: 'requoted', intent: fresh.intent, quote: fresh.quote }, token);
      } catch (caught) {
        dispatch({ type: 'stepFailed', error: toFlowProblem(caught) }, token);
      }
    },
    [dispatch],
  );

  /** The request under this id, as the adapter places it (an unquoted subscription carries the previewed rate). */
  const requestOf = useCallback((intent: AnyIntent, preview: AnyPreview, clientOrderId: string) => {
    const a = latest.current.adapter;
    const placed = a.request ? a.request(intent, preview) : intent;
    return {
      ...placed,
      ...(a.kind === 'subscribe' ? previewedRate(placed as SubscribeIntent, preview as PreviewOrderResult) : {}),
      client_order_id: clientOrderId,
    };
  }, []);

  /** The rate moved since the preview: preview again, and show the old rate against the new before a new Confirm. */
  const rerate = useCallback(
    async (intent: AnyIntent, token: number) => {
      try {
        const fresh = (await fetchPreview(queryClient, 'subscribe', intent)) as PreviewOrderResult;
        dispatch({ type: 'requoted', intent, quote: rateAsQuote(fresh.apy_e8) }, token);
      } catch (caught) {
        dispatch({ type: 'stepFailed', error: toFlowProblem(caught) }, token);
      }
    },
    [dispatch, queryClient],
  );

  const placeOnce = useCallback(
    (intent: AnyIntent, preview: AnyPreview, clientOrderId: string) =>
      placeAsync(requestOf(intent, preview, clientOrderId)),
    [placeAsync, requestOf],
  );

  const placed = useCallback(
    (result: AnyResult, token: number) => {
      clearStoredIntent(keyOf(latest.current.adapter));
      dispatch({ type: 'paid', result }, token);
      refreshOrderData();
    },
    [dispatch, refreshOrderData],
  );

  /** Says what a look-up settled (placed, or nothing placed long after it went out); false while still unknown. */
  const settled = useCallback(
    (outcome: Resolution<AnyResult>, key: string, clientOrderId: string, token: number): boolean => {
      if (outcome.kind === 'placed') {
        placed(outcome.result, token);
      } else if (outcome.kind === 'missing') {
        markIntentMissing(key, clientOrderId);
        dispatch({ type: 'payFailed', error: NOT_PLACED, outcome: 'refused' }, token);
      } else {
        return false;
      }
      return true;
    },
    [dispatch, placed],
  );

  /** No answer was read: look the order up under its id by `deadline`, then say what happened. */
  const settleUnknown = useCallback(
    async (intent: AnyIntent, preview: AnyPreview, clientOrderId: string, deadline: number, token: number) => {
      const key = keyOf(latest.current.adapter);
      markIntentUnknown(key, clientOrderId);
      dispatch({ type: 'checking' }, token);
      const outcome = await resolveOutcome({
        clientOrderId,
        resend: () => placeOnce(intent, preview, clientOrderId),
        deadline,
        sentAt: sentAtOf(key),
      });
      if (!settled(outcome, key, clientOrderId, token))
        dispatch({ type: 'payFailed', error: STILL_PROCESSING, outcome: 'unknown' }, token);
    },
    [dispatch, placeOnce, settled],
  );

  const send = useCallback(
    async (intent: AnyIntent, preview: AnyPreview, clientOrderId: string) => {
      const { adapter: a } = latest.current;
      const token = run.current;
      const deadline = Date.now() + WRITE_OUTCOME_BUDGET_MS;
      try {
        placed(await placeOnce(intent, preview, clientOrderId), token);
      } catch (caught) {
        if (!(caught instanceof BusinessError)) {
          // No answer was read: the order may exist. Keep the intent, so every retry sends the same id.
          await settleUnknown(intent, preview, clientOrderId, deadline, token);
          return;
        }
        const error = toFlowProblem(caught);
        // A definite refusal: nothing was placed and this id is spent.
        clearStoredIntent(keyOf(a));
        if (caught.code === NOT_LOGGED_IN_CODE) {
          // The session ended: said in place, with a login over the page; the review stays, so the same order can
          // be confirmed once logged in.
          dispatch({ type: 'payFailed', error: LOGGED_OUT, outcome: 'refused' }, token);
          latest.current.options.onLogin?.();
          return;
        }
        const quote = refusesQuote(caught) ? quoteOf(intent, preview) : null;
        if (quote && a.quote) {
          // One fresh quote, shown old against new, named for why: expired, or refused as out of date.
          dispatch({ type: 'quoteRefused', quote, expired: caught.code === QUOTE_EXPIRED_CODE }, token);
          await requote(intent, token);
        } else if (refusesQuote(caught) && a.kind === 'subscribe' && !quote) {
          // A savings rate moved below the one previewed: shown old against new, and only a new Confirm places it.
          dispatch(
            { type: 'quoteRefused', quote: rateAsQuote((preview as PreviewOrderResult).apy_e8), rate: true },
            token,
          );
          await rerate(intent, token);
          refreshOrderData();
        } else if (refusesQuote(caught)) {
          // No quote to renew: the price or rate moved past what the intent was built from (an early close's
          // estimate from the positions list, a product's APR). That is fetched again and the form comes back,
          // so the next review starts from the current value instead of being refused again at the old one.
          dispatch({ type: 'intentOutdated', error }, token);
          refreshOrderData();
        } else {
          dispatch({ type: 'payFailed', error, outcome: 'refused' }, token);
        }
      }
    },
    [dispatch, placeOnce, placed, quoteOf, refreshOrderData, requote, rerate, settleUnknown],
  );

  const guarded = useCallback((work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    void work().finally(() => {
      inFlight.current = false;
    });
  }, []);

  /** Shows the earlier unresolved order of this key and looks it up (the caller holds the single flight). */
  const settleEarlier = useCallback(
    async (earlier: NonNullable<ReturnType<typeof unresolvedOrder>>) => {
      const token = ++run.current;
      dispatch({ type: 'restore', ...earlier });
      await settleUnknown(
        earlier.intent,
        earlier.preview,
        earlier.clientOrderId,
        Date.now() + WRITE_OUTCOME_BUDGET_MS,
        token,
      );
    },
    [dispatch, settleUnknown],
  );

  const holdForEarlier = useCallback((): boolean => {
    const earlier = unresolvedOrder(latest.current.adapter, userIdOf(queryClient));
    if (!earlier) return false;
    guarded(() => settleEarlier(earlier));
    return true;
  }, [guarded, queryClient, settleEarlier]);

  const submit = useCallback(
    (draft: D): FlowProblem | null => {
      const { adapter: a, options: o } = latest.current;
      const problem = a.validate(draft);
      if (problem) return problem;
      if (o.loggedIn === false) {
        o.onLogin?.();
        return null;
      }
      const current = latest.current.state.name;
      if (inFlight.current || (current !== 'draft' && current !== 'prompt')) return null;
      // An earlier order of this key has no known outcome: it is shown and looked up before a new one starts.
      if (holdForEarlier()) return null;
      const intent = a.buildIntent(draft);
      // The intent must be the order its key names, or another page's twin would not be held back by it.
      if (orderKey(a.kind, intent as OrderTarget<FlowKind>) !== keyOf(a))
        throw new Error(`intent does not act on ${keyOf(a)}`);
      const token = ++run.current;
      dispatch({ type: 'submit', intent });
      guarded(() => previewAndCheck(intent, token));
      return null;
    },
    [dispatch, guarded, holdForEarlier, previewAndCheck],
  );

  const confirm = useCallback(() => {
    const s = latest.current.state;
    if (inFlight.current) return;
    if (s.name !== 'review' && !(s.name === 'failed' && s.outcome === 'refused')) return;
    const a = latest.current.adapter;
    const key = keyOf(a);
    const order = { kind: a.kind, intent: s.intent, preview: s.preview, userId: userIdOf(queryClient) };
    guarded(async () => {
      let clientOrderId: string;
      try {
        // One id per intent across tabs: minting it and marking it sent happen while no other tab does the
        // same for this key, so a tab confirming at the same instant sees this order and sends its id.
        const minted = withOrderLock(key, () => {
          const id = clientOrderIdFor(key, s.intent);
          // From here on a reload or a lost answer leaves this order's outcome unknown until it is looked up.
          markIntentSent(key, id, order);
          return id;
        });
        // Without a lock API (nothing to wait for) the order goes out in the same task as the click.
        clientOrderId = typeof minted === 'string' ? minted : await minted;
      } catch (error) {
        if (!(error instanceof UnresolvedIntentError)) throw error;
        // Sent meanwhile from another tab (or before a reload): that one is shown and settled first, as the
        // earlier order it is; this one is not placed.
        dispatch({ type: 'back' });
        const earlier = unresolvedOrder(a, userIdOf(queryClient));
        if (earlier) await settleEarlier(earlier);
        return;
      }
      dispatch({ type: 'confirm', clientOrderId });
      await send(s.intent, s.preview, clientOrderId);
    });
  }, [dispatch, guarded, queryClient, send, settleEarlier]);

  const retry = useCallback(() => {
    const s = latest.current.state;
    if (inFlight.current || s.name !== 'failed' || s.outcome !== 'unknown') return;
    dispatch({ type: 'retry' });
    guarded(() => send(s.intent, s.preview, s.clientOrderId));
  }, [dispatch, guarded, send]);

  const acceptQuote = useCallback(() => {
    const s = latest.current.state;
    if (inFlight.current || s.name !== 'requote') return;
    const token = ++run.current;
    dispatch({ type: 'acceptQuote' });
    guarded(() => previewAndCheck(s.intent, token));
  }, [dispatch, guarded, previewAndCheck]);

  const back = useCallback(() => {
    if (latest.current.state.name === 'paying') return;
    run.current += 1;
    inFlight.current = false;
    dispatch({ type: 'back' });
  }, [dispatch]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);

  // Opening the flow (also after a reload) with an earlier order of this key unsettled: settle it first.
  // The profile names whose orders these are; it is read again once it has loaded.
  const userId = useQuery(currentUserQueryOptions()).data?.id ?? '';
  const key = keyOf(adapter as unknown as AnyAdapter);
  useEffect(() => {
    if (latest.current.state.name === 'draft' && !inFlight.current) holdForEarlier();
  }, [key, userId, holdForEarlier]);

  // An order whose answer never came is checked again until the exchange says what happened: listed (its
  // answer is fetched under the same id), or not listed long after it was sent (nothing was placed).
  const unknownId = state.name === 'failed' && state.outcome === 'unknown' ? state.clientOrderId : null;
  useEffect(() => {
    if (unknownId === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const s = latest.current.state;
      if (stopped || s.name !== 'failed' || s.outcome !== 'unknown' || s.clientOrderId !== unknownId) return;
      if (inFlight.current) return schedule();
      const key = keyOf(latest.current.adapter);
      const token = run.current;
      inFlight.current = true;
      try {
        const resend = () =>
          answerOf(latest.current.adapter.kind, requestOf(s.intent, s.preview, unknownId), LATE_ANSWER_MS);
        const outcome = await resolveOutcome({
          clientOrderId: unknownId,
          resend,
          deadline: Date.now() + LATE_ANSWER_MS,
          sentAt: sentAtOf(key),
        });
        if (!stopped && !settled(outcome, key, unknownId, token)) schedule();
      } finally {
        inFlight.current = false;
      }
    };
    const schedule = () => {
      if (!stopped) timer = setTimeout(() => void check(), UNKNOWN_CHECK_INTERVAL_MS);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [unknownId, requestOf, settled]);

  const intent = 'intent' in state ? state.intent : null;
  const preview = 'preview' in state ? state.preview : null;
  const quote = intent ? quoteFor(adapter as unknown as AnyAdapter, intent, preview) : null;

  // The review's quote expires: fetch a fresh one and show it before anything is placed.
  const expireAt = state.name === 'review' ? (quote?.expireAt ?? null) : null;
  useEffect(() => {
    if (expireAt === null || !Number.isFinite(expireAt)) return;
    const timer = setTimeout(
      () => {
        const s = latest.current.state;
        if (s.name !== 'review' || inFlight.current) return;
        const current = quoteOf(s.intent, s.preview);
        if (!current) return;
        const token = run.current;
        dispatch({ type: 'quoteExpired', quote: current });
        guarded(() => requote(s.intent, token));
      },
      Math.max(0, expireAt - serverNow()),
    );
    return () => clearTimeout(timer);
  }, [dispatch, expireAt, guarded, quoteOf, requote]);

  return {
    state: state as OrderFlowState<K>,
    busy: isBusy(state),
    quote,
    submit,
    confirm,
    retry,
    acceptQuote,
    back,
    reset,
  };
}
