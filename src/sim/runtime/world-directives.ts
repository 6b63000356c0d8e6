import { hasMovableRate, moveApr } from '../domain/apr-moves';
import { OTHER_FILES_ORIGIN } from '../domain/exports';
import { forceLiquidation } from '../domain/liquidity-pools';
import { dec } from '../domain/money';
import { HOUR } from '../domain/time';
import type { SimParams } from '../faults/parse-sim-param';
import type { Simulator } from './simulator';

/**
 * Applies the `?sim=` directives that change the running world: `clear`, `fail:`, `files:`, `hold:`, `partial:`, `maintenance:`, `shock:`,
 * `apr:`, `liquidate:` and `advance:`. Used at start for the URL and by the page's control route (`POST /__sim/directives`) for a change
 * mid-journey.
 */
export function applyWorldDirectives(sim: Simulator, params: SimParams): void {
  const world = sim.world;
  // `clear` ends every fault a directive set, the world's as well as the tab's: maintenance and pending failures
  // (shocks are price moves, not faults: `reset` ends them).
  if (params.clear) {
    world.state.maintenance = { all: false, productTypes: [] };
    world.injected.failOrders.delete('*');
    world.injected.failExports.delete('*');
    world.injected.holdOrders.delete('*');
    world.injected.partialFills.delete('*');
    world.injected.filesOrigin = null;
  }
  if (params.filesElsewhere) world.injected.filesOrigin = OTHER_FILES_ORIGIN;
  if (params.failOrder) world.injected.failOrders.add('*');
  if (params.failExport) world.injected.failExports.add('*');
  if (params.holdOrderHours !== undefined) world.injected.holdOrders.set('*', params.holdOrderHours * HOUR);
  if (params.partialFill !== undefined) world.injected.partialFills.set('*', params.partialFill);
  for (const m of params.maintenance) {
    if (m === 'all') world.state.maintenance.all = true;
    else if (!world.state.maintenance.productTypes.includes(m)) world.state.maintenance.productTypes.push(m);
  }
  for (const { coin, factor } of params.shocks) world.shock(coin, factor);
  for (const coin of params.liquidations ?? []) forceLiquidation(world, coin);
  if (params.advanceHours) world.clock.advance(params.advanceHours * HOUR);
  for (const move of params.aprMoves ?? []) {
    // A product without a rate of its own (quoted, pooled) is named back as unreadable, never fatal.
    const product = world.product(move.productId);
    if (product && hasMovableRate(product)) moveApr(world, move.productId, dec(move.delta));
    else params.errors.push(`apr:${move.productId}`);
  }
  sim.saveNow();
  sim.emit();
}
