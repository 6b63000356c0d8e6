// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { restoreWorld } from '@/sim/domain/create-world';
import { dec } from '@/sim/domain/money';
import { PriceModel, type PriceShock } from '@/sim/domain/price-model';
import { offerById, offerFor } from '@/sim/domain/quotes';
import { DAY, MINUTE } from '@/sim/domain/time';
import { parseSimParams } from '@/sim/faults/parse-sim-param';
import { Simulator } from '@/sim/runtime/simulator';
import { memoryStateStorage } from '@/sim/runtime/state-storage';
import { applyWorldDirectives } from '@/sim/runtime/world-directives';
import { advance, codeOf, freshWorld, START } from './sim-test-kit';

const BTC = 1;
const ETH = 2;
const USDT = 5;
const genesis = Date.UTC(2025, 0, 1);
const T = genesis + 10 * DAY + 15 * MINUTE;

function models(shocks: PriceShock[]) {
  return { plain: new PriceModel(7, genesis), shocked: new PriceModel(7, genesis).withShocks(() => shocks) };
}

describe('?sim=shock:<coin>:<percent>', () => {
  it('reads a signed percent, decimals allowed, as the price factor', () => {
    const p = parseSimParams(['shock:BTC:+6;shock:eth:-7.5', 'shock:SOL:2.25']);
    expect(p.errors).toEqual([]);
    expect(p.shocks).toEqual([
      { coin: BTC, factor: '1.06' },
      { coin: ETH, factor: '0.925' },
      { coin: 18, factor: '1.0225' },
    ]);
  });

  it('refuses stablecoins, unknown coins, bad numbers and a price at or below zero', () => {
    const bad = [
      'shock:USDT:+6',
      'shock:DAI:-1',
      'shock:XYZ:+6',
      'shock:BTC',
      'shock:BTC:abc',
      'shock:BTC:6%',
      'shock:BTC:+6:1',
      'shock:BTC:-100',
      'shock:BTC:-120',
      'shock::+6',
    ];
    const p = parseSimParams([bad.join(';')]);
    expect(p.errors).toEqual(bad);
    expect(p.shocks).toEqual([]);
  });
});

describe('price shocks in the model', () => {
  it('moves the price from the shock time on, and only that coin', () => {
    const { plain, shocked } = models([{ coin: BTC, at: T, factor: '1.06' }]);
    expect(shocked.price(BTC, T - 1).toFixed()).toBe(plain.price(BTC, T - 1).toFixed());
    expect(shocked.price(BTC, T).toFixed()).toBe(plain.price(BTC, T).times('1.06').toSignificantDigits(8).toFixed());
    expect(shocked.price(BTC, T + DAY).toFixed()).toBe(
      plain
        .price(BTC, T + DAY)
        .times('1.06')
        .toSignificantDigits(8)
        .toFixed(),
    );
    expect(shocked.price(ETH, T + DAY).toFixed()).toBe(plain.price(ETH, T + DAY).toFixed());
    expect(shocked.cross(BTC, USDT, T).toFixed()).toBe(shocked.price(BTC, T).toFixed());
    // The 24 h close is the price at that instant, so the ticker shows a shock at once.
    expect(shocked.stats(BTC, USDT, T + 1000).close.toFixed()).toBe(shocked.price(BTC, T + 1000).toFixed());
  });

  it('compounds several shocks, each from its own time', () => {
    const { plain, shocked } = models([
      { coin: BTC, at: T, factor: '1.06' },
      { coin: BTC, at: T + MINUTE, factor: '0.9' },
    ]);
    const at = T + 5 * MINUTE;
    expect(shocked.price(BTC, T + 30_000).toFixed()).toBe(
      plain
        .price(BTC, T + 30_000)
        .times('1.06')
        .toSignificantDigits(8)
        .toFixed(),
    );
    expect(shocked.price(BTC, at).toFixed()).toBe(plain.price(BTC, at).times('0.954').toSignificantDigits(8).toFixed());
  });

  it('averages across the shock: the minutes from the shock on count shocked', () => {
    const { plain, shocked } = models([{ coin: BTC, at: T, factor: '1.06' }]);
    const at = T + 15 * MINUTE;
    let sum = dec(0);
    for (let m = -15; m < 15; m++) {
      const p = plain.price(BTC, T + m * MINUTE);
      sum = sum.plus(m >= 0 ? p.times('1.06').toSignificantDigits(8) : p);
    }
    expect(shocked.average(BTC, USDT, at).toFixed()).toBe(sum.div(30).toFixed());
    expect(shocked.average(BTC, USDT, at).greaterThan(plain.average(BTC, USDT, at))).toBe(true);
  });
});

describe('price shocks in the world', () => {
  it('is part of the state: a reload keeps it, worlds of the same seed do not share it', () => {
    const world = freshWorld();
    const other = freshWorld();
    const before = world.prices.price(BTC, world.now());
    const shock = world.shock(BTC, '1.06');
    expect(shock.at).toBe(Math.floor(world.now() / 1000) * 1000);
    expect(world.prices.price(BTC, world.now()).toFixed()).toBe(before.times('1.06').toSignificantDigits(8).toFixed());
    expect(other.prices.price(BTC, other.now()).toFixed()).toBe(before.toFixed());
    const reloaded = restoreWorld(JSON.parse(JSON.stringify(world.state)), () => 0);
    expect(reloaded?.state.shocks).toEqual([shock]);
    expect(reloaded?.prices.price(BTC, START).toFixed()).toBe(world.prices.price(BTC, START).toFixed());
  });

  it('starts a new quote window: the old quote is refused (340), the new one carries the shocked price', () => {
    const world = freshWorld();
    const product = world.requireProduct('12002');
    const old = offerFor(world, product);
    if (!old) throw new Error('no offer');
    advance(world, 1000);
    world.shock(BTC, '1.08');
    advance(world, 1000);
    expect(codeOf(() => offerById(world, product, old.quoteId))).toBe(340);
    const fresh = offerFor(world, product);
    if (!fresh) throw new Error('no offer');
    expect(fresh.quoteId).not.toBe(old.quoteId);
    expect(fresh.entry.div(old.entry).toNumber()).toBeCloseTo(1.08, 2);
    expect(offerById(world, product, fresh.quoteId).entry.toFixed()).toBe(fresh.entry.toFixed());
  });

  it('is applied from directives, saved with the world, and cleared by reset', () => {
    const storage = memoryStateStorage();
    const config = { seed: 1, speed: 0, storage, downloadMode: 'http' as const, realNow: () => 0 };
    const sim = new Simulator(config);
    const plain = sim.world.prices.price(ETH, sim.world.now());
    applyWorldDirectives(sim, parseSimParams(['shock:ETH:-7.5;shock:ETH:+2']));
    const shocked = sim.world.prices.price(ETH, sim.world.now());
    expect(shocked.toFixed()).toBe(plain.times('0.925').times('1.02').toSignificantDigits(8).toFixed());
    expect(storage.load()?.shocks.map((s) => s.factor)).toEqual(['0.925', '1.02']);
    const resumed = new Simulator({ ...config, initialState: storage.load() });
    expect(resumed.world.prices.price(ETH, resumed.world.now()).toFixed()).toBe(shocked.toFixed());
    resumed.reset();
    expect(resumed.world.state.shocks).toEqual([]);
    expect(storage.load()?.shocks).toEqual([]);
    expect(resumed.world.prices.price(ETH, resumed.world.now()).toFixed()).toBe(plain.toFixed());
  });
});
