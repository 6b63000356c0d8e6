import { AccountType, PositionStatus } from '@/api/earn/earn-enums';
import { productDetailSchema, type ProductDetail } from '@/api/earn/product-schema';
import { createWorld, DEFAULT_START } from '@/sim/domain/create-world';
import { dec } from '@/sim/domain/money';
import { subscribe, type SubscribeRequest } from '@/sim/domain/subscribe';
import type { PositionState } from '@/sim/domain/state';
import type { World } from '@/sim/domain/world';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';

/** Demo account ids (src/sim/demo-accounts.ts). */
export const VERIFIED = '1000001';
export const UNVERIFIED = '1000002';
export const VIP = '1000003';
export const BLOCKED = '1000004';
export const INSIDER = '1000006';
export const START = DEFAULT_START;

/** A world with frozen time at the default start; without the seeded history unless asked. */
/** Real time as the worlds of these tests see it: it moves only when a test says so (rate limits count it). */
let real = 1_000_000;

export function tickReal(ms: number): void {
  real += ms;
}

export function freshWorld(options: { history?: boolean; seed?: number; catalogueSize?: number } = {}): World {
  return createWorld({
    seed: options.seed ?? 1,
    history: options.history ?? false,
    speed: 0,
    realNow: () => real,
    catalogueSize: options.catalogueSize,
  });
}

/** A product as the exchange sends it to the verified user, read through the app's schema. */
export function productOnWire(world: World, productId: string): ProductDetail {
  return productDetailSchema.parse(toProductDetail(world, world.requireProduct(productId), VERIFIED));
}

/** Moves simulated time and processes everything due. */
export function advance(world: World, ms: number): void {
  world.clock.advance(ms);
  world.sync();
}

let counter = 0;
export function clientId(): string {
  counter += 1;
  return `test-order-${counter.toString().padStart(6, '0')}`;
}

export function pay(
  world: World,
  userId: string,
  productId: string,
  amount: string,
  extra: Partial<SubscribeRequest> = {},
) {
  const product = world.requireProduct(productId);
  return subscribe(world, world.requireUser(userId), {
    clientOrderId: clientId(),
    productId,
    productType: product.type,
    coin: product.coin,
    amount: dec(amount),
    accountType: AccountType.Funding,
    ...extra,
  });
}

/** The user's open (not closed) position in a product; throws when there is none. */
export function heldBy(world: World, userId: string, productId: string): PositionState {
  const position = world.state.positions.find(
    (p) => p.userId === userId && p.productId === productId && p.status !== PositionStatus.Closed,
  );
  if (!position) throw new Error(`no position of ${userId} in ${productId}`);
  return position;
}

export function funding(world: World, userId: string, coin: number): string {
  return world.requireUser(userId).wallets[String(AccountType.Funding)]?.[String(coin)]?.available ?? '0';
}

/** Runs a call and returns the SimError code it throws (0 when it does not throw). */
export function codeOf(call: () => unknown): number {
  try {
    call();
    return 0;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'number') throw error;
    return code;
  }
}
