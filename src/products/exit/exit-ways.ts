import { millisecondsInDay, millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';
import { startOfUtcDayMs } from '@/lib/unix-time';
import { RedemptionType } from '@/api/earn/earn-enums';
import type { RedemptionRule } from '@/api/earn/product-schema';
import { Decimal, maxOf, minOf } from '@/lib/decimal';
import { earlyCloseMinimum } from '../early-close';
import type { FamilyId } from '../families';
import type { PositionActionKind } from '../family-views';
import { SWAP_FEE } from '../liquidity/pool-math';

/**
 * Every way out of a position (or of a product, for the amount being typed): when the money is in the wallet,
 * what leaving that way costs, whether it earns while it waits, and the daily quota it falls under. Pure: the
 * rules are the redemption rule the exchange sends plus each family's own (a table keyed by family, below).
 * Times are server ms; crypto is paid every day, so no rule skips a weekend.
 */

const MINUTE = millisecondsInMinute;
const HOUR = millisecondsInHour;
const YEAR = 365 * millisecondsInDay;

export type ExitWayKind =
  | 'redeemNow'
  | 'redeemQueued'
  | 'unstake'
  | 'earlyRedeem'
  | 'atMaturity'
  | 'closeEarly'
  | 'atSettlement'
  | 'removeLiquidity'
  | 'removeOneCoin'
  | 'claim';

export interface ExitCost {
  kind: 'fee' | 'forfeitedInterest' | 'slippage';
  amount: Decimal;
  coin: number;
  /** The most it can be (slippage; a forfeit that depends on the day one leaves). */
  upTo: boolean;
}

export interface ExitQuota {
  daily: Decimal;
  left: Decimal;
  resetsAtMs: number;
}

export interface ExitWay {
  kind: ExitWayKind;
  /** What this way pays out, in `coin` (principal; a pool's value in its quote coin; claimable yield). */
  amount: Decimal;
  coin: number;
  /** When the money is in the wallet if the user leaves this way now. */
  arrivalMs: number;
  /** How long it waits from now (unbonding, processing, the quota's next day, the term). */
  waitMs: number;
  /** Empty: it costs nothing. */
  costs: ExitCost[];
  earnsWhileWaiting: boolean;
  quota: ExitQuota | null;
}

/** What the ways are worked out from: a held position, or a product and the amount typed. */
export interface ExitSubject {
  family: FamilyId;
  /** A held position (costs so far) or a product being subscribed (costs at most). */
  held: boolean;
  coin: number;
  returnCoin: number;
  /** Return coin's asset precision: interest is paid rounded down to it. */
  returnPrecision: number;
  amount: Decimal;
  /** APR as a fraction. */
  apr: Decimal;
  rule: RedemptionRule;
  interestStartMs: number | null;
  /** Maturity, settlement or a launchpool's end; null when open-ended. */
  endMs: number | null;
  /** When a product's payout reaches the wallet, where the exchange says (preview's `payout_at`). */
  payoutMs?: number | null;
  claimable: Decimal;
  /** A quoted position that may close early: its value now and what closing pays, in `coin`. */
  offer?: { coin: number; estimate: Decimal; redeemEstimate: Decimal };
  /** A pool share: its value in the quote coin. */
  pool?: { coin: number; value: Decimal };
}

interface FamilyExit {
  ways: (subject: ExitSubject, nowMs: number) => ExitWay[];
  /** Minutes between a settlement and its payout in the wallet (discount buy: 15). */
  receiptMinutes?: number;
}

/** The next 00:00 UTC after `ms` (a day's quota starts again then, and the day's queued redemptions arrive). */
export function nextUtcMidnight(ms: number): number {
  return startOfUtcDayMs(ms) + millisecondsInDay;
}

/** The processing time of a delayed way out: minutes where the exchange gives them, else hours. */
function processingMs(rule: RedemptionRule): number {
  return rule.processing_minutes !== undefined ? rule.processing_minutes * MINUTE : rule.processing_hours * HOUR;
}

function way(
  kind: ExitWayKind,
  subject: ExitSubject,
  nowMs: number,
  arrivalMs: number,
  rest: Partial<ExitWay> = {},
): ExitWay {
  return {
    kind,
    amount: subject.amount,
    coin: subject.coin,
    arrivalMs,
    waitMs: Math.max(0, arrivalMs - nowMs),
    costs: [],
    earnsWhileWaiting: false,
    quota: null,
    ...rest,
  };
}

/** Whether early ways are closed: within the rule's lock before the end. */
function locked(subject: ExitSubject, nowMs: number): boolean {
  const lock = subject.rule.lock_before_maturity_minutes * MINUTE;
  return subject.endMs !== null && nowMs >= subject.endMs - lock;
}

/** The day's quota of instant redemption, when the exchange sets one (the whole of it when it does not say what is left). */
function quotaOf(rule: RedemptionRule, nowMs: number): ExitQuota | null {
  if (rule.daily_quota_e8 === undefined) return null;
  const daily = new Decimal(rule.daily_quota_e8).div(1e8);
  const left = rule.daily_quota_left_e8 === undefined ? daily : new Decimal(rule.daily_quota_left_e8).div(1e8);
  return { daily, left: maxOf(0, left), resetsAtMs: nextUtcMidnight(nowMs) };
}

/** Interest at `apr` on the amount over `ms`, rounded down to the coin's precision, as the exchange pays it. */
function interest(subject: ExitSubject, apr: Decimal, ms: number): Decimal {
  return subject.amount.times(apr).times(ms).div(YEAR).toDecimalPlaces(subject.returnPrecision, Decimal.ROUND_DOWN);
}

/**
 * Early redemption gives up the difference between the product's APR and the penalty APR for the time held
 * (each rounded down as paid). Held: since the interest started; a product: at most the whole term before the lock.
 */
function forfeitedInterest(subject: ExitSubject, nowMs: number): { amount: Decimal; upTo: boolean } {
  const start = subject.interestStartMs ?? nowMs;
  const until = subject.held ? nowMs : (subject.endMs ?? nowMs) - subject.rule.lock_before_maturity_minutes * MINUTE;
  const ms = Math.max(0, until - start);
  const penalty = new Decimal(subject.rule.penalty_apy_e8).div(1e8);
  const lost = interest(subject, subject.apr, ms).minus(interest(subject, penalty, ms));
  return { amount: maxOf(0, lost), upTo: !subject.held };
}

function endArrival(subject: ExitSubject, receiptMinutes: number): number | null {
  if (subject.payoutMs) return subject.payoutMs;
  return subject.endMs === null ? null : subject.endMs + receiptMinutes * MINUTE;
}

/** By the redemption rule the exchange sends: savings, staking, launchpool and the managed families. */
function byRule(subject: ExitSubject, nowMs: number): ExitWay[] {
  const { rule } = subject;
  const ways: ExitWay[] = [];
  const end = endArrival(subject, 0);
  const atEnd = () => {
    if (end !== null) ways.push(way('atMaturity', subject, nowMs, end, { earnsWhileWaiting: true }));
  };
  switch (rule.redemption_type) {
    case RedemptionType.Instant: {
      const quota = quotaOf(rule, nowMs);
      const fast = quota === null ? subject.amount : minOf(subject.amount, quota.left);
      if (fast.greaterThan(0) || quota === null)
        ways.push(way('redeemNow', subject, nowMs, nowMs, { amount: fast, quota }));
      // Beyond what is left of today's quota, the rest leaves the position now and arrives with the next day.
      if (quota !== null && subject.amount.greaterThan(fast)) {
        ways.push(way('redeemQueued', subject, nowMs, quota.resetsAtMs, { amount: subject.amount.minus(fast), quota }));
      }
      // A launchpool stake may leave at once or come back with the project's end.
      atEnd();
      break;
    }
    case RedemptionType.Delayed:
      ways.push(way('unstake', subject, nowMs, nowMs + processingMs(rule)));
      break;
    case RedemptionType.EarlyWithPenalty: {
      if (!locked(subject, nowMs)) {
        const lost = forfeitedInterest(subject, nowMs);
        ways.push(
          way('earlyRedeem', subject, nowMs, nowMs, {
            costs: [{ kind: 'forfeitedInterest', amount: lost.amount, coin: subject.returnCoin, upTo: lost.upTo }],
          }),
        );
      }
      atEnd();
      break;
    }
    default:
      atEnd();
  }
  return ways;
}

/** Settled at a price on a date: the money arrives then (plus the family's receipt delay), earning until it. */
function atSettlement(receiptMinutes = 0): FamilyExit {
  return {
    receiptMinutes,
    ways(subject, nowMs) {
      const end = endArrival(subject, receiptMinutes);
      return end === null ? [] : [way('atSettlement', subject, nowMs, end, { earnsWhileWaiting: true })];
    },
  };
}

/**
 * Double-win and smart leverage may close before settlement at the exchange's estimate: its unwinding fee is
 * the gap to the value now, and the order accepts up to the early-close slippage below the estimate.
 */
function closeEarlyOrSettle(subject: ExitSubject, nowMs: number): ExitWay[] {
  const ways: ExitWay[] = [];
  const offer = subject.offer;
  if (offer && offer.redeemEstimate.greaterThan(0) && !locked(subject, nowMs)) {
    ways.push(
      way('closeEarly', subject, nowMs, nowMs, {
        amount: offer.redeemEstimate,
        coin: offer.coin,
        costs: [
          {
            kind: 'fee',
            amount: maxOf(0, offer.estimate.minus(offer.redeemEstimate)),
            coin: offer.coin,
            upTo: false,
          },
          {
            kind: 'slippage',
            amount: offer.redeemEstimate.minus(earlyCloseMinimum(offer.redeemEstimate.times(1e8).toFixed(0))),
            coin: offer.coin,
            upTo: true,
          },
        ],
      }),
    );
  }
  return [...ways, ...atSettlement().ways(subject, nowMs)];
}

/**
 * A pool share comes out in both coins after the removal settles, at no fee; in one coin, half of it is
 * swapped at the pool's 0.3 % fee. It earns nothing while the removal settles.
 */
function removeFromPool(subject: ExitSubject, nowMs: number): ExitWay[] {
  const pool = subject.pool;
  if (!pool) return [];
  const arrival = nowMs + processingMs(subject.rule);
  return [
    way('removeLiquidity', subject, nowMs, arrival, { amount: pool.value, coin: pool.coin }),
    way('removeOneCoin', subject, nowMs, arrival, {
      amount: pool.value,
      coin: pool.coin,
      costs: [
        {
          kind: 'fee',
          amount: pool.value.div(2).times(SWAP_FEE).toDecimalPlaces(8, Decimal.ROUND_UP),
          coin: pool.coin,
          upTo: true,
        },
      ],
    }),
  ];
}

const BY_RULE: FamilyExit = { ways: byRule };

/** Each family's ways out; a new family is named here by the compiler. */
const FAMILY_EXITS = {
  flexible: BY_RULE,
  fixed: BY_RULE,
  pos: BY_RULE,
  defi: BY_RULE,
  dual: atSettlement(),
  launchpool: BY_RULE,
  liquidity: { ways: removeFromPool },
  'double-win': { ways: closeEarlyOrSettle },
  // Paid 15 minutes after the settlement price is fixed.
  'discount-buy': atSettlement(15),
  'smart-leverage': { ways: closeEarlyOrSettle },
  structured: atSettlement(),
  wealth: BY_RULE,
  'fund-pool-premium': BY_RULE,
  'private-wealth': BY_RULE,
  cloud: BY_RULE,
} satisfies Record<FamilyId, FamilyExit>;

/** Every way out of the subject, with a claim of its yield (at once, the principal still earning) where there is one. */
export function exitWays(subject: ExitSubject, nowMs: number): ExitWay[] {
  const ways = FAMILY_EXITS[subject.family].ways(subject, nowMs);
  if (subject.claimable.greaterThan(0)) {
    ways.push(
      way('claim', subject, nowMs, nowMs, {
        amount: subject.claimable,
        coin: subject.returnCoin,
        earnsWhileWaiting: true,
      }),
    );
  }
  return ways;
}

/** The ways a wallet action takes, shown in its dialog (a launchpool unstake is an instant redemption). */
export const WAYS_OF_ACTION: Record<PositionActionKind, readonly ExitWayKind[]> = {
  redeem: ['redeemNow', 'redeemQueued'],
  unstake: ['unstake', 'redeemNow'],
  earlyRedeem: ['earlyRedeem', 'atMaturity'],
  closeEarly: ['closeEarly', 'atSettlement'],
  removeLiquidity: ['removeLiquidity', 'removeOneCoin'],
  reinvest: [],
  claim: ['claim'],
};
