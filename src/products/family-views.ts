import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import type { Order } from '@/api/earn/query-orders';
import { familyOfType, type FamilyId } from './families';
import type { ColumnId } from './order-lists';

/**
 * How each family is shown where families meet: the wallet's position cards (position-views.ts) and the order
 * lists (order-views.ts), one table each keyed by family, so each page loads only its half. The registry
 * (families.ts) says what a family is; these tables say what its held positions and its orders show beyond the
 * fields every product has, so the wallet and the order lists look their family up and never switch on a
 * product type. A family with nothing of its own has an empty entry; the compiler names a missing one.
 */

/** How a page writes figures, handed to a family's lines so every family reads like the rest of the page. */
export interface ViewFormat {
  coins: CoinCatalogue | undefined;
  coinName(coin: number): string;
  /** An `_e8` amount with its coin's name, at the coin's precision. */
  amount(e8: string, coin: number): string;
  /** A wire time in UTC with the zone written out; a dash for the zero time. */
  dateTime(unixSeconds: string): string;
  /** An APR of the wire. */
  apr(e8: string): string;
}

/** A line of a fact list: a term and its value. */
export type FactRow = readonly [label: string, value: ReactNode];

/** The wallet's figures (src/features/wallet/format.ts), in the `wallet` namespace. */
export interface PositionFormat extends ViewFormat {
  /** The wallet's words, and the families' names and terms (`products:`). */
  t: TFunction<readonly ['wallet', 'products']>;
  /** A value in the quote coin: two decimals, rounded down. */
  value(e8: string): string;
}

export interface PositionFactsProps {
  position: Position;
  coins: CoinCatalogue | undefined;
  format: PositionFormat;
}

/** What the wallet can do with a held position (a button each; claim goes through claim-yield). */
export type PositionActionKind =
  'redeem' | 'earlyRedeem' | 'unstake' | 'closeEarly' | 'removeLiquidity' | 'reinvest' | 'claim';

export interface PositionView {
  /** The family's own lines of the wallet card's fact list (dt/dd pairs), after the common ones. */
  Facts?: ComponentType<PositionFactsProps>;
  /** How money comes out when the server allows it (`can_redeem`); default: by the position's redemption rule. */
  redeem?: PositionActionKind;
  /** Whether claimable yield may go back into the position now instead of being claimed. */
  reinvest?: (position: Position) => boolean;
  /** The card offers the per-coin auto-savings switch. */
  autoSavings?: true;
  /**
   * The name of the position's APR where it is the estimate its family's page shows under that name (a
   * launchpool stake, a pool position: the rate earned now); default the wallet's "APR".
   */
  aprLabel?: 'products:valuation.estimatedApr';
}

/** The order lists' figures (src/features/orders/format.ts), in the `orders` namespace. */
export interface OrderFormat extends ViewFormat {
  /** The order lists' words, and the families' names and terms (`products:`). */
  t: TFunction<readonly ['orders', 'products']>;
  /** A price of a pair, or a dash for "0" (not known yet). */
  price(e8: string): string;
  /** A leverage ("2.5×"). */
  leverage(value: string): string;
  /** The dash of an empty cell. */
  none: string;
}

export type OrderCell = (order: Order, format: OrderFormat) => ReactNode;

export interface OrderView {
  /** The family's cells of the list columns; a column it has none for is drawn the common way. */
  cells?: Partial<Record<ColumnId, OrderCell>>;
  /** The coin a result is counted in; default the order's return coin. */
  resultCoin?: (order: Order) => number;
  /** The family's rows of the order detail, after the common ones; `cell` draws a column as the list does. */
  detail?: (order: Order, format: OrderFormat & { cell: (column: ColumnId) => ReactNode }) => FactRow[];
}

/** The one-line description of a savings product dialog (`savings:description.<key>`), by family. */
export type DescriptionKey = 'flexible' | 'fixed' | 'pos' | 'defi' | 'wealth' | 'fundPoolPremium' | 'privateWealth';

export const FAMILY_DESCRIPTIONS = {
  flexible: 'flexible',
  fixed: 'fixed',
  pos: 'pos',
  defi: 'defi',
  dual: null,
  launchpool: null,
  liquidity: null,
  'double-win': null,
  'discount-buy': null,
  'smart-leverage': null,
  structured: null,
  wealth: 'wealth',
  'fund-pool-premium': 'fundPoolPremium',
  'private-wealth': 'privateWealth',
  cloud: null,
} satisfies Record<FamilyId, DescriptionKey | null>;

/**
 * The levels a quoted family draws on its underlying's price history (src/products/price-history): a target,
 * a range's bounds, a breakeven, a discount buy's purchase and knock-out prices. Null: no price history.
 */
export type PriceLevelKind = 'target' | 'lower' | 'upper' | 'breakeven' | 'purchase' | 'knockOut';

export const FAMILY_PRICE_HISTORY = {
  flexible: null,
  fixed: null,
  pos: null,
  defi: null,
  dual: ['target'],
  launchpool: null,
  liquidity: null,
  'double-win': ['lower', 'upper'],
  'discount-buy': ['purchase', 'knockOut'],
  'smart-leverage': ['breakeven'],
  structured: ['lower', 'upper'],
  wealth: null,
  'fund-pool-premium': null,
  'private-wealth': null,
  cloud: null,
} satisfies Record<FamilyId, readonly PriceLevelKind[] | null>;

/** A family table's entry for a product type; `none` for a type this build does not know. */
export function entryOfType<T>(table: Record<FamilyId, T>, type: number, none: T): T {
  const family = familyOfType(type);
  return family === null ? none : table[family];
}
