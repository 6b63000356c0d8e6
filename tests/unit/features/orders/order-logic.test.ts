import { describe, expect, it } from 'vitest';
import {
  DualDirection,
  LiquidityAction,
  LiquidityPositionState,
  OrderStatus,
  ProcessingState,
  ProductType,
  StakingAction,
} from '@/api/earn/earn-enums';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { orderSearchSchema, STATUS_PARAMS } from '@/features/orders/order-search';
import { orderStatusView, processingView, stakingActionKey } from '@/features/orders/order-status';
import { dualDirectionKey } from '@/products/dual/order-view';
import { liquidityActionKey, liquidityStateKey } from '@/products/liquidity/order-view';
import { ordersRequest, utcDayEdge } from '@/features/orders/orders-request';

describe('status mappings (spec §4)', () => {
  it.each([
    [OrderStatus.Pending, 'status.pending', 'progress'],
    [OrderStatus.Active, 'status.active', 'positive'],
    [OrderStatus.Completed, 'status.completed', 'neutral'],
    [OrderStatus.Failed, 'status.failed', 'negative'],
    [OrderStatus.Suspended, 'status.suspended', 'warning'],
    [99, 'status.unknown', 'neutral'],
  ])('order status %i -> %s (%s)', (status, key, tone) => {
    expect(orderStatusView(status)).toEqual({ key, tone });
  });

  it('filters by the five statuses by name', () => {
    expect(STATUS_PARAMS).toEqual({ pending: 1, active: 2, suspended: 5, completed: 3, failed: 4 });
  });

  it.each([
    [ProcessingState.InProgress, 'processing.inprogress'],
    [ProcessingState.Success, 'processing.success'],
    [ProcessingState.Failed, 'processing.failed'],
    [7, 'status.unknown'],
  ])('processing %i -> %s', (state, key) => {
    expect(processingView(state).key).toBe(key);
  });

  it.each([
    [StakingAction.Stake, 'stakingAction.stake'],
    [StakingAction.Unstake, 'stakingAction.unstake'],
    [StakingAction.Redeem, 'stakingAction.redeem'],
    [StakingAction.Yield, 'stakingAction.yield'],
    [StakingAction.Claim, 'stakingAction.claim'],
    [undefined, 'stakingAction.stake'],
    [9, 'status.unknown'],
  ])('staking action %s -> %s', (action, key) => {
    expect(stakingActionKey(action)).toBe(key);
  });

  it.each([
    [LiquidityPositionState.AddPending, 'liquidityState.addPending'],
    [LiquidityPositionState.Effective, 'liquidityState.effective'],
    [LiquidityPositionState.RemovePending, 'liquidityState.removePending'],
    [3, 'status.unknown'],
  ])('liquidity position %i -> %s', (state, key) => {
    expect(liquidityStateKey(state)).toBe(key);
  });

  it.each([
    [LiquidityAction.Add, 'liquidityAction.add'],
    [LiquidityAction.Remove, 'liquidityAction.remove'],
    [LiquidityAction.Reinvest, 'liquidityAction.reinvest'],
    [LiquidityAction.ReduceLeverage, 'liquidityAction.reduceLeverage'],
  ])('liquidity action %i -> %s', (action, key) => {
    expect(liquidityActionKey(action)).toBe(key);
  });

  it.each([
    [DualDirection.BuyLow, 'direction.buyLow'],
    [DualDirection.SellHigh, 'direction.sellHigh'],
    [DualDirection.Unknown, 'direction.unknown'],
  ])('dual direction %i -> %s', (direction, key) => {
    expect(dualDirectionKey(direction)).toBe(key);
  });
});

describe('order lists', () => {
  it('narrows the all-orders page by group; group pages ignore the filter', () => {
    expect(ordersRequest('all', {}, undefined).request.product_types).toBeUndefined();
    expect(ordersRequest('all', { family: 'dual' }, undefined).request.product_types).toEqual([ProductType.Dual]);
    expect(ordersRequest('dual', { family: 'savings' }, undefined).request.product_types).toEqual([ProductType.Dual]);
  });
});

describe('request and search parameters', () => {
  const coins = { byName: new Map([['SOL', { coin: 18 }]]) } as unknown as CoinCatalogue;

  it('builds the query-orders request from the filters', () => {
    expect(
      ordersRequest('defi', { status: 'pending', coin: 'sol', from: '2025-05-01', to: '2025-05-02' }, coins),
    ).toEqual({
      unknownCoin: false,
      request: {
        limit: 20,
        product_types: [ProductType.Pos, ProductType.Defi],
        order_status: OrderStatus.Pending,
        base_coin: 18,
        start_at: utcDayEdge('2025-05-01', 'start'),
        end_at: utcDayEdge('2025-05-02', 'end'),
      },
    });
    expect(utcDayEdge('2025-05-02', 'end')).toBe(String(Date.UTC(2025, 4, 3) / 1000 - 1));
  });

  it('reports a coin it does not know instead of filtering by it', () => {
    expect(ordersRequest('all', { coin: 'NOPE' }, coins)).toEqual({ unknownCoin: true, request: { limit: 20 } });
    expect(ordersRequest('all', { coin: 'SOL' }, undefined).unknownCoin).toBe(false);
  });

  it('drops hostile values', () => {
    expect(
      orderSearchSchema.parse({
        status: 'hacked',
        coin: '<img src=x>',
        from: '2025-02-30x',
        to: 5,
        family: 'all',
        order: '../1',
      }),
    ).toEqual({
      status: undefined,
      coin: undefined,
      from: undefined,
      to: undefined,
      family: undefined,
      order: undefined,
    });
    expect(
      orderSearchSchema.parse({ status: 'suspended', coin: 'USDT', family: 'liquidity', order: '123' }),
    ).toMatchObject({
      status: 'suspended',
      coin: 'USDT',
      family: 'liquidity',
      order: '123',
    });
  });
});
