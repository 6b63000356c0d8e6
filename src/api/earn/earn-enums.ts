/**
 * Numeric enums of the earn wire. Values from spec §3/§4 unless marked "designed". Their schemas are in
 * earn-enum-schemas.ts, with the wire schemas, so a page that only compares values does not load zod.
 */

type ValueOf<T> = T[keyof T];

export const ProductType = {
  Cloud: 0,
  Defi: 1,
  Dual: 2,
  Launch: 3,
  Flexible: 4,
  Liquidity: 5,
  FixedTerm: 6,
  StructuredProduct: 7,
  Pos: 8,
  Wealth: 9,
  DoubleWin: 10,
  Discount: 11,
  FutureBoost: 12,
  FundPoolPremium: 14,
  NetWorth: 16,
} as const;
export type ProductType = ValueOf<typeof ProductType>;

/** Product availability, shown on the home cards as the labels "In progress", "Ended", "Coming soon" and "Sold out". */
export const DisplayStatus = {
  Default: 0,
  Available: 1,
  Soldout: 2,
  NotStarted: 3,
  Offline: 4,
  SubscribeEnd: 5,
  Forbidden: 6,
} as const;
export type DisplayStatus = ValueOf<typeof DisplayStatus>;

export const RunningState = { Unstarted: 0, Running: 1, Soldout: 2, Ended: 3, Unknown: 4 } as const;
export type RunningState = ValueOf<typeof RunningState>;

/** Order status; Suspended (designed value 5) belongs to the variant set Pending, Active, Suspended, Completed. */
export const OrderStatus = { Pending: 1, Active: 2, Completed: 3, Failed: 4, Suspended: 5 } as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

export const ProcessingState = { InProgress: 0, Success: 1, Failed: 2 } as const;
export type ProcessingState = ValueOf<typeof ProcessingState>;

/**
 * Extension (designed): the steps of an order's timeline. Their names follow spec §4's order and processing
 * states: submitted, processing (in progress), active, redeeming (a way out on its way), settled (at maturity
 * or settlement), returned (money back in the wallet) and failed (refunded).
 */
export const OrderStep = {
  Submitted: 1,
  Processing: 2,
  Active: 3,
  Redeeming: 4,
  Settled: 5,
  Returned: 6,
  Failed: 7,
} as const;
export type OrderStep = ValueOf<typeof OrderStep>;

/** Staking actions (names from spec §4; numbers designed). */
export const StakingAction = { Stake: 1, Unstake: 2, Redeem: 3, Yield: 4, Claim: 5 } as const;
export type StakingAction = ValueOf<typeof StakingAction>;

export const LiquidityPositionState = { AddPending: 0, Effective: 1, RemovePending: 2 } as const;
export type LiquidityPositionState = ValueOf<typeof LiquidityPositionState>;

/** Liquidity actions (names from spec §4; numbers designed). */
export const LiquidityAction = {
  Add: 1,
  Remove: 2,
  Reinvest: 3,
  ReduceLeverage: 4,
  AddMargin: 5,
  Liquidation: 6,
  Swap: 7,
} as const;
export type LiquidityAction = ValueOf<typeof LiquidityAction>;

/** Remove-liquidity modes (designed): both coins, only the quote coin, only the base coin. */
export const LiquidityRemoveMode = { Both: 1, QuoteOnly: 2, BaseOnly: 3 } as const;
export type LiquidityRemoveMode = ValueOf<typeof LiquidityRemoveMode>;

/** Dual-asset direction; 1 buy low and 2 sell high are observed. */
export const DualDirection = { Unknown: 0, BuyLow: 1, SellHigh: 2 } as const;
export type DualDirection = ValueOf<typeof DualDirection>;

/** Eligibility for a product (names from spec §4; numbers designed). */
export const Eligibility = {
  Unknown: 0,
  Available: 1,
  NotLoggedIn: 2,
  KycLimited: 3,
  KycLimitedQueryException: 4,
  TagBlocked: 5,
} as const;
export type Eligibility = ValueOf<typeof Eligibility>;

export const VoucherStatus = { Using: 1, Unused: 2, Expired: 3, Used: 4 } as const;
export type VoucherStatus = ValueOf<typeof VoucherStatus>;

export const GrayStage = { Unknown: -1, Close: 0, Internal: 1, Stage1: 2, Stage2: 3, Open: 4 } as const;
export type GrayStage = ValueOf<typeof GrayStage>;

export const AccountType = { Spot: 2, Uta: 5, Funding: 6 } as const;
export type AccountType = ValueOf<typeof AccountType>;

/** How principal comes back (designed). */
export const RedemptionType = {
  /** Back in the wallet at once. */
  Instant: 1,
  /** Queued; arrives within `processing_hours`. */
  Delayed: 2,
  /** Locked until maturity. */
  AtMaturityOnly: 3,
  /** Early redemption allowed, in full, at the reduced `penalty_apy_e8`. */
  EarlyWithPenalty: 4,
} as const;
export type RedemptionType = ValueOf<typeof RedemptionType>;

/** When interest is paid (designed). */
export const PayoutSchedule = { Hourly: 1, Daily: 2, AtMaturity: 3, PerInterval: 4 } as const;
export type PayoutSchedule = ValueOf<typeof PayoutSchedule>;

/** Position lifecycle (designed; after the v5 earn API: processing, active, redeeming, settling, closed). */
export const PositionStatus = { Processing: 1, Active: 2, Redeeming: 3, Settling: 4, Closed: 5 } as const;
export type PositionStatus = ValueOf<typeof PositionStatus>;

/** Wallet record types (designed). */
export const WalletRecordType = {
  Subscribe: 1,
  Redeem: 2,
  Interest: 3,
  Claim: 4,
  Bonus: 5,
  Settlement: 6,
  Refund: 7,
  TransferIn: 8,
  TransferOut: 9,
} as const;
export type WalletRecordType = ValueOf<typeof WalletRecordType>;

/** Export lifecycle (designed after the v5 export API): queued, processing, ready, failed, expired. */
export const ExportStatus = { Queued: 1, Processing: 2, Ready: 3, Failed: 4, Expired: 5, Cancelled: 6 } as const;
export type ExportStatus = ValueOf<typeof ExportStatus>;

/** Product areas of the savings cards request (designed values; 0 observed as "all"). */
export const ProductArea = { All: 0, Savings: 1, OnChain: 2, Advanced: 3, Vip: 4 } as const;
export type ProductArea = ValueOf<typeof ProductArea>;

/** Sorting of product cards by APR (designed). */
export const SortApr = { None: 0, Descending: 1, Ascending: 2 } as const;
export type SortApr = ValueOf<typeof SortApr>;
