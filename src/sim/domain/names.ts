/** English names used in CSV exports (files are read by accountants and tax tools, not translated). */
export const PRODUCT_TYPE_NAMES: Record<number, string> = {
  0: 'Cloud mining',
  1: 'DeFi mining',
  2: 'Dual asset',
  3: 'Launchpool',
  4: 'Flexible savings',
  5: 'Liquidity mining',
  6: 'Fixed-term savings',
  7: 'Structured product',
  8: 'On-chain staking',
  9: 'Wealth management',
  10: 'Double-win',
  11: 'Discount buy',
  12: 'Smart leverage',
  14: 'Fund pool premium',
  16: 'Private wealth',
};

export const RECORD_TYPE_NAMES: Record<number, string> = {
  1: 'Subscribe',
  2: 'Redeem',
  3: 'Interest',
  4: 'Claim',
  5: 'Bonus',
  6: 'Settlement',
  7: 'Refund',
  8: 'Transfer in',
  9: 'Transfer out',
};

export const PROCESSING_NAMES: Record<number, string> = { 0: 'Processing', 1: 'Success', 2: 'Failed' };

export const ORDER_STATUS_NAMES: Record<number, string> = {
  1: 'Pending',
  2: 'Active',
  3: 'Completed',
  4: 'Failed',
  5: 'Suspended',
};

export const ORDER_KIND_NAMES: Record<string, string> = {
  subscribe: 'Subscribe',
  redeem: 'Redeem',
  'early-redeem': 'Early redeem',
  unstake: 'Unstake',
  'remove-liquidity': 'Remove liquidity',
  reinvest: 'Reinvest yield',
  'reduce-leverage': 'Reduce leverage',
  'add-margin': 'Add margin',
  swap: 'Swap',
  claim: 'Claim yield',
};
