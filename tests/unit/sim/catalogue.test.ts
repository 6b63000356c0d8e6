// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { displayStatusFor } from '@/sim/domain/eligibility';
import type { Family } from '@/sim/domain/catalogue/product';
import { COINS, coin, iconUrl } from '@/sim/domain/coins';
import { freshWorld } from './sim-test-kit';
import { existsSync } from 'node:fs';
import path from 'node:path';

const FAMILIES: Family[] = [
  'flexible',
  'fixed',
  'dual',
  'liquidity',
  'launchpool',
  'structured',
  'pos',
  'double-win',
  'discount-buy',
  'future-boost',
  'wealth',
  'fund-pool-premium',
  'private-wealth',
  'cloud',
  'defi',
];

describe('catalogue', () => {
  const world = freshWorld();
  const products = world.catalogue.products;

  it('has at least 60 products covering every family and every product type', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const type of Object.values(ProductType))
      expect(
        products.some((p) => p.type === type),
        `type ${type}`,
      ).toBe(true);
    for (const family of FAMILIES)
      expect(
        products.some((p) => p.family === family),
        family,
      ).toBe(true);
  });

  it('shows every availability state of spec §4', () => {
    const seen = new Set(products.map((p) => displayStatusFor(world, p, null)));
    for (const status of [
      DisplayStatus.Available,
      DisplayStatus.Soldout,
      DisplayStatus.NotStarted,
      DisplayStatus.Offline,
      DisplayStatus.SubscribeEnd,
      DisplayStatus.Forbidden,
    ]) {
      expect(seen.has(status), `status ${status}`).toBe(true);
    }
  });

  it('has tiered APRs, quotas, windows, VIP-only and scene-gated products', () => {
    expect(products.some((p) => p.tiers.length > 1)).toBe(true);
    expect(products.some((p) => p.quota !== null)).toBe(true);
    expect(products.some((p) => p.subscribeEndAt !== null)).toBe(true);
    expect(products.some((p) => p.vipOnly)).toBe(true);
    expect(products.some((p) => p.whitelistScene !== null)).toBe(true);
    expect(products.some((p) => p.grayScene !== null)).toBe(true);
  });

  it('grows to 500 products on request, with unique ids and the same rules', () => {
    const big = freshWorld({ catalogueSize: 500 });
    expect(big.catalogue.products).toHaveLength(500);
    expect(new Set(big.catalogue.products.map((p) => p.id)).size).toBe(500);
  });

  it('has at least 15 coins with the observed enums and the spec precision overrides', () => {
    expect(COINS.length).toBeGreaterThanOrEqual(15);
    expect([coin(2).name, coin(5).name, coin(16).name, coin(18).name]).toEqual(['ETH', 'USDT', 'USDC', 'SOL']);
    const byName = (n: string) => COINS.find((c) => c.name === n);
    expect(byName('BIT')?.assetPrecision).toBe(8);
    expect(byName('LTC')?.assetPrecision).toBe(8);
    expect(byName('MATIC')?.assetPrecision).toBe(4);
  });

  it('serves a light and a dark icon for every coin', () => {
    for (const c of COINS) {
      for (const theme of ['light', 'dark'] as const) {
        const url = iconUrl(c.enum, theme);
        expect(existsSync(path.join('public', url)), url).toBe(true);
      }
    }
  });
});
