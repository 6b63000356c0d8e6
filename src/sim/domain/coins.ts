import { decimalsOf } from './money';

/**
 * The coin list of the simulated exchange. Enums observed on the wire are kept (2 ETH, 5 USDT, 16 USDC,
 * 18 SOL); the others are stable numbers of our own. `assetPrecision` is the ledger's digits (balances,
 * payouts); `txPrecision` the digits an order amount may carry (spec §3: BIT and LTC 8, MATIC 4).
 */
export interface Coin {
  enum: number;
  name: string;
  fullName: string;
  assetPrecision: number;
  txPrecision: number;
  /** Reference price in USD when the world is seeded; the random walk starts here. */
  basePrice: string;
  /** Daily volatility of the random walk (fraction); stablecoins 0. */
  volatility: number;
  stable: boolean;
  /** Icon colour, for the hand-made SVGs. */
  colour: string;
}

const c = (
  enumValue: number,
  name: string,
  fullName: string,
  assetPrecision: number,
  txPrecision: number,
  basePrice: string,
  volatility: number,
  colour: string,
): Coin => ({
  enum: enumValue,
  name,
  fullName,
  assetPrecision,
  txPrecision,
  basePrice,
  volatility,
  stable: volatility === 0,
  colour,
});

export const COINS: readonly Coin[] = [
  c(1, 'BTC', 'Bitcoin', 8, 6, '64250', 0.028, '#f7931a'),
  c(2, 'ETH', 'Ethereum', 8, 5, '3120', 0.035, '#627eea'),
  c(3, 'XRP', 'XRP', 6, 2, '0.52', 0.045, '#23292f'),
  c(4, 'DOT', 'Polkadot', 8, 3, '6.85', 0.05, '#e6007a'),
  c(5, 'USDT', 'Tether USD', 8, 4, '1', 0, '#26a17b'),
  c(6, 'DOGE', 'Dogecoin', 8, 2, '0.124', 0.06, '#c2a633'),
  c(7, 'LTC', 'Litecoin', 8, 8, '71.4', 0.04, '#345d9d'),
  c(8, 'BIT', 'BitDAO', 8, 8, '0.71', 0.055, '#1e1e1e'),
  c(9, 'MATIC', 'Polygon', 4, 4, '0.58', 0.055, '#8247e5'),
  c(10, 'ADA', 'Cardano', 6, 2, '0.45', 0.05, '#0033ad'),
  c(11, 'LINK', 'Chainlink', 8, 3, '13.9', 0.05, '#2a5ada'),
  c(12, 'AVAX', 'Avalanche', 8, 3, '27.3', 0.055, '#e84142'),
  c(13, 'TRX', 'TRON', 6, 1, '0.121', 0.03, '#ef0027'),
  c(14, 'TON', 'Toncoin', 8, 3, '5.42', 0.05, '#0098ea'),
  c(15, 'ATOM', 'Cosmos', 6, 3, '6.9', 0.05, '#2e3148'),
  c(16, 'USDC', 'USD Coin', 8, 4, '1', 0, '#2775ca'),
  c(17, 'MNT', 'Mantle', 8, 2, '0.82', 0.055, '#000000'),
  c(18, 'SOL', 'Solana', 8, 4, '142.6', 0.045, '#14f195'),
  c(19, 'APT', 'Aptos', 8, 3, '7.1', 0.06, '#2ed8a3'),
  c(20, 'ARB', 'Arbitrum', 8, 2, '0.79', 0.06, '#28a0f0'),
  c(21, 'OP', 'Optimism', 8, 2, '1.72', 0.06, '#ff0420'),
  c(22, 'DAI', 'Dai', 8, 4, '1', 0, '#f5ac37'),
  c(23, 'NEAR', 'NEAR Protocol', 8, 3, '4.9', 0.06, '#00c08b'),
  c(24, 'KST', 'Kestrel Token', 8, 2, '0.215', 0.07, '#d9860b'),
  c(25, 'NOVA', 'Nova Protocol', 8, 2, '0.043', 0.09, '#7b61ff'),
  c(26, 'stETH', 'Lido Staked ETH', 8, 5, '3115', 0.035, '#00a3ff'),
  c(27, 'ORBT', 'Orbit Chain', 8, 2, '0.09', 0.09, '#e0457b'),
] as const;

const byEnum = new Map(COINS.map((coin) => [coin.enum, coin]));
const byName = new Map(COINS.map((coin) => [coin.name.toUpperCase(), coin]));

export function coinByEnum(value: number): Coin | undefined {
  return byEnum.get(value);
}

export function coinByName(name: string): Coin | undefined {
  return byName.get(name.toUpperCase());
}

/** Looks a coin up by enum and fails loudly: a bad enum inside the simulator is a defect. */
export function coin(value: number): Coin {
  const found = byEnum.get(value);
  if (!found) throw new Error(`unknown coin enum ${value}`);
  return found;
}

export function coinEnum(name: string): number {
  const found = coinByName(name);
  if (!found) throw new Error(`unknown coin ${name}`);
  return found.enum;
}

/** The smallest order step of a coin ("unit price derived from transaction precision"). */
export function unitOf(coinValue: number): string {
  const { txPrecision } = coin(coinValue);
  return txPrecision === 0 ? '1' : `0.${'0'.repeat(txPrecision - 1)}1`;
}

/** Whether an order amount carries no more digits than the coin allows. */
export function fitsTxPrecision(coinValue: number, amount: string): boolean {
  return decimalsOf(amount) <= coin(coinValue).txPrecision;
}

export function iconUrl(coinValue: number, theme: 'light' | 'dark'): string {
  return `/earn/coins/${coin(coinValue).name.toLowerCase()}-${theme}.svg`;
}
