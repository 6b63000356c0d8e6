import { describe, expect, it } from 'vitest';
import { parseSimParams } from '@/sim/faults/parse-sim-param';
import { Simulator } from '@/sim/runtime/simulator';
import { memoryStateStorage } from '@/sim/runtime/state-storage';
import { applyWorldDirectives } from '@/sim/runtime/world-directives';

function simulator(): Simulator {
  return new Simulator({
    seed: 1,
    speed: 0,
    start: () => Date.UTC(2026, 10, 28),
    storage: memoryStateStorage(),
    downloadMode: 'http',
  });
}

describe('?sim=clear', () => {
  it('lifts maintenance and pending failures, then applies what follows it', () => {
    const sim = simulator();
    applyWorldDirectives(sim, parseSimParams(['maintenance:all;maintenance:6;fail:order;fail:export;shock:BTC:+6']));
    expect(sim.world.state.maintenance).toEqual({ all: true, productTypes: [6] });
    applyWorldDirectives(sim, parseSimParams(['clear;maintenance:2']));
    expect(sim.world.state.maintenance).toEqual({ all: false, productTypes: [2] });
    expect(sim.world.injected.failOrders.has('*')).toBe(false);
    expect(sim.world.injected.failExports.has('*')).toBe(false);
    // A price move is not a fault: it stays until reset.
    expect(sim.world.state.shocks).toHaveLength(1);
  });
});

describe('?sim=advance', () => {
  it('moves simulated time forward by the hours given (decimals too); an unreadable count moves nothing', () => {
    const sim = simulator();
    const start = sim.world.now();
    applyWorldDirectives(sim, parseSimParams(['advance:49']));
    expect(sim.world.now() - start).toBe(49 * 3_600_000);
    applyWorldDirectives(sim, parseSimParams(['advance:0.5;advance:0.25']));
    expect(sim.world.now() - start).toBe(49.75 * 3_600_000);
    const bad = parseSimParams(['advance:-3;advance:soon']);
    expect(bad.errors).toEqual(['advance:-3', 'advance:soon']);
    applyWorldDirectives(sim, bad);
    expect(sim.world.now() - start).toBe(49.75 * 3_600_000);
  });
});
