// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { PositionAction } from '@/api/earn/order-intent-schema';
import { claimAdapter as launchpoolClaim, unstakeAdapter } from '@/features/launchpool/stake-adapters';
import { actionAdapter as liquidityAction, claimAdapter as liquidityClaim } from '@/features/liquidity-mining/adapters';
import { Decimal } from '@/lib/decimal';
import { orderKey } from '@/products/order-flow/order-key';
import { unresolvedIntent } from '@/products/order-flow/order-intent-store';
import { keyOf, useOrderFlow, type OrderFlow, type OrderFlowAdapter } from '@/products/order-flow/use-order-flow';
import { simulator } from '@/sim/node/sim-server';
import { loseAnswers } from '../support/lost-answers';
import { loginAs, renderWithQueryClient, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'flow'], beforeEach: () => localStorage.clear() });

const words = { locale: 'en', coinName: 'USDT', money: (v: Decimal) => `${v.toFixed()} USDT`, example: '12.5' };

describe('order keys are derived from what the order acts on', () => {
  it('the same claim from the wallet and from its family page is one key', () => {
    // The wallet's claim names the position's product type and id, as every claim intent does.
    const fromWallet = orderKey('claim', { product_type: ProductType.Launch, position_id: 'p1' });
    expect(keyOf(launchpoolClaim('p1', () => []))).toBe(fromWallet);
    expect(keyOf(liquidityClaim('p1', () => []))).not.toBe(fromWallet);
    expect(keyOf(launchpoolClaim(null, () => []))).toBe(`claim.${ProductType.Launch}.all`);
  });

  it('the same removal from the wallet and from the liquidity page is one key; another action on it is not', () => {
    const page = liquidityAction({ kind: 'remove', positionId: 'p7', locale: 'en' } as Parameters<
      typeof liquidityAction
    >[0]);
    expect(keyOf(page)).toBe(orderKey('action', { position_id: 'p7', action: PositionAction.RemoveLiquidity }));
    const unstake = unstakeAdapter({
      ...words,
      positionId: 'p7',
      rules: { precision: 4, held: new Decimal(1) },
      summary: () => [],
    });
    expect(keyOf(unstake)).not.toBe(keyOf(page));
  });

  it('an intent that does not act on its key is refused before anything is sent', () => {
    const rendered: { flow: OrderFlow<'claim', null> | null } = { flow: null };
    const wrong: OrderFlowAdapter<'claim', null> = {
      ...launchpoolClaim('p1', () => []),
      buildIntent: () => ({ product_type: ProductType.Launch, position_id: 'p2' }),
    };
    function Harness() {
      const flow = useOrderFlow(wrong, { loggedIn: true });
      useEffect(() => {
        rendered.flow = flow;
      });
      return null;
    }
    renderWithQueryClient(<Harness />);
    expect(() => rendered.flow?.submit(null)).toThrow(/does not act on/);
  });
});

describe('an unanswered order holds back its twin on another page', () => {
  const rendered: { flow: OrderFlow<'claim', null> | null } = { flow: null };
  function Harness({ adapter }: { adapter: OrderFlowAdapter<'claim', null> }) {
    const flow = useOrderFlow(adapter, { loggedIn: true });
    useEffect(() => {
      rendered.flow = flow;
    });
    return <output data-testid="state">{flow.state.name}</output>;
  }
  const reach = (name: string) =>
    waitFor(() => expect(screen.getByTestId('state').textContent).toBe(name), { timeout: 8000 });

  it('a launchpool claim whose answer never came is shown and looked up when the wallet opens the same claim', async () => {
    await loginAs('verified');
    const position = simulator.world.state.positions.find(
      (p) => p.userId === '1000001' && p.productType === ProductType.Launch,
    );
    if (!position) throw new Error('no launchpool position');
    const page = launchpoolClaim(position.id, () => []);
    const first = renderWithQueryClient(<Harness adapter={page} />);
    act(() => void rendered.flow?.submit(null));
    await reach('review');
    loseAnswers('claim-yield', { as: 'network' });
    simulator.setEndpointFault('query-orders', { http500: true, once: true });
    act(() => rendered.flow?.confirm());
    await reach('failed');
    const key = keyOf(page);
    const earlier = unresolvedIntent(key, '1000001');
    expect(earlier).not.toBeNull();
    first.unmount();

    // The wallet's claim of the same position: written as the wallet writes it, not with the page's adapter.
    const wallet: OrderFlowAdapter<'claim', null> = {
      kind: 'claim',
      target: { product_type: position.productType as ProductType, position_id: position.id },
      validate: () => null,
      buildIntent: () => ({ product_type: position.productType as ProductType, position_id: position.id }),
      summary: () => [],
    };
    renderWithQueryClient(<Harness adapter={wallet} />);
    // It opens on the earlier claim and settles it under the earlier client order id (the exchange answers
    // with the claim it already has) before anything new may start.
    await reach('done');
    expect(rendered.flow?.state).toMatchObject({ name: 'done', result: { is_duplicate: true } });
    expect(unresolvedIntent(key, '1000001')).toBeNull();
  });
});
