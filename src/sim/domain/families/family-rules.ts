import type { ProductDetail } from '@/api/earn/product-schema';
import type { Position } from '@/api/earn/get-positions';
import type { Order } from '@/api/earn/query-orders';
import type { Family, Product } from '../catalogue/product';
import type { Dec } from '../money';
import type { PreviewInput, SubscriptionPreview } from '../preview';
import type { Offer, QuoteWindow } from '../quote-window';
import type { OfferOrderInfo, OrderState, PositionState, RenewalTerms, UserState } from '../state';
import type { PaymentLegs, SubscribeRequest } from '../subscribe';
import type { World } from '../world';

/**
 * What a family of products brings to the simulated exchange: one object per product type, kept in its own
 * module under `families/`, so that a family's exchange rules are read in one place. The shared files
 * (subscribe, preview, activation, interest, engine, actions, settle, quotes, valuation, the wire mapping
 * and the earn socket) call these hooks through the registry (`families/index.ts`) instead of asking which
 * family a product is. A hook a family does not need is left
 * out and the shared rule applies (tiers, terms, redemption by the product's redemption rule).
 */
export interface SimFamily {
  /** The product type it serves and the catalogue's name for the family. */
  type: number;
  family: Family;

  /** One position per user and product (open-ended products of the family), instead of one per order. */
  aggregated?: boolean;
  /** Settled at expiry against the price: a payoff, no interest accrual. */
  settled?: boolean;

  // Subscription (pay-order)
  /** The coins a subscription takes from the wallet, when they are not just `amount` of the product's coin. */
  paymentLegs?(world: World, product: Product, req: SubscribeRequest): PaymentLegs;
  /** A check of the subscriber beyond eligibility (a launchpool's registration). */
  checkSubscriber?(world: World, product: Product, user: UserState): void;
  /** Terms the order fixes when it is placed (quote checks, the quoted levels, the pool add, the staking action). */
  orderTerms?(world: World, product: Product, req: SubscribeRequest, order: OrderState, legs: PaymentLegs): void;
  /** The family's part of the position opened with an order. */
  openPosition?(position: PositionState, order: OrderState): void;
  /** The confirm step's estimate; undefined falls back to the tiers (a quoted family asked without a quote). */
  preview?(world: World, input: PreviewInput, base: PreviewBase): SubscriptionPreview | undefined;

  // Activation (the pending subscription reaches its processing time)
  /** The coins frozen by the order, when they are not `amount` of its coin (a pool add's two legs). */
  orderLegs?(product: Product, order: OrderState): Array<{ coin: number; amount: Dec }> | undefined;
  /** Settles what the order asked for (a pool add); false fails the order and refunds it. */
  settleActivation?(world: World, product: Product, order: OrderState, position: PositionState): boolean;
  /** Orders are on chain: they carry a transaction hash. */
  onChain?: boolean;
  /** Something more reaches the wallet when `amount` is staked (a liquid-staking receipt). */
  staked?(world: World, user: UserState, product: Product, amount: Dec): void;

  // Yield
  /** A reward shared hourly by stake over the pool's total, claimable at once (launchpool), instead of interest. */
  hourlyReward?: HourlyReward;
  /** How a daily payout is paid, where the shared rule credits the wallet (staking: compounded or claimable). */
  payDaily?(world: World, product: Product, position: PositionState, paid: Dec, at: number, pnlUsd: Dec): void;
  /** Runs every full hour for each product of the family (a pool's fees, loan interest, liquidation). */
  everyHour?(world: World, product: Product, hourEnd: number): void;
  /** An event the family schedules for an active position (a launchpool stake returns at the project's end). */
  positionEvent?(world: World, product: Product, position: PositionState): { at: number; run: () => void } | null;
  /** What the position holds in place of its principal (a pool position: its share of both reserves, less its loan). */
  holdings?(world: World, position: PositionState, add: (coin: number, amount: Dec) => void): void;

