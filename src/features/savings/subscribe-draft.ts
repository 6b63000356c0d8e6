import { mintClientOrderId } from '@/api/client-order-id';

/**
 * What survives a reload in this tab (sessionStorage): the amount being typed, and the intent last sent
 * to pay-order with its client order id. Confirming the same product, amount and options again within
 * the intent's life reuses that id, so a reload mid-flow can never place a second order: the exchange
 * answers a repeated id with the order it already has.
 */
export const INTENT_TTL_MS = 30 * 60_000;

export interface StoredIntent {
  productId: string;
  amountE8: string;
  autoReinvest: boolean;
  clientOrderId: string;
  createdAt: number;
}

const draftKey = (productId: string) => `earn.subscribe.amount.${productId}`;
const intentKey = (productId: string) => `earn.subscribe.intent.${productId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Private mode or a full storage: the flow still works, only without reload protection.
  }
}

export function loadDraftAmount(productId: string): string {
  return read(draftKey(productId)) ?? '';
}

export function saveDraftAmount(productId: string, amount: string): void {
  write(draftKey(productId), amount === '' ? null : amount);
}

function isIntent(value: unknown): value is StoredIntent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.productId === 'string' && typeof v.amountE8 === 'string' && typeof v.autoReinvest === 'boolean'
    && typeof v.clientOrderId === 'string' && typeof v.createdAt === 'number';
}

export function loadIntent(productId: string): StoredIntent | null {
  const raw = read(intentKey(productId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIntent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The intent for this confirmation: the stored one when it is the same order and still fresh, else a new one. */
export function intentFor(request: { productId: string; amountE8: string; autoReinvest: boolean }, now: number, mint: () => string = mintClientOrderId): StoredIntent {
  const stored = loadIntent(request.productId);
  if (
    stored &&
    stored.amountE8 === request.amountE8 &&
    stored.autoReinvest === request.autoReinvest &&
    now - stored.createdAt < INTENT_TTL_MS
  ) {
    return stored;
  }
  const intent: StoredIntent = { ...request, clientOrderId: mint(), createdAt: now };
  write(intentKey(request.productId), JSON.stringify(intent));
  return intent;
}

/** After the order is placed (or definitely refused for good), the next confirmation is a new intent. */
export function clearIntent(productId: string): void {
  write(intentKey(productId), null);
}
