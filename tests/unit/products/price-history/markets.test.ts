import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { marketsOfPlans } from '@/products/price-history/markets';

describe('markets of a page', () => {
  it('groups plans by market in the order seen, each level once', () => {
    const plan = (base: string, quote: string, lower: string, upper: string) => ({
      base,
      quote,
      live: new Decimal(100),
      levels: [
        { kind: 'lower' as const, price: new Decimal(lower) },
        { kind: 'upper' as const, price: new Decimal(upper) },
      ],
    });
    const markets = marketsOfPlans([
      plan('BTC', 'USDT', '90', '110'),
      plan('ETH', 'USDT', '9', '11'),
      plan('BTC', 'USDT', '90.0', '120'),
      plan('BTC', 'USDC', '90', '110'),
    ]);
    expect(markets.map((m) => `${m.base}/${m.quote}`)).toEqual(['BTC/USDT', 'ETH/USDT', 'BTC/USDC']);
    expect(markets[0]?.levels.map((l) => `${l.kind} ${l.price.toFixed()}`)).toEqual([
      'lower 90',
      'upper 110',
      'upper 120',
    ]);
  });
});
