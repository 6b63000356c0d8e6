import { beforeEach, describe, expect, it } from 'vitest';
import { clearIntent, intentFor, INTENT_TTL_MS, loadDraftAmount, saveDraftAmount } from '@/features/savings/subscribe-draft';

beforeEach(() => sessionStorage.clear());

describe('reload protection of the subscribe flow', () => {
  let n = 0;
  const mint = () => `client-order-${++n}`;
  const request = { productId: '4001', amountE8: '10000000000', autoReinvest: false };

  it('reuses the client order id for the same order within its life, as after a reload', () => {
    const first = intentFor(request, 1000, mint);
    const again = intentFor(request, 1000 + INTENT_TTL_MS - 1, mint);
    expect(again.clientOrderId).toBe(first.clientOrderId);
  });

  it('mints a new id for another amount, other options, after expiry, or once cleared', () => {
    const first = intentFor(request, 1000, mint);
    expect(intentFor({ ...request, amountE8: '1' }, 1000, mint).clientOrderId).not.toBe(first.clientOrderId);
    const second = intentFor(request, 1000, mint);
    expect(intentFor({ ...request, autoReinvest: true }, 1000, mint).clientOrderId).not.toBe(second.clientOrderId);
    const third = intentFor(request, 1000, mint);
    expect(intentFor(request, 1000 + INTENT_TTL_MS, mint).clientOrderId).not.toBe(third.clientOrderId);
    const fourth = intentFor(request, 5000, mint);
    clearIntent('4001');
    expect(intentFor(request, 5000, mint).clientOrderId).not.toBe(fourth.clientOrderId);
  });

  it('keeps the typed amount per product', () => {
    saveDraftAmount('4001', '150.5');
    expect(loadDraftAmount('4001')).toBe('150.5');
    expect(loadDraftAmount('4002')).toBe('');
    saveDraftAmount('4001', '');
    expect(loadDraftAmount('4001')).toBe('');
  });
});
