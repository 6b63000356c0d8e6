import { mintClientOrderId } from '@/api/client-order-id';

/**
 * What survives a reload, per order key (a family adapter's `key`, e.g. `subscribe.4001` or
 * `action.redeem.77`): the text being typed (this tab, sessionStorage), and the last confirmed intent with its
 * client order id (localStorage, so another tab and a reload see it too). Confirming the same intent again
 * reuses that id, so a reload or a retry mid-flow can never place a second order: the exchange answers a
 * repeated id with the order it has.
 *
 * An intent that was sent and whose answer never came (`sent`, `unknown`) is kept, whatever its age, until the
 * flow learns the outcome: the order is placed (cleared), refused (cleared) or not at the exchange
 * (`missing`, kept for its id only). Until then no other intent may be confirmed under the same key. Records
 * carry a version and are validated on read; one that does not read back is dropped. Where storage is
 * disabled or full, records live in memory for the page's life.
 */
export const INTENT_TTL_MS = 30 * 60_000;
/** An unresolved intent older than this is given up (the exchange's order list no longer reaches back that far). */
export const UNRESOLVED_TTL_MS = 7 * 24 * 3600_000;
const INTENT_RECORD_VERSION = 2;

/**
 * `minted`: confirmed, not yet sent. `sent`: on its way (a reload now leaves its outcome unknown).
 * `unknown`: no answer was read. `missing`: the exchange has no order with this id (nothing was placed).
 */
export type IntentPhase = 'minted' | 'sent' | 'unknown' | 'missing';

/** The order as sent, to show it and look it up again after a reload. */
export interface SentOrder {
  kind: string;
  intent: object;
  preview: unknown;
  /** Who placed it (the profile's id; '' when not known then): another user of the browser is not held by it. */
  userId: string;
}

export interface StoredIntent {
  /** The intent's request body, canonical JSON: the same order whatever the key order. */
  fingerprint: string;
  clientOrderId: string;
  createdAt: number;
  /** When it went out (epoch ms): an order not listed long after that never reached the exchange. */
  sentAt?: number;
  phase: IntentPhase;
  order?: SentOrder;
}

const draftKey = (key: string) => `earn.order.draft.${key}`;
const intentKey = (key: string) => `earn.order.v${INTENT_RECORD_VERSION}.intent.${key}`;

/** Values that could not be stored (disabled or full storage), by storage and key. */
const memory = new Map<string, string>();

function storageOf(kind: 'local' | 'session'): Storage | null {
  try {
    const s = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

/**
 * Where a record of this kind may live, most durable first: an order record falls back to this tab's
 * sessionStorage when localStorage is full or refused (it still survives a reload), a draft has only the
 * tab's own storage.
 */
const PLACES: Record<'local' | 'session', ReadonlyArray<'local' | 'session'>> = {
  local: ['local', 'session'],
  session: ['session'],
};

function read(kind: 'local' | 'session', key: string): string | null {
  const held = memory.get(`${kind}:${key}`);
  if (held !== undefined) return held;
  for (const place of PLACES[kind]) {
    try {
      const value = storageOf(place)?.getItem(key) ?? null;
      if (value !== null) return value;
    } catch {
      // Refused: the next place, then nothing.
    }
  }
  return null;
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  const slot = `${kind}:${key}`;
  let kept = value === null;
  for (const place of PLACES[kind]) {
    try {
      const s = storageOf(place);
      if (!s) continue;
      if (value === null || kept) s.removeItem(key);
      else {
        s.setItem(key, value);
        kept = true;
      }
    } catch {
      // Full or refused: the next place keeps it.
    }
  }
  // Private mode or every storage full: keep it for this page's life (the review says a reload would lose it).
  if (value === null || kept) memory.delete(slot);
  else memory.set(slot, value);
}

/**
 * Whether an order record written now survives a reload of this tab. Where it does not (storage disabled or
 * full), the review says so: a reload in the middle of an order could not find the order it sent.
 */
export function orderRecordsSurviveReload(): boolean {
  const probe = 'earn.order.probe';
  for (const place of PLACES.local) {
    try {
      const s = storageOf(place);
      if (!s) continue;
      s.setItem(probe, '1');
      s.removeItem(probe);
      return true;
    } catch {
      // The next place.
    }
  }
  return false;
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

const PHASES: readonly IntentPhase[] = ['minted', 'sent', 'unknown', 'missing'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored record when it is of this version and whole; the order it names must match its fingerprint. */
function parseRecord(raw: string): StoredIntent | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(v) || v.v !== INTENT_RECORD_VERSION) return null;
  const { fingerprint, clientOrderId, createdAt, sentAt, phase, order } = v;
  if (
    typeof fingerprint !== 'string' ||
    typeof clientOrderId !== 'string' ||
    clientOrderId === '' ||
    clientOrderId.length > 36
  )
    return null;
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt) || !PHASES.includes(phase as IntentPhase))
    return null;
  const record: StoredIntent = { fingerprint, clientOrderId, createdAt, phase: phase as IntentPhase };
  if (typeof sentAt === 'number' && Number.isFinite(sentAt)) record.sentAt = sentAt;
  if (order !== undefined) {
    if (
      !isRecord(order) ||
      typeof order.kind !== 'string' ||
      !isRecord(order.intent) ||
      typeof order.userId !== 'string'
    )
      return null;
    if (intentFingerprint(order.intent) !== fingerprint) return null;
    record.order = { kind: order.kind, intent: order.intent, preview: order.preview ?? null, userId: order.userId };
  }
  return record;
}

