// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredIntent,
  clientOrderIdFor,
  INTENT_TTL_MS,
  intentFingerprint,
  loadDraftText,
  loadStoredIntent,
  markIntentMissing,
  markIntentSent,
  markIntentUnknown,
  saveDraftText,
  unresolvedIntent,
  UnresolvedIntentError,
  UNRESOLVED_TTL_MS,
} from '@/products/order-flow/order-intent-store';

const RECORD = 'earn.order.v2.intent.subscribe.4001';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the persisted order intent', () => {
  let n = 0;
  const mint = () => `client-order-${++n}`;
  const intent = { product_id: '4001', product_type: 4, coin: 5, amount_e8: '10000000000' };
  const sent = (i: object = intent) => ({ kind: 'subscribe', intent: i, preview: null, userId: '1000001' });

  it('reuses the id for the same intent within its life, as after a reload (versioned record in localStorage)', () => {
    const first = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    expect(
      clientOrderIdFor(
        'subscribe.4001',
        { coin: 5, amount_e8: '10000000000', product_type: 4, product_id: '4001' },
        1000 + INTENT_TTL_MS - 1,
        mint,
      ),
    ).toBe(first);
    expect(JSON.parse(localStorage.getItem(RECORD) ?? 'null')).toMatchObject({
      v: 2,
      clientOrderId: first,
      phase: 'minted',
    });
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
    expect(clientOrderIdFor('action.redeem.1', intent, 5000, mint)).not.toBe(
      clientOrderIdFor('subscribe.4001', intent, 5000, mint),
    );
  });

  it('an intent sent without an answer is kept past its life until the outcome is known, and holds every other intent', () => {
    const id = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    markIntentSent('subscribe.4001', id, sent());
    markIntentUnknown('subscribe.4001', id);
    const later = 1000 + 3 * INTENT_TTL_MS;
    // The same order keeps its id however late it is confirmed again.
    expect(clientOrderIdFor('subscribe.4001', intent, later, mint)).toBe(id);
    // Another order under the same key is refused until this one is settled.
    expect(() => clientOrderIdFor('subscribe.4001', { ...intent, amount_e8: '1' }, later, mint)).toThrow(
      UnresolvedIntentError,
    );
    expect(unresolvedIntent('subscribe.4001', '1000001', later)).toMatchObject({
      clientOrderId: id,
      phase: 'unknown',
      order: { intent },
    });
    // Another user of the browser is not held by it; a record older than a week is given up.
    expect(unresolvedIntent('subscribe.4001', '1000002', later)).toBeNull();
    expect(unresolvedIntent('subscribe.4001', '1000001', 1000 + UNRESOLVED_TTL_MS)).toBeNull();
  });

  it('an order found missing no longer holds others but keeps its id for the same intent', () => {
    const id = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    markIntentSent('subscribe.4001', id, sent());
    markIntentMissing('subscribe.4001', id, 2000);
    expect(unresolvedIntent('subscribe.4001', '1000001', 2000)).toBeNull();
    expect(clientOrderIdFor('subscribe.4001', intent, 2000 + INTENT_TTL_MS - 1, mint)).toBe(id);
    expect(clientOrderIdFor('subscribe.4001', { ...intent, amount_e8: '1' }, 2000, mint)).not.toBe(id);
  });

  it('drops stored records that do not read back: another version, another shape, an order that does not match its fingerprint', () => {
    const id = clientOrderIdFor('subscribe.4001', intent, 1000, mint);
    markIntentSent('subscribe.4001', id, sent());
    const good = JSON.parse(localStorage.getItem(RECORD) ?? '{}') as Record<string, unknown>;
    for (const bad of [
      '{"fingerprint":',
      JSON.stringify({ ...good, v: 1 }),
      JSON.stringify({ ...good, clientOrderId: 42 }),
      JSON.stringify({ ...good, phase: 'placed?' }),
      JSON.stringify({ ...good, order: { ...(good.order as object), intent: { ...intent, amount_e8: '999' } } }),
      JSON.stringify([good]),
    ]) {
      localStorage.setItem(RECORD, bad);
      expect(loadStoredIntent('subscribe.4001')).toBeNull();
      expect(localStorage.getItem(RECORD)).toBeNull();
    }
  });

  it('falls back to memory when storage is disabled or full: the unknown outcome still holds', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const id = clientOrderIdFor('subscribe.4002', intent, 1000, mint);
    markIntentSent('subscribe.4002', id, sent());
    markIntentUnknown('subscribe.4002', id);
    expect(clientOrderIdFor('subscribe.4002', intent, 1000, mint)).toBe(id);
    expect(unresolvedIntent('subscribe.4002', '1000001', 1000)?.clientOrderId).toBe(id);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(unresolvedIntent('subscribe.4002', '1000001', 1000)?.clientOrderId).toBe(id);
    clearStoredIntent('subscribe.4002');
    expect(unresolvedIntent('subscribe.4002', '1000001', 1000)).toBeNull();
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
