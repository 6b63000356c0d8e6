// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { estimatePricedAt, ESTIMATE_WINDOW_MS } from '@/sim/domain/actions';
import { FAMILIES, familyOf } from '@/sim/domain/families';
import type { SimFamily } from '@/sim/domain/families/family-rules';
import { smartLeverage } from '@/sim/domain/families/smart-leverage';
import { dec } from '@/sim/domain/money';
import { offerFor } from '@/sim/domain/quotes';
import { freshWorld, pay, VERIFIED } from './sim-test-kit';

/** The family objects each module under src/sim/domain/families exports, by file name. */
const modules = import.meta.glob<Record<string, unknown>>('/src/sim/domain/families/*.ts', { eager: true });
const isFamily = (value: unknown): value is SimFamily =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SimFamily).type === 'number' &&
  typeof (value as SimFamily).family === 'string';
const declared = Object.entries(modules)
  .filter(([file]) => !file.endsWith('/index.ts'))
  .flatMap(([file, exports]) =>
    Object.values(exports)
      .filter(isFamily)
      .map((family) => ({ file: file.split('/').pop() ?? file, family })),
  );

describe('the simulator family registry', () => {
  it('gives every product type the simulator serves exactly one family module, the one the registry names', () => {
    const served = new Map<number, string>();
    for (const size of [undefined, 500]) {
      for (const product of freshWorld({ catalogueSize: size }).catalogue.products)
        served.set(product.type, product.family);
    }
    expect([...served.keys()].sort((a, b) => a - b)).toEqual(Object.values(ProductType).sort((a, b) => a - b));
    for (const [type, family] of served) {
      const owners = declared.filter((d) => d.family.type === type);
      expect(
        owners.map((o) => o.file),
        `product type ${type}`,
      ).toHaveLength(1);
      expect(FAMILIES[type as ProductType]).toBe(owners[0]?.family);
      expect(FAMILIES[type as ProductType].family).toBe(family);
    }
  });

  it("reaches smart leverage's rules through its module: quote, leverage, early close window, settlement", () => {
    const world = freshWorld();
    const product = world.requireProduct('12001');
    expect(familyOf(product)).toBe(smartLeverage);
    expect(smartLeverage.settled && smartLeverage.earlyClose).toBe(true);
    expect(smartLeverage.settle).toBeTypeOf('function');
    expect(smartLeverage.estimateWindowMs).toBe(ESTIMATE_WINDOW_MS);
    expect(estimatePricedAt(product, 25 * 60_000 + 1)).toBe(20 * 60_000);
    const offer = offerFor(world, product);
    expect(offer?.quoteId).toBeDefined();
    const { order } = pay(world, VERIFIED, '12001', '100', { quoteId: offer?.quoteId, leverage: dec(20) });
    expect(order.offer).toMatchObject({ family: 'future-boost', leverage: '20', lower: offer?.lower.toFixed() });
  });
});
