/**
 * Idempotent writes: a client order id is minted once when the user confirms an intent and sent with every
 * attempt of that intent, so a retry after a timeout can never place a second order (the exchange answers a
 * repeated id with the order it already has).
 */

/** 36 characters, the limit of the exchange's client id. */
export function mintClientOrderId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One confirmed intent. Create it when the confirm step opens (e.g. `useState(() => openOrderIntent())`),
 * pass `intent.withId(payload)` to the mutation, and open a new intent only for a new confirmation.
 */
export interface OrderIntent {
  readonly clientOrderId: string;
  /** The payload with this intent's id; the same id however often it is called. */
  withId<P extends object>(payload: P): P & { client_order_id: string };
}

export function openOrderIntent(mint: () => string = mintClientOrderId): OrderIntent {
  const clientOrderId = mint();
  return {
    clientOrderId,
    withId: (payload) => ({ ...payload, client_order_id: clientOrderId }),
  };
}
