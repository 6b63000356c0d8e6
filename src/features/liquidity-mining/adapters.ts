import type { QueryClient } from '@tanstack/react-query';
import type { LiquidityRemoveMode } from '@/api/earn/earn-enums';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { swapQuoteQueryOptions, type SwapIntent, type SwapQuote } from '@/api/earn/liquidity-swap';
import { PositionAction, type PositionActionIntent, type SubscribeIntent } from '@/api/earn/order-intent-schema';
import { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import { formatPercent } from '@/lib/format-number';
import { parseAmount } from '@/lib/parse-amount';
import { unixSecondsToMs } from '@/lib/unix-time';
import { leverageFigures } from '@/products/liquidity/pool-math';
import type { LiquidityPool } from '@/products/liquidity/pools';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { claimYieldAdapter } from '@/products/order-flow/claim-adapter';
import { claimIntent } from '@/products/order-flow/order-key';
import type { OrderFlowAdapter, SummaryRow } from '@/products/order-flow/use-order-flow';

/**
 * The order-flow adapters of liquidity mining: add (subscribe kind), swap (swap kind, quoted), the position
 * actions (remove by percentage, reduce leverage, add margin, reinvest: action kind) and claim. Each validates
 * its draft before any call and builds the intent the exchange previews and places.
 */

/** What the amount check needs to word its problems. */
export interface AmountWords {
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
}

function amountProblem(text: string, rules: AmountRules, words: AmountWords): FlowProblem | null {
  const check = checkAmount(text, words.locale, rules);
  return check.ok
    ? null
    : amountProblemMessage(check.problem, { coin: words.coinName, money: words.money, example: words.example });
}

function amountOf(text: string, locale: string): Decimal {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok) throw new Error('buildIntent before validate');
  return new Decimal(parsed.value);
}

/** Leverage typed or slid: 1 to the pool's maximum in steps of 0.1. */
export function leverageProblem(text: string, max: Decimal): FlowProblem | null {
  const ok =
    /^\d+(?:\.\d)?$/.test(text) &&
    new Decimal(text).greaterThanOrEqualTo(1) &&
    new Decimal(text).lessThanOrEqualTo(max);
  return ok ? null : { key: 'liquidity:add.leverageRange', values: { max: max.toFixed() } };
}

// ---- add liquidity ------------------------------------------------------------------------------------

export type AddMode = 'both' | 'base' | 'quote';

export interface AddDraft {
  mode: AddMode;
  /** Base coin amount (both, base) or quote coin amount (quote). */
  text: string;
  /** Quote coin amount of a two-coin add. */
  textY: string;
  leverage: string;
  /** The impermanent-loss and liquidation warnings were read. */
  acknowledged: boolean;
}

export interface AddContext {
  pool: LiquidityPool;
  locale: string;
  baseWords: AmountWords & { rules: AmountRules };
  quoteWords: AmountWords & { rules: AmountRules };
  summary: (
    intent: SubscribeIntent,
    preview: Parameters<OrderFlowAdapter<'subscribe', AddDraft>['summary']>[1],
  ) => SummaryRow[];
}

/** The margin an add puts up, in the quote coin at the pool's price (null until the amounts read). */
function addMargin(draft: AddDraft, pool: LiquidityPool, locale: string): Decimal | null {
  const read = (text: string) => {
    const parsed = parseAmount(text, locale);
    return parsed.ok ? new Decimal(parsed.value) : null;
  };
  const main = read(draft.text);
  if (!main) return null;
  if (draft.mode === 'quote') return main;
  if (draft.mode === 'base') return main.times(pool.price);
  const y = read(draft.textY);
  return y ? main.times(pool.price).plus(y) : null;
}

