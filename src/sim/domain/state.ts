import type { ClockAnchor } from './clock';
import type { Scene } from './gray-release';
import type { AprMove } from './apr-moves';
import type { PriceShock } from './price-model';
import type { VoucherState } from './vouchers';
import type { EnquiryState } from './wealth-enquiries';

/**
 * The whole mutable world of the simulated exchange, as plain JSON so it can be persisted per browser
 * profile. The catalogue and prices are not stored: they are rebuilt from the seed.
 * Amounts are decimal strings; times are simulated epoch ms.
 */
export const STATE_VERSION = 3;

export interface Balance {
  available: string;
  frozen: string;
}

/** account type -> coin enum -> balance */
export type Wallets = Record<string, Record<string, Balance>>;

export interface UserState {
  id: string;
  username: string;
  password: string;
  email: string;
  mobile: string;
  emailVerified: boolean;
  mobileVerified: boolean;
  has2fa: boolean;
  country: string;
  lang: string;
  parentId: string;
  /** 1 normal, 2 frozen. */
  status: number;
  kycLevel: 0 | 1 | 2;
  /** 0 none, 1 pending, 2 approved, 3 rejected. */
  kycState: number;
  vip: { isVip: boolean; level: number };
  /** Risk tags; "blocked" refuses principal-at-risk products. */
  tags: string[];
  /** Compliance-restricted: calls that open new exposure answer 10024. */
  restricted: boolean;
  wallets: Wallets;
  /** Coins with auto-savings on. */
  autoSavings: number[];
}

export type OrderKind =
  | 'subscribe'
  | 'redeem'
  | 'early-redeem'
  | 'unstake'
  | 'remove-liquidity'
  | 'reinvest'
  | 'reduce-leverage'
  | 'add-margin'
  | 'swap'
  | 'claim';

export interface DualOrderInfo {
  direction: number;
  base: number;
  quote: number;
  target: string;
  /** Spot at order time. */
  benchmark: string;
  settlementTime: number;
  applyEndAt: number;
  settlementPrice: string | null;
  settledApr: string | null;
  settledCoin: number | null;
  settledAmount: string | null;
}

/** Terms fixed at order time for quoted products other than dual asset. */
export interface OfferOrderInfo {
  family: 'double-win' | 'discount-buy' | 'future-boost' | 'structured';
  base: number;
  quote: number;
  entry: string;
  /** Double-win range, discount purchase/knock-out, structured range; breakeven for smart leverage. */
  lower: string;
  upper: string;
  leverage: string;
  settlementTime: number;
  settlementPrice: string | null;
  payout: string | null;
  payoutCoin: number | null;
}

export interface LiquidityOrderInfo {
  action: number;
  poolId: string;
  leverage: string;
  amountX: string;
  amountY: string;
  removeRate: number;
  removeMode: number;
  /** Pool price when the add was placed: it fails on settlement if the pool moved more than 1 %. */
  refPrice: string;
}

export interface CoinAmount {
  coin: number;
  amount: string;
}

export interface OrderState {
  id: string;
  clientOrderId: string | null;
  userId: string;
  kind: OrderKind;
  productId: string;
  productType: number;
  positionId: string | null;
  coin: number;
  returnCoin: number;
  amount: string;
  /** OrderStatus */
  status: number;
  /** ProcessingState */
  processing: number;
  createdAt: number;
  updatedAt: number;
  /** When a pending order becomes active (subscriptions) or completes (actions). */
  dueAt: number;
  /** The time the exchange gave for `dueAt` when it is holding the order past it (`hold:order`). */
  expectedAt?: number;
  /** What was ordered, when only part of it was filled (`amount`) and the rest refunded (`partial:order`). */
  requested?: string;
  apr: string;
  durationMs: number;
  yieldStartAt: number | null;
  yieldEndAt: number | null;
  /** Yield received on this order so far, in `pnlCoin` (the return coin unless that says otherwise). */
  pnl: string;
  /**
   * The coin `pnl` is counted in, set when the order was settled or closed in a coin other than its return
   * coin (a dual or discount buy paid in the other coin of the pair, an early close paid in the quote coin).
   */
  pnlCoin?: number;
  accountType: number;
  toAccountType: number;
  autoReinvest: boolean;
  /** The renewal tolerance chosen with the subscription (copied to its position). */
  renewalTolerance?: string;
  /** Dual asset: how it renews at settlement (with `autoReinvest`; copied to its position). */
  dualRenewal?: DualRenewalChoice;
  failReason: number | null;
  returns: CoinAmount[];
  /** The voucher that went with a subscription (paid at settlement). */
  voucherId?: string;
  /** A redemption: the part paid at once within the daily quota (the rest arrives at `dueAt`). */
  fastAmount?: string;
  /** Early redemption: the interest given up against the product APR over the time held. */
  forfeited?: string;
  dual?: DualOrderInfo;
  offer?: OfferOrderInfo;
  liquidity?: LiquidityOrderInfo;
  /** Staking action (StakingAction) for on-chain and launchpool orders. */
  stakingAction?: number;
  txHash?: string;
}

export interface LiquidityPositionInfo {
  poolId: string;
  shares: string;
  leverage: string;
  /** Borrowed quote coin. */
  loan: string;
  /** Quote coin put up by the user. */
  margin: string;
  /** LiquidityPositionState */
  state: number;
  /** Set when the position was closed by liquidation. */
  liquidatedAt?: number;
}

