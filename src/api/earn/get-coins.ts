import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { unitOfPrecision } from '@/lib/decimal-string';
import { earnClient, storageCache } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** GET {earnBase}/get-coins — every coin: enum, name, precisions and icons. */
export const GET_COINS_PATH = '/get-coins';

/**
 * Observed: `result.coins` is a list of `{ coin: [enum, name, assetPrecision, txPrecision, darkIcon, lightIcon] }`
 * with string cells. Designed: a seventh cell, the coin's full name ("Bitcoin"), which search matches.
 */
export const coinRowSchema = z.object({
  coin: z.tuple([
    z.string().check(z.regex(/^\d+$/)),
    z.string().check(z.minLength(1)),
    z.string().check(z.regex(/^\d+$/)),
    z.string().check(z.regex(/^\d+$/)),
    z.string(),
    z.string(),
    z.optional(z.string()),
  ]),
});
export type CoinRow = z.infer<typeof coinRowSchema>;

export const getCoinsResultSchema = z.object({ coins: z.array(coinRowSchema) });
export type GetCoinsResult = z.infer<typeof getCoinsResultSchema>;

export interface Coin {
  /** The numeric enum the wire uses. */
  coin: number;
  name: string;
  /** "Bitcoin" for BTC; empty when the exchange sends none. */
  fullName: string;
  /** Digits of balances and amounts. */
  assetPrecision: number;
  /** Digits of order amounts. */
  txPrecision: number;
  /** The smallest order step, 10^-txPrecision ("0.0001"). */
  unitPrice: string;
  darkIcon: string;
  lightIcon: string;
}

export interface CoinCatalogue {
  list: Coin[];
  byEnum: ReadonlyMap<number, Coin>;
  byName: ReadonlyMap<string, Coin>;
}

/** Stands for a coin's name while the coin list loads or after it failed: never the wire's number ("#5"). */
export const UNKNOWN_COIN_NAME = '—';

/** A coin's name, or a dash while the coin list loads (or failed with no stored copy). */
export function coinName(coins: CoinCatalogue | undefined, coin: number): string {
  return coins?.byEnum.get(coin)?.name ?? UNKNOWN_COIN_NAME;
}

/** Coins whose precision the exchange reports wrongly for display (spec §3). */
const PRECISION_OVERRIDES: Readonly<Record<string, number>> = { BIT: 8, LTC: 8, MATIC: 4 };
/** Larger lists are logged: the response is probably unfiltered (spec §9). */
const LARGE_COIN_LIST = 300;
export const COINS_STORAGE_KEY = 'coins.v1';

/** Thrown when the coin list fails and no stored copy exists. */
export class CoinsUnavailableError extends Error {
  readonly translationKey = 'errors:coinsUnavailable';
  constructor(cause: unknown) {
    super('Failed to get coins', { cause });
    this.name = 'CoinsUnavailableError';
  }
}

export function toCoin(row: CoinRow): Coin {
  const [id, name, asset, tx, darkIcon, lightIcon, fullName = ''] = row.coin;
  const override = PRECISION_OVERRIDES[name.toUpperCase()];
  const assetPrecision = override ?? Number(asset);
  const txPrecision = override ?? Number(tx);
  return {
    coin: Number(id),
    name,
    fullName,
    assetPrecision,
    txPrecision,
    unitPrice: unitOfPrecision(txPrecision),
    darkIcon,
    lightIcon,
  };
}

export function toCoinCatalogue(result: GetCoinsResult): CoinCatalogue {
  const list = result.coins.map(toCoin);
  return {
    list,
    byEnum: new Map(list.map((c) => [c.coin, c])),
    byName: new Map(list.map((c) => [c.name.toUpperCase(), c])),
  };
}

/** The coin list; on failure the last good list from localStorage; with neither, CoinsUnavailableError. */
export async function fetchCoins(options?: CallOptions): Promise<CoinCatalogue> {
  try {
    const result = await callEndpoint({
      client: earnClient,
      method: 'GET',
      path: GET_COINS_PATH,
      result: getCoinsResultSchema,
      domain: 'earn',
      options,
    });
    if (result.coins.length > LARGE_COIN_LIST) console.warn(`get-coins returned ${result.coins.length} coins`);
    storageCache.set(COINS_STORAGE_KEY, result);
    return toCoinCatalogue(result);
  } catch (error) {
    const stored = getCoinsResultSchema.safeParse(storageCache.get(COINS_STORAGE_KEY, { allowExpired: true }));
    if (stored.success) return toCoinCatalogue(stored.data);
    throw new CoinsUnavailableError(error);
  }
}

/** Cache strategy: constant. */
export function coinsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-coins', {}),
    queryFn: ({ signal }) => fetchCoins({ signal }),
    ...cacheStrategies.constant,
  });
}