  // Actions on a held position (confirm-order)
  /** Redeem closes the position early at its value less the unwinding fee (`earlyCloseValue`). */
  earlyClose?: boolean;
  /** Early-close estimates are priced at the start of a window this long, and paid as shown until it ends. */
  estimateWindowMs?: number;
  /** Unstaking returns the stake at once: a redeem recorded as an unstake (launchpool). */
  instantUnstake?: boolean;
  /** Something more leaves the wallet when `value` is unstaked (a liquid-staking receipt). */
  unstaked?(world: World, user: UserState, product: Product, value: Dec): void;
  /** Actions only this family's positions take (PositionAction of the wire), beyond redeem, early redeem, unstake. */
  actions?: Partial<Record<number, PositionActionRule>>;

  // Quotes and settlement
  /** The family's offer in a quote window: the price levels a quote id stands for. */
  offers?: OfferRules;
  /** What the position is worth at `price` before settlement, in the quote coin (before rounding). */
  offerValue?(context: OfferValueContext): Dec;
  /** Settles a position at its maturity (the shared rule pays principal and interest of a term). */
  settle?(
    world: World,
    product: Product,
    user: UserState,
    order: OrderState,
    position: PositionState,
    at: number,
  ): void;
  /** The payout reaches the wallet this long after the settlement time. */
  receiptDelayMs?: number;
  /** Renewal where the next cycle is not the product's rate for another term (dual asset: a target's price). */
  renewal?: FamilyRenewal;

  // Wire
  /** The APR range of the product's card; the shared rule reads the tiers and the bonus. */
  aprRange?(world: World, product: Product): { min: Dec; max: Dec };
  /** Keeps the APR the position carries, where an open-ended position would show the live tiers. */
  keepsPositionApr?: boolean;
  /** The family's fields on the product detail. */
  productWire?(world: World, product: Product, userId: string | null, detail: ProductDetail): void;
  /** The family's fields on a held position's row. */
  positionWire?(context: PositionWireContext): void;
  /** The family's fields on an order's row. */
  orderWire?(world: World, order: OrderState, row: Order): void;
  /** The family's earn-socket topic (`name[:<coin enum>]`) and its payload (src/realtime/earn-topics.ts). */
  topic?: { name: string; payload(world: World, arg: number | null): unknown };
}

export interface FamilyRenewal {
  /** The next cycle as it stands now (the cut-off fixes it: `renewal.ts`). */
  next(world: World, product: Product, position: PositionState): RenewalTerms;
  /** When a cycle renewed at `maturityAt` would end. */
  nextMaturity(product: Product, maturityAt: number): number;
  /** Whether the next cycle can be subscribed as things stand, beyond the APR rule (a target not yet reached). */
  open(world: World, product: Product, terms: RenewalTerms): boolean;
}

export interface HourlyReward {
  /** Everything staked in the product's pool at `at`. */
  poolTotal(world: World, product: Product, at: number): Dec;
  /** The position's reward for the hour ending at `hourEnd` (the shared rule checks the position's dates). */
  forHour(world: World, product: Product, position: PositionState, hourEnd: number, poolTotal?: Dec): Dec;
  /** Books an hour's reward on the position. */
  credit(position: PositionState, earned: Dec): void;
}

/** The dates and zero fee every preview starts from. */
export interface PreviewBase {
  fee: Dec;
  interestStartAt: number;
  interestEndAt: number | null;
  payoutAt: number | null;
  quoteExpireAt: number | null;
}

export interface PositionActionRequest {
  amount?: Dec;
  removeRate?: number;
  removeMode?: number;
  targetLeverage?: Dec;
}

export type PositionActionRule = (
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  order: OrderState,
  req: PositionActionRequest,
) => void;

export interface OfferRules {
  /** The offer of a quote window (`id` is its quote id). */
  at(world: World, product: Product, window: QuoteWindow, id: string): Offer | null;
  /** The pair it is priced on: an order is refused once spot moved too far from the quote's entry. */
  pair(product: Product): { base: number; quote: number } | undefined;
}

export interface OfferValueContext {
  world: World;
  product: Product;
  /** The subscription order and the terms it fixed. */
  source: OrderState;
  info: OfferOrderInfo;
  amount: Dec;
  price: Dec;
  volatility: Dec;
  daysLeft: Dec;
}

export interface PositionWireContext {
  world: World;
  position: PositionState;
  /** The subscription order of the position, and its product (absent when the catalogue no longer has it). */
  order: OrderState | undefined;
  product: Product | undefined;
  row: Position;
  canRedeem: boolean;
  now: number;
}