export interface PositionState {
  id: string;
  userId: string;
  productId: string;
  productType: number;
  coin: number;
  returnCoin: number;
  principal: string;
  /** Principal that earns in the current hour: money added mid-hour starts at the next full hour. */
  earning: string;
  /** Earned since the last payout, at full precision (paid rounded down; dust stays). */
  accrued: string;
  claimable: string;
  /** Paid to the holder so far, after any reward fee. */
  totalYield: string;
  /** Reward fee kept by the exchange so far (on-chain staking with a fee), in the return coin. */
  rewardFeeKept?: string;
  /** Locked APR for term products; flexible products read the live tiers. */
  apr: string;
  /** PositionStatus */
  status: number;
  subscribedAt: number;
  interestStartAt: number;
  /** null for open-ended positions. */
  maturityAt: number | null;
  autoReinvest: boolean;
  /** APR points (a fraction) the next cycle may fall below `apr` and still renew; absent: the same or better only. */
  renewalTolerance?: string;
  /** Dual asset: how it renews at settlement (kept when auto-reinvest is switched off, for switching it back on). */
  dualRenewal?: DualRenewalChoice;
  /** The next cycle's terms, fixed at the renewal cut-off (before it they follow the product's rate). */
  renewalTerms?: RenewalTerms;
  /** What maturity did with a position that could renew (`RenewalOutcome` of the wire), with a dual cycle's target. */
  renewalOutcome?: { result: number; apr: string; positionId?: string; target?: string };
  pendingRedeem: string;
  pendingRedeemArrivalAt: number | null;
  /** Hour boundary up to which interest has been accrued. */
  accruedUntil: number;
  orderId: string;
  liquidity?: LiquidityPositionInfo;
}

export interface WalletRecordState {
  id: string;
  userId: string;
  /** WalletRecordType */
  type: number;
  coin: number;
  /** Signed: negative leaves the wallet. */
  amount: string;
  productType: number | null;
  productId: string | null;
  orderId: string | null;
  /** ProcessingState */
  status: number;
  createdAt: number;
  /** Gain valued in USD at the time (yield records and settlements); "0" for money moves. */
  pnlUsd: string;
}

export interface PoolState {
  reserveBase: string;
  reserveQuote: string;
  totalShares: string;
  /** Fees earned by the whole pool over the last 24 h and 7 d (quote coin), for APR figures. */
  feeDay: string;
  feeWeek: string;
  /** Simulated time the reserves were last brought to the spot price. */
  syncedAt: number;
}

export interface ExportJobState {
  id: string;
  userId: string;
  kind: 'data' | 'bill';
  startAt: number;
  /** Exclusive end (the request's end day + 1 day). */
  endAt: number;
  submitAt: number;
  /** ExportStatus */
  status: number;
  productTypes: number[];
  coin: number | null;
  /** Next lifecycle step: processing at, ready/failed at, expired at. */
  nextAt: number;
  readyAt: number | null;
  expireAt: number | null;
  attempts: number;
  rowCount: number;
  /** Fault injection: fail the next processing step. */
  failNext: boolean;
}

export interface ProductBook {
  /** Subscribed by users of this world (the crowd's part is static in the catalogue). */
  deposited: string;
  participants: string[];
}

export interface WorldState {
  version: number;
  seed: number;
  /** Simulated instant the world was created; the catalogue's windows are anchored here. */
  start: number;
  /** Price walk origin. */
  genesis: number;
  catalogueSize: number | null;
  clock: ClockAnchor;
  processedUntil: number;
  seq: number;
  users: Record<string, UserState>;
  products: Record<string, ProductBook>;
  orders: OrderState[];
  positions: PositionState[];
  records: WalletRecordState[];
  pools: Record<string, PoolState>;
  exports: ExportJobState[];
  /** usertoken -> user id */
  sessions: Record<string, string>;
  scenes: Scene[];
  maintenance: { all: boolean; productTypes: number[] };
  /** Launchpool registrations: `${userId}:${productId}`. */
  registrations: string[];
  /** Price shocks applied with `?sim=shock:...`, in the order applied. */
  shocks: PriceShock[];
  /** Rate moves of savings products (`?sim=apr:...`, src/sim/domain/apr-moves.ts), in the order made. */
  aprMoves?: AprMove[];
  /** Vouchers of the demo accounts (seeded on first use: src/sim/domain/vouchers.ts). */
  vouchers?: VoucherState[];
  /** Private wealth enquiries (src/sim/domain/wealth-enquiries.ts). */
  enquiries?: EnquiryState[];
}

/** A term position's next cycle: its APR and length. */
export interface RenewalTerms {
  apr: string;
  durationMs: number;
  /** Dual asset: the next target, when known before settlement (basic renewal). */
  target?: string;
}

/** Dual asset's renewal: 1 basic (the same target), 2 advanced (`distance`, a fraction, from the price at settlement). */
export interface DualRenewalChoice {
  mode: 1 | 2;
  distance?: string;
}

/** The coin an order's yield (`pnl`) is counted in: the coin it was paid in. */
export function yieldCoinOf(order: Pick<OrderState, 'pnlCoin' | 'returnCoin'>): number {
  return order.pnlCoin ?? order.returnCoin;
}
