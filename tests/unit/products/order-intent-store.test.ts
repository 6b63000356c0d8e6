import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredIntent, clientOrderIdFor, INTENT_TTL_MS, intentFingerprint, loadDraftText, saveDraftText } from '@/products/order-flow/order-intent-store';

beforeEach(() => sessionStorage.clear());

describe('the persisted order intent', () => {
  let n = 0;
  const mint = () => `client-order-${++n}`;
  const intent = { product_id: '4001', product_type: 4, coin: 5, amount_e8: '10000000000' };

  it('reuses the id for the same intent within its life, as after a reload', () => {
    const first = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    expect(clientOrderIdFor('subscribe.4001', { coin: 5, amount_e8: '10000000000', product_type: 4, product_id: '4001' }, 1000 + INTENT_TTL_MS - 1, mint)).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('earn.order.intent.subscribe.4001') ?? 'null')).toMatchObject({ clientOrderId: first });
  });

  it('mints a new id for another intent, another key, after expiry, or once cleared', () => {
    const first = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    expect(clientOrderIdFor('subscribe.4001', { ...intent, amount_e8: '1' }, 1000, mint)).not.toBe(first);
    const second = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    expect(clientOrderIdFor('subscribe.4001', { ...intent, quote_id: 'q2' }, 1000, mint)).not.toBe(second);
    const third = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    expect(clientOrderIdFor('subscribe.4001', intent, 1000 + INTENT_TTL_MS, mint)).not.toBe(third);
    const fourth = clientOrderIdFor('subscribe.4001', intent, 5000, mint);
    clearStoredIntent('subscribe.4001');
    expect(clientOrderIdFor('subscribe.4001', intent, 5000, mint)).not.toBe(fourth);
    expect(clientOrderIdFor('action.redeem.1', intent, 5000, mint)).not.toBe(clientOrderIdFor('subscribe.4001', intent, 5000, mint));
  });

  it('fingerprints ignore key order and undefined members', () => {
    expect(intentFingerprint({ b: 1, a: { d: undefined, c: 2 } })).toBe('{"a":{"c":2},"b":1}');
  });

  it('keeps the typed text per key', () => {
    saveDraftText('subscribe.4001', '1,000.5');
    expect(loadDraftText('subscribe.4001')).toBe('1,000.5');
    expect(loadDraftText('subscribe.4002')).toBe('');
    saveDraftText('subscribe.4001', '');
    expect(loadDraftText('subscribe.4001')).toBe('');
  });
});
