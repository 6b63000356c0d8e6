import { SimCode, fail } from './errors';
import { nextId } from './ledger';
import type { UserState } from './state';
import { DAY } from './time';
import type { World } from './world';

/**
 * Private wealth enquiries: a qualified (VIP) client asks a relationship manager to call back about a
 * product or a mandate. The simulator records them and answers with a reference and the reply deadline.
 */
export interface EnquiryState {
  id: string;
  userId: string;
  productId: string | null;
  /** Amount the client has in mind, in `coin`; null when not said. */
  amount: string | null;
  coin: number | null;
  /** 1 email, 2 phone. */
  contact: 1 | 2;
  /** 1 morning, 2 afternoon, 3 evening (the client's local time). */
  slot: 1 | 2 | 3;
  note: string;
  submittedAt: number;
  /** A manager replies within one business day. */
  replyBy: number;
}

export interface EnquiryInput {
  productId?: string;
  amount?: string;
  coin?: number;
  contact: 1 | 2;
  slot: 1 | 2 | 3;
  note: string;
}

/** Enquiries a client may have open at once; a further one answers 336. */
const MAX_OPEN_ENQUIRIES = 5;

export function enquiriesOf(world: World, userId: string): EnquiryState[] {
  return (world.state.enquiries ?? []).filter((e) => e.userId === userId);
}

/** Only VIP clients may enquire (334 otherwise); a named product must be a private-wealth one. */
export function submitEnquiry(world: World, user: UserState, input: EnquiryInput): EnquiryState {
  world.limiter.check(`${user.id}:write`);
  if (!user.vip.isVip) fail(SimCode.NotEligible, 'private wealth is for VIP clients');
  if (input.productId !== undefined) {
    const product = world.requireProduct(input.productId);
    if (product.family !== 'private-wealth') fail(SimCode.InvalidParameter, 'not a private wealth product');
  }
  const now = world.now();
  const open = enquiriesOf(world, user.id).filter((e) => e.replyBy > now);
  if (open.length >= MAX_OPEN_ENQUIRIES) fail(SimCode.MaxPendingOrders, 'too many open enquiries');
  const enquiry: EnquiryState = {
    id: `PW${nextId(world.state)}`,
    userId: user.id,
    productId: input.productId ?? null,
    amount: input.amount ?? null,
    coin: input.coin ?? null,
    contact: input.contact,
    slot: input.slot,
    note: input.note.trim(),
    submittedAt: now,
    replyBy: replyDeadline(now),
  };
  (world.state.enquiries ??= []).push(enquiry);
  return enquiry;
}

/** One business day: Friday and weekend enquiries are answered on Monday. */
export function replyDeadline(at: number): number {
  let due = at + DAY;
  while ([0, 6].includes(new Date(due).getUTCDay())) due += DAY;
  return due;
}