function validateAdd(
  draft: AddDraft,
  ctx: Pick<AddContext, 'pool' | 'locale' | 'baseWords' | 'quoteWords'>,
): FlowProblem | null {
  const main = draft.mode === 'quote' ? ctx.quoteWords : ctx.baseWords;
  const problem = amountProblem(draft.text, { ...main.rules, min: null }, main);
  if (problem) return problem;
  if (draft.mode === 'both') {
    const second = amountProblem(draft.textY, { ...ctx.quoteWords.rules, min: null }, ctx.quoteWords);
    if (second) return second;
  }
  const margin = addMargin(draft, ctx.pool, ctx.locale);
  if (margin && margin.lessThan(ctx.pool.minAmount)) {
    return { key: 'liquidity:add.belowMin', values: { amount: ctx.quoteWords.money(ctx.pool.minAmount) } };
  }
  const leverage = leverageProblem(draft.leverage, ctx.pool.maxLeverage);
  if (leverage) return leverage;
  if (!draft.acknowledged) return { key: 'liquidity:add.ackRequired', values: {} };
  return null;
}

function addIntent(draft: AddDraft, pool: LiquidityPool, locale: string): SubscribeIntent {
  const coin = draft.mode === 'quote' ? pool.quote : pool.base;
  return {
    product_id: pool.productId,
    product_type: ProductType.Liquidity,
    coin,
    amount_e8: toE8(amountOf(draft.text, locale)),
    account_type: AccountType.Funding,
    liquidity: {
      leverage: new Decimal(draft.leverage).toFixed(),
      ...(draft.mode === 'both' ? { amount_y_e8: toE8(amountOf(draft.textY, locale)) } : {}),
    },
  };
}

export function addAdapter(ctx: AddContext): OrderFlowAdapter<'subscribe', AddDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.pool.productId },
    validate: (draft) => validateAdd(draft, ctx),
    buildIntent: (draft) => addIntent(draft, ctx.pool, ctx.locale),
    summary: ctx.summary,
  };
}

/** The live figures of the form, before any call: margin, value, loan and liquidation price. */
export function addFigures(draft: AddDraft, pool: LiquidityPool, locale: string) {
  const margin = addMargin(draft, pool, locale);
  if (!margin || leverageProblem(draft.leverage, pool.maxLeverage)) return null;
  return leverageFigures(margin, new Decimal(draft.leverage), pool.price);
}

// ---- swap ---------------------------------------------------------------------------------------------

export interface SwapDraft {
  baseIn: boolean;
  text: string;
  /** Slippage in percent as typed ("0.5"). */
  slippage: string;
}

const MAX_SLIPPAGE_PERCENT = 5;

export function slippageProblem(text: string, locale: string): FlowProblem | null {
  const ok =
    /^\d+(?:\.\d{1,2})?$/.test(text) &&
    new Decimal(text).greaterThan(0) &&
    new Decimal(text).lessThanOrEqualTo(MAX_SLIPPAGE_PERCENT);
  return ok
    ? null
    : { key: 'liquidity:swap.slippageRange', values: { max: formatPercent(String(MAX_SLIPPAGE_PERCENT), { locale }) } };
}

export interface SwapContext {
  pool: LiquidityPool;
  locale: string;
  words: AmountWords & { rules: AmountRules };
  queryClient: QueryClient;
  summary: (intent: SwapIntent, quote: SwapQuote) => SummaryRow[];
  /** Fresh quotes fetched for a requote, by quote id, so the requote can show them against the old one. */
  fresh: Map<string, SwapQuote>;
}

function swapIntent(draft: SwapDraft, pool: LiquidityPool, locale: string): SwapIntent {
  return {
    pool_id: pool.poolId,
    coin_in: draft.baseIn ? pool.base : pool.quote,
    amount_in_e8: toE8(amountOf(draft.text, locale)),
    slippage_e8: toE8(new Decimal(draft.slippage).div(100)),
  };
}

function flowQuoteOf(quote: SwapQuote): FlowQuote {
  return { quoteId: quote.quote_id, expireAt: unixSecondsToMs(quote.expire_at) ?? 0, apyE8: '0' };
}

