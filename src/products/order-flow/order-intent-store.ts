import { mintClientOrderId } from '@/api/client-order-id';

/**
 * What survives a reload in this tab (sessionStorage), per order key (a family adapter's `key`, e.g.
 * `subscribe.4001` or `action.redeem.77`): the text being typed, and the last confirmed intent with its
 * client order id. Confirming the same intent again within its life reuses that id, so a reload or a retry
 * mid-flow can never place a second order: the exchange answers a repeated id with the order it has.
 */
export const INTENT_TTL_MS = 30 * 60_000;

export interface StoredIntent {
  /** The intent's request body, canonical JSON: the same order whatever the key order. */
  fingerprint: string;
  clientOrderId: string;
  createdAt: number;
}

const draftKey = (key: string) => `earn.order.draft.${key}`;
const intentKey = (key: string) => `earn.order.intent.${key}`;

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

/** JSON with sorted keys and without undefined members. */
export function intentFingerprint(intent: object): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(intent));
}

export function loadStoredIntent(key: string): StoredIntent | null {
  const raw = read(intentKey(key));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredIntent> | null;
    return v && typeof v.fingerprint === 'string' && typeof v.clientOrderId === 'string' && typeof v.createdAt === 'number'
      ? { fingerprint: v.fingerprint, clientOrderId: v.clientOrderId, createdAt: v.createdAt }
      : null;
  } catch {
    return null;
  }
}

/** The client order id for confirming this intent: the stored one for the same intent while fresh, else a new one. */
export function clientOrderIdFor(key: string, intent: object, now: number = Date.now(), mint: () => string = mintClientOrderId): string {
  const fingerprint = intentFingerprint(intent);
  const stored = loadStoredIntent(key);
  if (stored && stored.fingerprint === fingerprint && now - stored.createdAt < INTENT_TTL_MS) return stored.clientOrderId;
  const fresh: StoredIntent = { fingerprint, clientOrderId: mint(), createdAt: now };
  write(intentKey(key), JSON.stringify(fresh));
  return fresh.clientOrderId;
}

/** After the order is placed, or definitely refused: the next confirmation is a new intent with a new id. */
export function clearStoredIntent(key: string): void {
  write(intentKey(key), null);
}

export function loadDraftText(key: string): string {
  return read(draftKey(key)) ?? '';
}

export function saveDraftText(key: string, text: string): void {
  write(draftKey(key), text === '' ? null : text);
}
