/** PositionAction of the wire (order-intent-schema). */
export const Action = {
  Redeem: 1,
  EarlyRedeem: 2,
  Unstake: 3,
  RemoveLiquidity: 4,
  ReinvestYield: 5,
  ReduceLeverage: 6,
  AddMargin: 7,
} as const;
