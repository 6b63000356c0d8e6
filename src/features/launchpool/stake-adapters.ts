import { AccountType, ProductType } from '@/api/earn/earn-enums';
import type { PositionActionIntent, SubscribeIntent } from '@/api/earn/order-intent-schema';
import { PositionAction } from '@/api/earn/order-intent-schema';
import type { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import { claimYieldAdapter } from '@/products/order-flow/claim-adapter';
import { claimIntent } from '@/products/order-flow/order-key';
import type { OrderFlowAdapter, SummaryRow } from '@/products/order-flow/use-order-flow';

/** What the amount check needs to word its problems: the coin, money in the locale, an example number. */
export interface AmountWords {
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
}

/** The first problem of a typed amount against its rules (minimum, cap left, balance or stake held). */
function amountProblem(text: string, rules: AmountRules, words: AmountWords): FlowProblem | null {
  const check = checkAmount(text, words.locale, rules);
  return check.ok
    ? null
    : amountProblemMessage(check.problem, { coin: words.coinName, money: words.money, example: words.example });
}

function amountOf(text: string, rules: AmountRules, locale: string): Decimal {
  const check = checkAmount(text, locale, rules);
  if (!check.ok) throw new Error('buildIntent before validate');
  return check.amount;
}

/** Stake: money into a pool, on the subscribe kind (preview, check-available, pay-order). */
export function stakeAdapter(
  ctx: AmountWords & {
    productId: string;
    coin: number;
    rules: AmountRules;
    summary: (intent: SubscribeIntent) => SummaryRow[];
  },
): OrderFlowAdapter<'subscribe', string> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.productId },
    validate: (text) => amountProblem(text, ctx.rules, ctx),
    buildIntent: (text) => ({
      product_id: ctx.productId,
      product_type: ProductType.Launch,
      coin: ctx.coin,
      amount_e8: toE8(amountOf(text, ctx.rules, ctx.locale)),
      account_type: AccountType.Funding,
    }),
    summary: (intent) => ctx.summary(intent),
  };
}

/** Unstake: part or all of a stake back at once, on the action kind (preview, confirm-order). */
export function unstakeAdapter(
  ctx: AmountWords & {
    positionId: string;
    rules: AmountRules;
    summary: (intent: PositionActionIntent) => SummaryRow[];
  },
): OrderFlowAdapter<'action', string> {
  return {
    kind: 'action',
    target: { position_id: ctx.positionId, action: PositionAction.Unstake },
    validate: (text) => amountProblem(text, ctx.rules, ctx),
    buildIntent: (text) => ({
      position_id: ctx.positionId,
      product_type: ProductType.Launch,
      action: PositionAction.Unstake,
      amount_e8: toE8(amountOf(text, ctx.rules, ctx.locale)),
    }),
    summary: (intent) => ctx.summary(intent),
  };
}

/** Claim: one pool's rewards (a position) or every launchpool reward at once (no position). */
export function claimAdapter(positionId: string | null, summary: () => SummaryRow[]): OrderFlowAdapter<'claim', null> {
  return claimYieldAdapter(claimIntent(ProductType.Launch, positionId), summary);
}
