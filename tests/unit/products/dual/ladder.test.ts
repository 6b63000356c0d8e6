import { describe, expect, it } from 'vitest';
import { DualDirection, ProductType } from '@/api/earn/earn-enums';
import { productDetailSchema } from '@/api/earn/product-schema';
import { dualBenchmarkPriceSchema } from '@/realtime/earn-topics';
import { buildDualLadder, dualDirections, dualPairs, findCell, followCell, livePair } from '@/products/dual/ladder';
import { offeredDualProducts } from '@/products/dual/dual-products';
import { isOffered } from '@/products/offered';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { dualBenchmarkPrice } from '@/sim/realtime/topic-payloads';
import { MINUTE } from '@/sim/domain/time';
import { advance, freshWorld, VERIFIED } from '../../sim/sim-test-kit';

const BTC = 1;
const USDT = 5;

function details(world: ReturnType<typeof freshWorld>) {
  return world.catalogue
    .ofType(ProductType.Dual)
    .map((p) => productDetailSchema.parse(toProductDetail(world, p, VERIFIED)));
}

describe('dual ladder', () => {
  it('lists the pairs and the directions each offers', () => {
    const products = details(freshWorld());
    const pairs = dualPairs(products);
    expect(pairs).toContainEqual({ base: BTC, quote: USDT });
    expect(pairs).toContainEqual({ base: BTC, quote: 16 });
    expect(dualDirections(products, { base: BTC, quote: USDT })).toEqual([
      DualDirection.BuyLow,
      DualDirection.SellHigh,
    ]);
    expect(dualDirections(products, { base: BTC, quote: 16 })).toEqual([DualDirection.BuyLow]);
  });

  it('groups a pair and direction into a term x target grid, nearest target first', () => {
    const products = details(freshWorld());
    const ladder = buildDualLadder(products, { base: BTC, quote: USDT }, DualDirection.BuyLow);
    expect(ladder.rows.map((r) => r.termSeconds)).toEqual([8 * 3600, 86_400, 3 * 86_400, 7 * 86_400]);
    expect(ladder.targetsE8).toHaveLength(5);
    const targets = ladder.targetsE8.map(BigInt);
    for (let i = 1; i < targets.length; i++) expect((targets[i] ?? 0n) < (targets[i - 1] ?? 0n)).toBe(true);
    for (const row of ladder.rows) {
      expect(row.cells.every((c) => c !== null)).toBe(true);
      expect(row.settlementAt).not.toBeNull();
    }
    // Longer terms pay more at the same distance (the option is worth more).
    const first = ladder.rows.map((r) => r.cells[0]?.apr.toNumber() ?? 0);
    expect(first[3]).toBeGreaterThan(first[0] ?? 0);
    const sell = buildDualLadder(products, { base: BTC, quote: USDT }, DualDirection.SellHigh);
    const up = sell.targetsE8.map(BigInt);
    expect((up[0] ?? 0n) < (up[1] ?? 0n)).toBe(true);
    expect(sell.spot?.greaterThan(0)).toBe(true);
  });

  it('takes live quotes and the spot price from the stream, product by product', () => {
    const world = freshWorld();
    const products = details(world);
    const before = buildDualLadder(products, { base: BTC, quote: USDT }, DualDirection.BuyLow);
    advance(world, 15 * MINUTE);
    const payload = dualBenchmarkPriceSchema.parse(dualBenchmarkPrice(world, BTC));
    const live = livePair(payload, { base: BTC, quote: USDT });
    expect(live).toBeDefined();
    const after = buildDualLadder(products, { base: BTC, quote: USDT }, DualDirection.BuyLow, live);
    expect(after.spot?.toFixed()).not.toBe(before.spot?.toFixed());
    const cell = after.rows[0]?.cells.find((c) => c !== null);
    expect(cell?.quoteId).toBe(live?.quotes?.find((q) => q.product_id === after.rows[0]?.product.product_id)?.quote_id);
    expect(cell?.quoteId).not.toBe(before.rows[0]?.cells[0]?.quoteId);
    expect(findCell(after, cell?.quoteId ?? '')?.row.product.product_id).toBe(after.rows[0]?.product.product_id);
  });

  it('follows a picked cell to its next quote: same target if quoted, else same column', () => {
    const world = freshWorld();
    const products = details(world);
    const ladder = buildDualLadder(products, { base: BTC, quote: USDT }, DualDirection.BuyLow);
    const row = ladder.rows[1];
    const cell = row?.cells[2];
    if (!row || !cell) throw new Error('no cell');
    expect(followCell(ladder, row.product.product_id, cell.targetE8, 2)).toBe(cell);
    advance(world, 3 * 60 * MINUTE);
    const later = buildDualLadder(
      products,
      { base: BTC, quote: USDT },
      DualDirection.BuyLow,
      livePair(dualBenchmarkPriceSchema.parse(dualBenchmarkPrice(world, BTC)), { base: BTC, quote: USDT }),
    );
    const followed = followCell(later, row.product.product_id, cell.targetE8, 2);
    const laterRow = later.rows.find((r) => r.product.product_id === row.product.product_id);
    const quoted = laterRow?.cells.filter((c) => c !== null) ?? [];
    expect(followed).toBe(quoted.find((c) => c.targetE8 === cell.targetE8) ?? quoted[2]);
    expect(followCell(later, 'nope', cell.targetE8, 2)).toBeNull();
  });

  it('offers only products open to subscription, of those the gray-release rule offers', () => {
    const products = details(freshWorld());
    const closed = { ...products[0], display_status: 6 } as (typeof products)[number];
    const list = [closed, ...products.slice(1)];
    // The DOGE pilot (2009) is behind a scene: offered only where the scene is on.
    const ids = (offered: ReturnType<typeof offeredDualProducts>) => offered.map((p) => p.product_id);
    expect(ids(offeredDualProducts(list, (p) => isOffered(p, new Set(['earn_dual_doge']))))).toEqual(
      products.slice(1).map((p) => p.product_id),
    );
    expect(ids(offeredDualProducts(list, (p) => isOffered(p, new Set())))).toEqual(
      products
        .slice(1)
        .map((p) => p.product_id)
        .filter((id) => id !== '2009'),
    );
  });

  it('keeps the cells of quotes a push left alone, and reads a changed quote afresh', () => {
    const world = freshWorld();
    const products = details(world);
    const pair = { base: BTC, quote: USDT };
    const payload = dualBenchmarkPriceSchema.parse(dualBenchmarkPrice(world, BTC));
    const first = buildDualLadder(products, pair, DualDirection.BuyLow, livePair(payload, pair));
    // The next push as the query cache keeps it: the same quote objects, a new spot.
    const live = livePair(payload, pair);
    if (!live?.quotes?.[0]) throw new Error('no live quotes');
    const moved = { ...live, benchmark_price_e8: String(BigInt(live.benchmark_price_e8) + 100_000_000n) };
    const second = buildDualLadder(products, pair, DualDirection.BuyLow, moved);
    expect(second.spot?.toFixed()).not.toBe(first.spot?.toFixed());
    expect(second.rows[0]?.cells[0]).toBe(first.rows[0]?.cells[0]);
    // One quote re-priced: its cell is read again, the others stay.
    const repriced = { ...moved, quotes: live.quotes.map((q, i) => (i === 0 ? { ...q, apy_e8: '99000000' } : q)) };
    const third = buildDualLadder(products, pair, DualDirection.BuyLow, repriced);
    const changed = third.rows.flatMap((r) => r.cells).find((c) => c?.quoteId === live.quotes?.[0]?.quote_id);
    expect(changed?.apr.toFixed()).toBe('0.99');
    expect(third.rows.flatMap((r) => r.cells).filter((c, i) => c !== second.rows.flatMap((r) => r.cells)[i])).toEqual([
      changed,
    ]);
  });
});
