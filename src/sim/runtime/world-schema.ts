// Sets zod's jitless mode (shared with zod/mini) before the schemas below are built: the demo runs under the CSP.
import '@/lib/zod';
import { z } from 'zod';
import { STATE_VERSION, type WorldState } from '../domain/state';

/**
 * The shape a saved world must have before the simulator trusts it. Storage is the reviewer's (or anyone's):
 * a hand-edited or half-written value that is valid JSON but not a world would otherwise crash the demo with a
 * TypeError deep in the engine. Objects stay loose so fields added by newer families pass; what the engine
 * reads everywhere (ids, amounts, times, collections) is checked.
 */

/** A decimal string as decimal.js writes it (exponent form included). */
const decimal = z.string().regex(/^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i);
const time = z.number().finite();
const nullableTime = time.nullable();
const id = z.string().min(1);

const balance = z.looseObject({ available: decimal, frozen: decimal });

const user = z.looseObject({
  id,
  username: z.string(),
  password: z.string(),
  kycLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  vip: z.looseObject({ isVip: z.boolean(), level: z.number() }),
  tags: z.array(z.string()),
  restricted: z.boolean(),
  wallets: z.record(z.string(), z.record(z.string(), balance)),
  autoSavings: z.array(z.number()),
});

const order = z.looseObject({
  id,
  clientOrderId: z.string().nullable(),
  userId: id,
  kind: z.string(),
  productId: z.string(),
  productType: z.number(),
  positionId: z.string().nullable(),
  coin: z.number(),
  returnCoin: z.number(),
  amount: decimal,
  status: z.number(),
  processing: z.number(),
  createdAt: time,
  updatedAt: time,
  dueAt: time,
  apr: decimal,
  returns: z.array(z.looseObject({ coin: z.number(), amount: decimal })),
});

const position = z.looseObject({
  id,
  userId: id,
  productId: z.string(),
  productType: z.number(),
  coin: z.number(),
  principal: decimal,
  earning: decimal,
  accrued: decimal,
  claimable: decimal,
  totalYield: decimal,
  apr: decimal,
  status: z.number(),
  subscribedAt: time,
  interestStartAt: time,
  maturityAt: nullableTime,
  pendingRedeem: decimal,
  pendingRedeemArrivalAt: nullableTime,
  accruedUntil: time,
  orderId: z.string(),
});

const record = z.looseObject({
  id,
  userId: id,
  type: z.number(),
  coin: z.number(),
  amount: decimal,
  status: z.number(),
  createdAt: time,
});

const pool = z.looseObject({ reserveBase: decimal, reserveQuote: decimal, totalShares: decimal, syncedAt: time });

const exportJob = z.looseObject({
  id,
  userId: id,
  kind: z.enum(['data', 'bill']),
  startAt: time,
  endAt: time,
  submitAt: time,
  status: z.number(),
  nextAt: time,
  readyAt: nullableTime,
  expireAt: nullableTime,
});

const worldStateSchema = z.looseObject({
  version: z.literal(STATE_VERSION),
  seed: z.number().int(),
  start: time,
  genesis: time,
  catalogueSize: z.number().int().positive().nullable(),
  clock: z.looseObject({ real: time, sim: time, speed: z.number().finite().nonnegative() }),
  processedUntil: time,
  seq: z.number().int(),
  users: z.record(z.string(), user),
  products: z.record(z.string(), z.looseObject({ deposited: decimal, participants: z.array(z.string()) })),
  orders: z.array(order),
  positions: z.array(position),
  records: z.array(record),
  pools: z.record(z.string(), pool),
  exports: z.array(exportJob),
  sessions: z.record(z.string(), z.string()),
  scenes: z.array(z.looseObject({ scene: z.string(), stage: z.number(), userIds: z.array(z.string()) })),
  maintenance: z.looseObject({ all: z.boolean(), productTypes: z.array(z.number()) }),
  registrations: z.array(z.string()),
  // Saves from before price shocks existed have none (restoreWorld fills it in).
  shocks: z.array(z.looseObject({ coin: z.number(), at: time, factor: decimal })).optional(),
  aprMoves: z.array(z.looseObject({ productId: z.string(), at: time, delta: decimal })).optional(),
});

/** The saved world when it is one this simulator can resume; null otherwise. */
export function parseWorldState(value: unknown): WorldState | null {
  const result = worldStateSchema.safeParse(value);
  return result.success ? (value as WorldState) : null;
}