export function loadStoredIntent(key: string): StoredIntent | null {
  const raw = read('local', intentKey(key));
  if (!raw) return null;
  const record = parseRecord(raw);
  // Unreadable (an older version, another shape, a broken write): nothing usable is kept under this key.
  if (!record) write('local', intentKey(key), null);
  return record;
}

function store(key: string, record: StoredIntent): void {
  write('local', intentKey(key), JSON.stringify({ v: INTENT_RECORD_VERSION, ...record }));
}

function isUnresolved(record: StoredIntent, now: number): boolean {
  return (
    (record.phase === 'sent' || record.phase === 'unknown') &&
    record.order !== undefined &&
    now - record.createdAt < UNRESOLVED_TTL_MS
  );
}

/**
 * The sent intent of this key whose outcome is not known yet (placed by `userId`), or null. While there is
 * one, the flow looks it up before any other intent under the key may be confirmed.
 */
export function unresolvedIntent(
  key: string,
  userId: string,
  now: number = Date.now(),
): (StoredIntent & { order: SentOrder }) | null {
  const record = loadStoredIntent(key);
  if (!record || !isUnresolved(record, now)) return null;
  const owner = record.order?.userId ?? '';
  if (owner !== '' && owner !== userId) return null;
  return record as StoredIntent & { order: SentOrder };
}

/** Another order's outcome under the same key is not known yet: it must be looked up first. */
export class UnresolvedIntentError extends Error {
  constructor(readonly key: string) {
    super(`an earlier order under ${key} has an unknown outcome`);
    this.name = 'UnresolvedIntentError';
  }
}

/**
 * The client order id for confirming this intent: the stored one for the same intent (while fresh, or for as
 * long as its outcome is unknown), else a new one. Never replaces an unresolved intent of another order
 * (throws `UnresolvedIntentError`; the flow looks that one up instead).
 */
export function clientOrderIdFor(
  key: string,
  intent: object,
  now: number = Date.now(),
  mint: () => string = mintClientOrderId,
): string {
  const fingerprint = intentFingerprint(intent);
  const stored = loadStoredIntent(key);
  if (
    stored &&
    stored.fingerprint === fingerprint &&
    (now - stored.createdAt < INTENT_TTL_MS || isUnresolved(stored, now))
  )
    return stored.clientOrderId;
  if (stored && isUnresolved(stored, now)) throw new UnresolvedIntentError(key);
  const fresh: StoredIntent = { fingerprint, clientOrderId: mint(), createdAt: now, phase: 'minted' };
  store(key, fresh);
  return fresh.clientOrderId;
}

/** The order is about to go out: from now on its outcome counts as unknown until an answer is read. */
export function markIntentSent(key: string, clientOrderId: string, order: SentOrder, now: number = Date.now()): void {
  const stored = loadStoredIntent(key);
  if (!stored || stored.clientOrderId !== clientOrderId) return;
  store(key, { ...stored, phase: 'sent', sentAt: now, order });
}

/**
 * Runs `work` while no other tab of this browser runs work for the same order key (the Web Locks API; where
 * it is missing, at once). Minting a client order id and marking it sent happen under it, so two tabs that
 * confirm at the same instant never mint two ids for one key: the second sees the first's order.
 */
export function withOrderLock<T>(key: string, work: () => T): T | Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return work();
  return locks.request(`earn.order.${key}`, () => work());
}

/** No answer was read (timeout, dropped connection, 5xx, an unreadable body): keep it until it is looked up. */
export function markIntentUnknown(key: string, clientOrderId: string): void {
  const stored = loadStoredIntent(key);
  if (stored?.clientOrderId === clientOrderId) store(key, { ...stored, phase: 'unknown' });
}

/**
 * The exchange has no order under this id: the intent no longer holds others, but confirming the same
 * order again keeps its id (should the lost request still arrive, the exchange sees one order).
 */
export function markIntentMissing(key: string, clientOrderId: string, now: number = Date.now()): void {
  const stored = loadStoredIntent(key);
  if (stored?.clientOrderId === clientOrderId) store(key, { ...stored, phase: 'missing', createdAt: now });
}

/** After the order is placed, or definitely refused: the next confirmation is a new intent with a new id. */
export function clearStoredIntent(key: string): void {
  write('local', intentKey(key), null);
}

export function loadDraftText(key: string): string {
  return read('session', draftKey(key)) ?? '';
}

export function saveDraftText(key: string, text: string): void {
  write('session', draftKey(key), text === '' ? null : text);
}
