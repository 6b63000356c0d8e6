import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { actOnPosition, Action } from './actions';
import { claimYield } from './claims';
import { submitExport } from './exports';
import { lastPayoutAt } from './engine';
import { dec } from './money';
import { dualQuotes, offerFor, targetOpen } from './quotes';
import { subscribe, type SubscribeRequest } from './subscribe';
import { DAY, HOUR } from './time';
import type { World } from './world';

/** How far back the demo accounts' activity starts. */
export const HISTORY_DAYS = 21;

const VERIFIED = '1000001';
const VIP = '1000003';
const INSIDER = '1000006';
const BLOCKED = '1000004';
const RESTRICTED = '1000008';

/**
 * The past of the demo accounts, written through the same rules a user goes through (so records,
 * payouts, maturities and settlements are real): savings, a matured term, dual-asset settlements both
 * ways, staking, a pool position, a launchpool stake, exports.
 */
export function writeDemoHistory(world: World, start: number): void {
  let n = 0;
  const id = () => `seed-${(++n).toString().padStart(4, '0')}-history`;
  // Steps run in time order whatever order they are listed in: the engine only moves forward.
  const steps: Array<{ at: number; run: () => unknown }> = [];
  const plan = (at: number, run: () => unknown) => steps.push({ at, run });
  const sub = (
    userId: string,
    at: number,
    req: Omit<SubscribeRequest, 'clientOrderId' | 'accountType'> & { accountType?: number },
  ) =>
    plan(at, () => {
      const user = world.requireUser(userId);
      return subscribe(world, user, { accountType: AccountType.Funding, clientOrderId: id(), ...req }).order;
    });
  const product = (productId: string) => world.requireProduct(productId);
  const dual = (userId: string, at: number, productId: string, amount: string, step: number) =>
    plan(at, () => {
      const p = product(productId);
      // The `step`-th quote the index has not reached yet: the window may have opened hours before at a fast speed.
      const quote = dualQuotes(world, p).filter((q) => targetOpen(world, p, q.target))[step];
      if (!quote || !p.dual) throw new Error('no quote');
      return subscribe(world, world.requireUser(userId), {
        clientOrderId: id(),
        productId,
        productType: p.type,
        coin: p.coin,
        amount: dec(amount),
        accountType: AccountType.Funding,
        quoteId: quote.quoteId,
        dual: { direction: p.dual.direction, target: quote.target },
      }).order;
    });
  const d = (days: number, hours = 0) => start - days * DAY + hours * HOUR;

  sub(VERIFIED, d(20, 1.25), { productId: '4001', productType: ProductType.Flexible, coin: 5, amount: dec('3000') });
  sub(VERIFIED, d(18, 3), { productId: '6001', productType: ProductType.FixedTerm, coin: 5, amount: dec('2000') });
  sub(VERIFIED, d(12, 5), {
    productId: '6003',
    productType: ProductType.FixedTerm,
    coin: 5,
    amount: dec('5000'),
    autoReinvest: true,
  });
  sub(VERIFIED, d(9, 2), { productId: '4003', productType: ProductType.Flexible, coin: 1, amount: dec('0.2') });
  sub(VERIFIED, d(6, 4), { productId: '8002', productType: ProductType.Pos, coin: 18, amount: dec('50') });
  dual(VERIFIED, d(5, 1), '2001', '1000', 1);
  dual(VERIFIED, d(4, 6), '2006', '10', 0);
  // With seed 1 this one is converted (BTC sold high for USDT); the other three come back in the coin paid.
  dual(VERIFIED, d(4, 6), '2002', '0.05', 0);
  dual(VERIFIED, d(3, 2), '2005', '800', 0);
  sub(VERIFIED, d(3, 7), {
    productId: '5002',
    productType: ProductType.Liquidity,
    coin: 5,
    amount: dec('2000'),
    liquidity: { leverage: dec(2) },
  });
  plan(d(2, 3), () => {
    const flexible = world.state.positions.find((p) => p.userId === VERIFIED && p.productId === '4001');
    if (flexible)
      actOnPosition(world, world.requireUser(VERIFIED), {
        clientOrderId: id(),
        positionId: flexible.id,
        productType: ProductType.Flexible,
        action: Action.Redeem,
        amount: dec('500'),
      });
  });
  plan(d(2, 4), () => {
    const staking = world.state.positions.find((p) => p.userId === VERIFIED && p.productId === '8002');
    if (staking)
      actOnPosition(world, world.requireUser(VERIFIED), {
        clientOrderId: id(),
        positionId: staking.id,
        productType: ProductType.Pos,
        action: Action.Unstake,
        amount: dec('10'),
      });
  });
  // Claimed before the last payout, whatever the hour the world starts at, so there is a day's reward to claim now.
  plan(Math.min(d(1, 2), lastPayoutAt(start) - HOUR), () =>
    claimYield(world, world.requireUser(VERIFIED), { clientOrderId: id(), productType: ProductType.Pos }),
  );
  // Earning from the next UTC day: 45 hours back, it has earned for at least 21 full hours whatever the hour.
  sub(VERIFIED, d(2, 3), { productId: '3001', productType: ProductType.Launch, coin: 5, amount: dec('1500') });
  plan(d(1, 5), () => {
    const p = product('10001');
    const offer = offerFor(world, p);
    if (offer)
      subscribe(world, world.requireUser(VERIFIED), {
        clientOrderId: id(),
        productId: p.id,
        productType: p.type,
        coin: p.coin,
        amount: dec('200'),
        accountType: AccountType.Funding,
        quoteId: offer.quoteId,
      });
  });
  sub(VERIFIED, d(0, -2), { productId: '6012', productType: ProductType.FixedTerm, coin: 2, amount: dec('1') });
  sub(VIP, d(15, 2), { productId: '14001', productType: ProductType.FundPoolPremium, coin: 5, amount: dec('50000') });
  sub(VIP, d(10, 2), { productId: '4015', productType: ProductType.Flexible, coin: 5, amount: dec('20000') });
  sub(INSIDER, d(5, 2), { productId: '102', productType: ProductType.Defi, coin: 2, amount: dec('2') });
  // Held before the account's region was restricted: it stays visible and redeemable.
  sub(RESTRICTED, d(16, 2), { productId: '4001', productType: ProductType.Flexible, coin: 5, amount: dec('1000') });
  sub(BLOCKED, d(8, 2), { productId: '4001', productType: ProductType.Flexible, coin: 5, amount: dec('2000') });

  // Exports in every state: expired, failed (an injected fault), ready.
  plan(d(10, 1), () =>
    submitExport(world, world.requireUser(VERIFIED), { kind: 'data', startAt: d(20), endAt: d(11) }),
  );
  plan(d(3, 1), () => {
    world.injected.failExports.add(VERIFIED);
    submitExport(world, world.requireUser(VERIFIED), { kind: 'bill', startAt: d(20), endAt: d(4) });
  });
  plan(d(1, 1), () => submitExport(world, world.requireUser(VERIFIED), { kind: 'data', startAt: d(20), endAt: d(2) }));
  plan(d(0, -1), () => submitExport(world, world.requireUser(VERIFIED), { kind: 'bill', startAt: d(20), endAt: d(1) }));

  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) world.at(step.at, step.run);
}