export function swapAdapter(ctx: SwapContext): OrderFlowAdapter<'swap', SwapDraft> {
  return {
    kind: 'swap',
    target: { pool_id: ctx.pool.poolId },
    validate: (draft) =>
      amountProblem(draft.text, ctx.words.rules, ctx.words) ?? slippageProblem(draft.slippage, ctx.locale),
    buildIntent: (draft) => swapIntent(draft, ctx.pool, ctx.locale),
    summary: ctx.summary,
    // The swap carries the quote the review showed: its id and its minimum received.
    request: (intent, quote) => ({ ...intent, quote_id: quote.quote_id, min_received_e8: quote.min_received_e8 }),
    quote: {
      of: (_intent, quote) => (quote ? flowQuoteOf(quote) : null),
      refresh: async (intent) => {
        const { pool_id, coin_in, amount_in_e8, slippage_e8 } = intent;
        const quote = await ctx.queryClient.fetchQuery({
          ...swapQuoteQueryOptions({ pool_id, coin_in, amount_in_e8, slippage_e8 }),
          staleTime: 0,
        });
        ctx.fresh.set(quote.quote_id, quote);
        return { intent, quote: flowQuoteOf(quote) };
      },
    },
  };
}

// ---- position actions ---------------------------------------------------------------------------------

export type PositionActionKind = 'remove' | 'reduce' | 'margin' | 'reinvest';

export interface ActionDraft {
  /** Remove: percentage 1-100; reduce: target leverage; margin: amount. */
  text: string;
  mode: LiquidityRemoveMode;
}

function removeRateProblem(text: string): FlowProblem | null {
  const ok = /^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 100;
  return ok ? null : { key: 'liquidity:remove.rateRange', values: {} };
}

function reduceProblem(text: string, current: Decimal): FlowProblem | null {
  const ok =
    /^\d+(?:\.\d)?$/.test(text) && new Decimal(text).greaterThanOrEqualTo(1) && new Decimal(text).lessThan(current);
  return ok ? null : { key: 'liquidity:reduce.targetRange', values: { current: current.toFixed() } };
}

export interface ActionContext {
  kind: PositionActionKind;
  positionId: string;
  leverage: Decimal;
  locale: string;
  /** Add margin: the quote coin's rules (balance, and at most the loan). */
  marginWords?: AmountWords & { rules: AmountRules };
  summary: (
    intent: PositionActionIntent,
    preview: Parameters<OrderFlowAdapter<'action', ActionDraft>['summary']>[1],
  ) => SummaryRow[];
}

const ACTION_OF: Record<PositionActionKind, PositionAction> = {
  remove: PositionAction.RemoveLiquidity,
  reduce: PositionAction.ReduceLeverage,
  margin: PositionAction.AddMargin,
  reinvest: PositionAction.ReinvestYield,
};

function validateAction(
  draft: ActionDraft,
  ctx: Pick<ActionContext, 'kind' | 'leverage' | 'marginWords'>,
): FlowProblem | null {
  switch (ctx.kind) {
    case 'remove':
      return removeRateProblem(draft.text);
    case 'reduce':
      return reduceProblem(draft.text, ctx.leverage);
    case 'margin':
      return ctx.marginWords ? amountProblem(draft.text, ctx.marginWords.rules, ctx.marginWords) : null;
    case 'reinvest':
      return null;
  }
}

function actionIntent(
  draft: ActionDraft,
  ctx: Pick<ActionContext, 'kind' | 'positionId' | 'locale'>,
): PositionActionIntent {
  const base = { position_id: ctx.positionId, product_type: ProductType.Liquidity, action: ACTION_OF[ctx.kind] };
  switch (ctx.kind) {
    case 'remove':
      return { ...base, remove_rate: Number(draft.text.trim()), remove_mode: draft.mode };
    case 'reduce':
      return { ...base, target_leverage: new Decimal(draft.text).toFixed() };
    case 'margin':
      return { ...base, amount_e8: toE8(amountOf(draft.text, ctx.locale)) };
    case 'reinvest':
      return base;
  }
}

export function actionAdapter(ctx: ActionContext): OrderFlowAdapter<'action', ActionDraft> {
  return {
    kind: 'action',
    target: { position_id: ctx.positionId, action: ACTION_OF[ctx.kind] },
    validate: (draft) => validateAction(draft, ctx),
    buildIntent: (draft) => actionIntent(draft, ctx),
    summary: ctx.summary,
  };
}

/** Claim one position's yield, or every liquidity position's at once (no position). */
export function claimAdapter(positionId: string | null, summary: () => SummaryRow[]): OrderFlowAdapter<'claim', null> {
  return claimYieldAdapter(claimIntent(ProductType.Liquidity, positionId), summary);
}
