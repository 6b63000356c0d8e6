// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { DualDirection, ProductType } from '@/api/earn/earn-enums';
import { productDetailSchema } from '@/api/earn/product-schema';
import { QuoteLadder, type PickedCell } from '@/features/dual-asset/quote-ladder';
import { buildDualLadder, livePair, type DualLadder } from '@/products/dual/ladder';
import { dualBenchmarkPriceSchema } from '@/realtime/earn-topics';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { dualBenchmarkPrice } from '@/sim/realtime/topic-payloads';
import { freshWorld, VERIFIED } from '../../sim/sim-test-kit';
import { english, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'dual'] });

const PAIR = { base: 1, quote: 5 };

/** A ladder and the pushes that follow it, as the query cache hands them over (unchanged quotes kept). */
function pushes() {
  const world = freshWorld();
  const products = world.catalogue
    .ofType(ProductType.Dual)
    .map((p) => productDetailSchema.parse(toProductDetail(world, p, VERIFIED)));
  const live = livePair(dualBenchmarkPriceSchema.parse(dualBenchmarkPrice(world, PAIR.base)), PAIR);
  if (!live?.quotes?.[0]) throw new Error('no live quotes');
  const moved = { ...live, benchmark_price_e8: String(BigInt(live.benchmark_price_e8) - 5_000_000_000n) };
  const repriced = { ...moved, quotes: live.quotes.map((q, i) => (i === 0 ? { ...q, apy_e8: '99000000' } : q)) };
  const ladder = (pair: typeof live) => buildDualLadder(products, PAIR, DualDirection.BuyLow, pair);
  return { first: ladder(live), moved: ladder(moved), repriced: ladder(repriced), repricedId: live.quotes[0].quote_id };
}

function view(ladder: DualLadder, onPick: (picked: PickedCell) => void = () => undefined) {
  return <QuoteLadder ladder={ladder} coins={undefined} locale="en" stale={false} focusId={null} onPick={onPick} />;
}

const cellLabels = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([key]) => String(key).includes('cellLabel')).length;

describe('quote ladder', () => {
  it('on a push that moves only the spot, rewrites the distances and leaves the quotes alone', () => {
    const { first, moved } = pushes();
    const { rerender } = render(view(first));
    const heads = () =>
      screen
        .getAllByRole('columnheader')
        .slice(1)
        .map((th) => th.textContent);
    const before = heads();
    const spy = vi.spyOn(i18next, 't');
    rerender(view(moved));
    expect(heads()).not.toEqual(before);
    expect(cellLabels(spy)).toBe(0);
    spy.mockRestore();
  });

  it('renders again only the quote a push re-priced, and marks it', () => {
    const { first, moved, repriced, repricedId } = pushes();
    const { rerender } = render(view(first));
    rerender(view(moved));
    const spy = vi.spyOn(i18next, 't');
    rerender(view(repriced));
    expect(cellLabels(spy)).toBe(1);
    spy.mockRestore();
    const marked = screen.getAllByTestId('dual-cell').filter((b) => b.dataset.changed === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toBe('99.00%');
    const row = repriced.rows.find((r) => r.cells.some((c) => c?.quoteId === repricedId));
    expect(marked[0]?.closest('tr')?.dataset.productId).toBe(row?.product.product_id);
  });

  it('opens the quote picked on the latest ladder, with its column among the quoted ones', () => {
    const { first, moved } = pushes();
    const onPick = vi.fn();
    const { rerender } = render(view(first, onPick));
    rerender(view(moved, onPick));
    const row = moved.rows[1];
    const cells = within(screen.getAllByRole('row')[2] as HTMLElement).getAllByTestId('dual-cell');
    fireEvent.click(cells[2] as HTMLElement);
    expect(onPick).toHaveBeenCalledTimes(1);
    const picked = onPick.mock.calls[0]?.[0] as PickedCell;
    expect(picked.row).toBe(row);
    expect(picked.cell).toBe(row?.cells[2]);
    expect(picked.column).toBe(2);
  });

  it('offers no target the spot has reached: its column says why and its quotes open nothing', () => {
    const world = freshWorld();
    const products = world.catalogue
      .ofType(ProductType.Dual)
      .map((p) => productDetailSchema.parse(toProductDetail(world, p, VERIFIED)));
    const live = livePair(dualBenchmarkPriceSchema.parse(dualBenchmarkPrice(world, PAIR.base)), PAIR);
    if (!live) throw new Error('no live pair');
    const sellHigh = buildDualLadder(products, PAIR, DualDirection.SellHigh, live);
    const [nearest, second] = sellHigh.targetsE8;
    if (!nearest || !second) throw new Error('no targets');
    // Spot rises between the two nearest targets: the nearest "sell high" is now below spot.
    const between = String((BigInt(nearest) + BigInt(second)) / 2n);
    const risen = buildDualLadder(products, PAIR, DualDirection.SellHigh, { ...live, benchmark_price_e8: between });
    const onPick = vi.fn();
    const { rerender } = render(view(sellHigh, onPick));
    expect(screen.queryAllByTestId('dual-passed')).toHaveLength(0);
    rerender(view(risen, onPick));
    const heads = screen.getAllByRole('columnheader').slice(1);
    expect(within(heads[0] as HTMLElement).getByTestId('dual-passed').textContent).toBe(
      english('dual', 'ladder.passedSellHigh'),
    );
    expect(within(heads[1] as HTMLElement).queryByTestId('dual-passed')).toBeNull();
    const firstRow = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByTestId('dual-cell');
    expect(firstRow[0]?.getAttribute('aria-disabled')).toBe('true');
    expect(firstRow[0]?.getAttribute('aria-label')).toMatch(/^Not offered: /);
    expect(firstRow[1]?.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(firstRow[0] as HTMLElement);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(firstRow[1] as HTMLElement);
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
