import { DualDirection } from '@/api/earn/earn-enums';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { EarnTopicPayload } from '@/realtime/earn-topics';

/**
 * The quote ladder of one pair and direction: rows are the products' terms, columns the target prices,
 * each cell a quote (APR, expiry). REST product details give the grid; the benchmark-price topic replaces
 * a product's quotes and the spot price when it pushes.
 */

export type DualBenchmarkPayload = EarnTopicPayload<'dual_asset.benchmark_price'>;
export type DualBenchmarkPair = DualBenchmarkPayload['prices'][number];

export interface DualPair {
  base: number;
  quote: number;
}

export interface DualQuoteCell {
  productId: string;
  quoteId: string;
  /** The wire value, echoed back in the order. */
  targetE8: string;
  target: Decimal;
  aprE8: string;
  apr: Decimal;
  /** ms */
  expireAt: number;
  /** Largest investment this quote takes, in the invested coin; null when the stream did not say. */
  maxInvestment: Decimal | null;
}

export interface DualLadderRow {
  product: ProductDetail;
  termSeconds: number;
  /** ms; when an order placed now settles. */
  settlementAt: number | null;
  /** One entry per column of `targetsE8`; null where the product quotes no such target. */
  cells: Array<DualQuoteCell | null>;
}

export interface DualLadder {
  pair: DualPair;
  direction: DualDirection;
  spot: Decimal | null;
  /** ms of the spot price. */
  spotAt: number | null;
  /** Column heads, nearest to spot first. */
  targetsE8: string[];
  rows: DualLadderRow[];
}

export function pairKey(pair: DualPair): string {
  return `${pair.base}-${pair.quote}`;
}

/** Every pair the products offer, in the order first seen. */
export function dualPairs(products: readonly ProductDetail[]): DualPair[] {
  const seen = new Map<string, DualPair>();
  for (const p of products) {
    if (!p.dual) continue;
    const pair = { base: p.dual.coin_x, quote: p.dual.coin_y };
    if (!seen.has(pairKey(pair))) seen.set(pairKey(pair), pair);
  }
  return [...seen.values()];
}

/** Directions offered for a pair (buy low first). */
export function dualDirections(products: readonly ProductDetail[], pair: DualPair): DualDirection[] {
  const found = new Set(
    products
      .filter((p) => p.dual && p.dual.coin_x === pair.base && p.dual.coin_y === pair.quote)
      .map((p) => p.dual?.direction),
  );
  return [DualDirection.BuyLow, DualDirection.SellHigh].filter((d) => found.has(d));
}

/** A quote as the wire writes it, on REST and on the stream alike. */
interface WireQuote {
  quote_id: string;
  target_price_e8: string;
  apy_e8: string;
  expire_at: string;
}

interface RestQuote extends WireQuote {
  max_investment_e8: string;
}

/**
 * Cells by the wire quote they were read from. The query cache keeps a quote that did not change as the same
 * object from one push to the next (structural sharing), so a push that moves only the spot reads no quote
 * again: no new cells, no decimals parsed.
 */
const cellsByQuote = new WeakMap<WireQuote, { maxE8: string | null; cell: DualQuoteCell }>();

function cellOf(productId: string, q: WireQuote, maxE8: string | null): DualQuoteCell {
  const known = cellsByQuote.get(q);
  if (known && known.maxE8 === maxE8) return known.cell;
  const cell: DualQuoteCell = {
    productId,
    quoteId: q.quote_id,
    targetE8: q.target_price_e8,
    target: fromE8(q.target_price_e8),
    aprE8: q.apy_e8,
    apr: fromE8(q.apy_e8),
    expireAt: unixSecondsToMs(q.expire_at) ?? 0,
    maxInvestment: maxE8 === null ? null : fromE8(maxE8),
  };
  cellsByQuote.set(q, { maxE8, cell });
  return cell;
}

