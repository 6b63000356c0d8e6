import { describe, expect, it } from 'vitest';
import { AccountType, LiquidityRemoveMode, ProductType } from '@/api/earn/earn-enums';
import type { SwapQuote } from '@/api/earn/liquidity-swap';
import { PositionAction } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import {
  actionAdapter,
  addAdapter,
  addFigures,
  claimAdapter,
  swapAdapter,
  type AddDraft,
} from '@/features/liquidity-mining/adapters';
import { liquidityRouteSearch } from '@/features/liquidity-mining/route-search';
import { Decimal } from '@/lib/decimal';
import type { LiquidityPool } from '@/products/liquidity/pools';

const pool = {
  product: {} as ProductDetail,
  productId: '5001',
  poolId: 'P-BTC-USDT',
  base: 1,
  quote: 5,
  maxLeverage: new Decimal(3),
  reserves: { x: new Decimal(300), y: new Decimal(19_200_000) },
  price: new Decimal(64_000),
  apr: new Decimal('0.42'),
  apr7d: new Decimal('0.4'),
  feeApr: new Decimal('0.38'),
  feeApr7d: new Decimal('0.36'),
  rewardApr: new Decimal('0.04'),
  loanApr: new Decimal('0.08'),
  liquidity: new Decimal(38_400_000),
  dailyYield: new Decimal(40_000),
  available: true,
  minAmount: new Decimal(10),
} satisfies LiquidityPool;
const words = (coinName: string, precision: number, balance: string) => ({
  locale: 'en-US',
  coinName,
  money: (v: Decimal) => `${v.toFixed()} ${coinName}`,
  example: '12.5',
  rules: { precision, balance: new Decimal(balance) },
});
const add = addAdapter({
  pool,
  locale: 'en-US',
  baseWords: words('BTC', 6, '0.5'),
  quoteWords: words('USDT', 4, '20000'),
  summary: () => [],
});
const draft = (over: Partial<AddDraft>): AddDraft => ({
  mode: 'quote',
  text: '1,000',
  textY: '',
  leverage: '3',
  acknowledged: true,
  ...over,
});

describe('liquidity add', () => {
  it('checks amounts, the minimum margin, the leverage and the acknowledgement, in that order', () => {
    expect(add.validate(draft({ text: '' }))?.key).toBe('flow:amount.required');
    expect(add.validate(draft({ text: '20,001' }))?.key).toBe('flow:amount.insufficient');
    expect(add.validate(draft({ text: '1.00001' }))?.key).toBe('flow:amount.precision');
    expect(add.validate(draft({ text: '9.99' }))).toEqual({
      key: 'liquidity:add.belowMin',
      values: { amount: '10 USDT' },
    });
    expect(add.validate(draft({ leverage: '3.1' }))).toEqual({
      key: 'liquidity:add.leverageRange',
      values: { max: '3' },
    });
    expect(add.validate(draft({ leverage: '0.9' }))?.key).toBe('liquidity:add.leverageRange');
    expect(add.validate(draft({ leverage: '2.25' }))?.key).toBe('liquidity:add.leverageRange');
    expect(add.validate(draft({ acknowledged: false }))).toEqual({ key: 'liquidity:add.ackRequired', values: {} });
    expect(add.validate(draft({}))).toBeNull();
    // Two coins: the quote side is checked too; the margin is both legs at the pool price.
    expect(add.validate(draft({ mode: 'both', text: '0.01', textY: '' }))?.key).toBe('flow:amount.required');
    expect(add.validate(draft({ mode: 'both', text: '0.6', textY: '640' }))?.key).toBe('flow:amount.insufficient');
    expect(add.validate(draft({ mode: 'both', text: '0.01', textY: '640' }))).toBeNull();
  });

  it('builds exact e8 intents for one coin and for two', () => {
    expect(add.kind).toBe('subscribe');
    expect(add.buildIntent(draft({}))).toEqual({
      product_id: '5001',
      product_type: ProductType.Liquidity,
      coin: 5,
      amount_e8: '100000000000',
      account_type: AccountType.Funding,
      liquidity: { leverage: '3' },
    });
    expect(add.buildIntent(draft({ mode: 'both', text: '0.01', textY: '640.5', leverage: '1.5' }))).toMatchObject({
      coin: 1,
      amount_e8: '1000000',
      liquidity: { leverage: '1.5', amount_y_e8: '64050000000' },
    });
    expect(add.buildIntent(draft({ mode: 'base', text: '0.02' }))).toMatchObject({
      coin: 1,
      amount_e8: '2000000',
      liquidity: { leverage: '3' },
    });
  });

  it('computes margin, loan and liquidation price as the user types', () => {
    const f = addFigures(draft({ mode: 'both', text: '0.01', textY: '640' }), pool, 'en-US');
    expect(f?.margin.toFixed()).toBe('1280');
    expect(f?.loan.toFixed()).toBe('2560');
    expect(f?.liquidationPrice.toDecimalPlaces(2).toFixed()).toBe('31517.39');
    expect(addFigures(draft({ leverage: '7' }), pool, 'en-US')).toBeNull();
  });
});

