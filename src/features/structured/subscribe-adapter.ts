import { AccountType, ProductType } from '@/api/earn/earn-enums';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import type { OrderFlowAdapter, SummaryRow } from '@/products/order-flow/use-order-flow';

export interface StructuredDraft {
  amountText: string;
  acknowledged: boolean;
}

export interface StructuredAdapterContext {
  product: ProductDetail;
  rules: AmountRules;
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
  summary: (intent: SubscribeIntent) => SummaryRow[];
}

export function structuredIntent(product: ProductDetail, amount: Decimal): SubscribeIntent {
  return { product_id: product.product_id, product_type: ProductType.StructuredProduct, coin: product.coin, amount_e8: toE8(amount), account_type: AccountType.Funding };
}

/** The first problem of a draft: the amount, then the acknowledgement of how the yield is set. */
export function validateStructuredDraft(draft: StructuredDraft, ctx: Pick<StructuredAdapterContext, 'rules' | 'locale' | 'coinName' | 'money' | 'example'>): FlowProblem | null {
  const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
  if (!check.ok) return amountProblemMessage(check.problem, { coin: ctx.coinName, money: ctx.money, example: ctx.example });
  if (!draft.acknowledged) return { key: 'structured:subscribe.ackRequired', values: {} };
  return null;
}

/**
 * Shark fins take no quote: the range is fixed from the spot price when the order is placed (the page says
 * so and shows the range an order placed now would get); principal is protected whatever the price does.
 */
export function structuredAdapter(ctx: StructuredAdapterContext): OrderFlowAdapter<'subscribe', StructuredDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.product.product_id },
    validate: (draft) => validateStructuredDraft(draft, ctx),
    buildIntent: (draft) => {
      const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
      if (!check.ok) throw new Error('buildIntent before validate');
      return structuredIntent(ctx.product, check.amount);
    },
    summary: (intent) => ctx.summary(intent),
  };
}