function restQuotes(product: ProductDetail): readonly RestQuote[] {
  return product.dual?.quotes ?? [];
}

function liveCells(product: ProductDetail, live: DualBenchmarkPair): DualQuoteCell[] | null {
  const quotes = (live.quotes ?? []).filter((q) => q.product_id === product.product_id);
  if (quotes.length === 0) return null;
  // The stream carries no capacity: keep the REST one while the target is the same.
  const rest = restQuotes(product);
  return quotes.map((q) =>
    cellOf(product.product_id, q, rest.find((r) => r.target_price_e8 === q.target_price_e8)?.max_investment_e8 ?? null),
  );
}

/** The live entry for a pair in a benchmark-price payload. */
export function livePair(payload: DualBenchmarkPayload | undefined, pair: DualPair): DualBenchmarkPair | undefined {
  return payload?.prices.find((p) => p.coin_x === pair.base && p.coin_y === pair.quote);
}

/**
 * Groups the products of one pair and direction into a term x target grid. Live quotes replace the REST
 * ones product by product; a live payload older than the REST answer is ignored.
 */
export function buildDualLadder(
  products: readonly ProductDetail[],
  pair: DualPair,
  direction: DualDirection,
  live?: DualBenchmarkPair,
): DualLadder {
  const mine = products
    .filter(
      (p) => p.dual && p.dual.coin_x === pair.base && p.dual.coin_y === pair.quote && p.dual.direction === direction,
    )
    .sort((a, b) => Number(a.duration) - Number(b.duration) || a.product_id.localeCompare(b.product_id));
  const restSpot = mine[0]?.dual ? fromE8(mine[0].dual.index_price_e8) : null;
  const liveSpot = live ? fromE8(live.benchmark_price_e8) : null;
  const spot = liveSpot ?? restSpot;
  const perProduct = mine.map((product) => ({
    product,
    cells:
      (live && liveCells(product, live)) ||
      restQuotes(product).map((q) => cellOf(product.product_id, q, q.max_investment_e8)),
  }));
  const targets = new Map<string, Decimal>();
  for (const { cells } of perProduct) for (const c of cells) targets.set(c.targetE8, c.target);
  // Nearest to spot first: descending for buy low (targets below spot), ascending for sell high.
  const sign = direction === DualDirection.BuyLow ? -1 : 1;
  const targetsE8 = [...targets.entries()].sort(([, a], [, b]) => sign * a.comparedTo(b)).map(([key]) => key);
  return {
    pair,
    direction,
    spot,
    spotAt: live ? unixSecondsToMs(live.updated_at) : null,
    targetsE8,
    rows: perProduct.map(({ product, cells }) => ({
      product,
      termSeconds: Number(product.duration),
      settlementAt: product.dual ? unixSecondsToMs(product.dual.settlement_time) : null,
      cells: targetsE8.map((key) => cells.find((c) => c.targetE8 === key) ?? null),
    })),
  };
}

/** The cell of a quote id, wherever it sits in the ladder. */
export function findCell(ladder: DualLadder, quoteId: string): { row: DualLadderRow; cell: DualQuoteCell } | null {
  for (const row of ladder.rows) {
    for (const cell of row.cells) if (cell?.quoteId === quoteId) return { row, cell };
  }
  return null;
}

/**
 * The quote a cell became in a newer ladder: the same product and target if still quoted, else the same
 * distance step (column) of that product; null when the product is gone.
 */
export function followCell(
  ladder: DualLadder,
  productId: string,
  targetE8: string,
  column: number,
): DualQuoteCell | null {
  const row = ladder.rows.find((r) => r.product.product_id === productId);
  if (!row) return null;
  const same = row.cells.find((c) => c?.targetE8 === targetE8);
  if (same) return same;
  const quoted = row.cells.filter((c): c is DualQuoteCell => c !== null);
  return quoted[Math.min(column, quoted.length - 1)] ?? null;
}