describe('liquidity swap', () => {
  const fresh = new Map<string, SwapQuote>();
  const swap = swapAdapter({
    pool,
    locale: 'en-US',
    words: words('USDT', 4, '1000'),
    queryClient: {} as never,
    summary: () => [],
    fresh,
  });
  it('checks the amount and a slippage above 0 and at most 5 %', () => {
    expect(swap.validate({ baseIn: false, text: '1,001', slippage: '0.5' })?.key).toBe('flow:amount.insufficient');
    expect(swap.validate({ baseIn: false, text: '100', slippage: '0' })?.key).toBe('liquidity:swap.slippageRange');
    expect(swap.validate({ baseIn: false, text: '100', slippage: '5.01' })?.key).toBe('liquidity:swap.slippageRange');
    expect(swap.validate({ baseIn: false, text: '100', slippage: 'x' })?.key).toBe('liquidity:swap.slippageRange');
    expect(swap.validate({ baseIn: false, text: '100', slippage: '1' })).toBeNull();
  });

  it('places the quote its review showed: its id and its minimum received', () => {
    const intent = swap.buildIntent({ baseIn: false, text: '100', slippage: '0.5' });
    expect(intent).toEqual({ pool_id: 'P-BTC-USDT', coin_in: 5, amount_in_e8: '10000000000', slippage_e8: '500000' });
    const quote = { quote_id: 'SQ-P-BTC-USDT-100', min_received_e8: '155000', expire_at: '115' } as SwapQuote;
    expect(swap.request?.(intent, quote)).toEqual({
      ...intent,
      quote_id: 'SQ-P-BTC-USDT-100',
      min_received_e8: '155000',
    });
    expect(swap.quote?.of?.(intent, quote)).toEqual({ quoteId: 'SQ-P-BTC-USDT-100', expireAt: 115_000, apyE8: '0' });
  });
});

describe('liquidity position actions', () => {
  const base = { positionId: 'lp1', leverage: new Decimal(3), locale: 'en-US', summary: () => [] };
  it('removes a whole percentage from 1 to 100, in both coins or one', () => {
    const remove = actionAdapter({ ...base, kind: 'remove' });
    for (const bad of ['0', '101', '50.5', '', 'x'])
      expect(remove.validate({ text: bad, mode: LiquidityRemoveMode.Both })?.key).toBe('liquidity:remove.rateRange');
    expect(remove.validate({ text: '50', mode: LiquidityRemoveMode.Both })).toBeNull();
    expect(remove.buildIntent({ text: '50', mode: LiquidityRemoveMode.QuoteOnly })).toEqual({
      position_id: 'lp1',
      product_type: ProductType.Liquidity,
      action: PositionAction.RemoveLiquidity,
      remove_rate: 50,
      remove_mode: LiquidityRemoveMode.QuoteOnly,
    });
  });

  it('reduces leverage to at least 1 and below the current one', () => {
    const reduce = actionAdapter({ ...base, kind: 'reduce' });
    expect(reduce.validate({ text: '3', mode: 1 })).toEqual({
      key: 'liquidity:reduce.targetRange',
      values: { current: '3' },
    });
    expect(reduce.validate({ text: '0.5', mode: 1 })?.key).toBe('liquidity:reduce.targetRange');
    expect(reduce.validate({ text: '1.5', mode: 1 })).toBeNull();
    expect(reduce.buildIntent({ text: '1.5', mode: 1 })).toMatchObject({
      action: PositionAction.ReduceLeverage,
      target_leverage: '1.5',
    });
  });

  it('adds margin up to the balance and the loan', () => {
    const margin = actionAdapter({
      ...base,
      kind: 'margin',
      marginWords: {
        ...words('USDT', 4, '500'),
        rules: { precision: 4, balance: new Decimal(500), max: new Decimal(2000) },
      },
    });
    expect(margin.validate({ text: '600', mode: 1 })?.key).toBe('flow:amount.insufficient');
    expect(
      actionAdapter({
        ...base,
        kind: 'margin',
        marginWords: {
          ...words('USDT', 4, '5000'),
          rules: { precision: 4, balance: new Decimal(5000), max: new Decimal(2000) },
        },
      }).validate({ text: '2,001', mode: 1 })?.key,
    ).toBe('flow:amount.overMax');
    expect(margin.buildIntent({ text: '250.5', mode: 1 })).toMatchObject({
      action: PositionAction.AddMargin,
      amount_e8: '25050000000',
    });
  });

  it('reinvests and claims without anything to type', () => {
    const reinvest = actionAdapter({ ...base, kind: 'reinvest' });
    expect(reinvest.validate({ text: '', mode: 1 })).toBeNull();
    expect(reinvest.buildIntent({ text: '', mode: 1 })).toEqual({
      position_id: 'lp1',
      product_type: ProductType.Liquidity,
      action: PositionAction.ReinvestYield,
    });
    expect(claimAdapter(null, () => []).buildIntent(null)).toEqual({ product_type: ProductType.Liquidity });
    expect(claimAdapter('lp1', () => []).buildIntent(null)).toEqual({
      product_type: ProductType.Liquidity,
      position_id: 'lp1',
    });
  });
});

describe('liquidity route search', () => {
  it('keeps a known tab and a pair, and drops anything else', () => {
    expect(liquidityRouteSearch({ tab: 'swap', pool: 'btc-usdt' })).toEqual({ tab: 'swap', pool: 'BTC-USDT' });
    expect(liquidityRouteSearch({ tab: '<script>', pool: 'BTC/USDT' })).toEqual({});
    expect(liquidityRouteSearch({ tab: 'my-liquidity', pool: 42 })).toEqual({ tab: 'my-liquidity' });
  });
});
