import { describe, expect, it } from 'vitest';
import { RedemptionType } from '@/api/earn/earn-enums';
import type { RedemptionRule } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { exitWays, nextUtcMidnight, type ExitSubject, type ExitWay } from '@/products/exit/exit-ways';

/** Worked examples of every family's ways out: arrival in UTC, cost as an amount, earning, quota. */

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const rule = (fields: Partial<RedemptionRule>): RedemptionRule => ({
  redemption_type: RedemptionType.Instant,
  processing_hours: 0,
  penalty_apy_e8: '0',
  lock_before_maturity_minutes: 0,
  ...fields,
});
const USDT = 5;

function subject(fields: Partial<ExitSubject>): ExitSubject {
  return {
    family: 'flexible',
    held: true,
    coin: USDT,
    returnCoin: USDT,
    returnPrecision: 4,
    amount: new Decimal('1000'),
    apr: new Decimal('0.05'),
    rule: rule({}),
    interestStartMs: null,
    endMs: null,
    claimable: new Decimal(0),
    ...fields,
  };
}

/** A way as plain figures, to compare whole. */
function read(way: ExitWay) {
  return {
    kind: way.kind,
    amount: way.amount.toFixed(),
    arrival: iso(way.arrivalMs),
    costs: way.costs.map((c) => `${c.kind}${c.upTo ? '≤' : ''} ${c.amount.toFixed()}`),
    earns: way.earnsWhileWaiting,
    ...(way.quota
      ? { quota: `${way.quota.left.toFixed()}/${way.quota.daily.toFixed()} until ${iso(way.quota.resetsAtMs)}` }
      : {}),
  };
}

describe('the next 00:00 UTC', () => {
  it.each([
    ['2025-01-31T23:30:00Z', '2025-02-01T00:00:00.000Z'], // month end
    ['2025-02-28T12:00:00Z', '2025-03-01T00:00:00.000Z'], // February of a common year
    ['2024-02-28T12:00:00Z', '2024-02-29T00:00:00.000Z'], // leap day
    ['2025-12-31T23:59:59Z', '2026-01-01T00:00:00.000Z'], // year end
    ['2025-06-06T20:00:00Z', '2025-06-07T00:00:00.000Z'], // a Friday: Saturday is a day like any other
    ['2025-06-07T00:00:00Z', '2025-06-08T00:00:00.000Z'], // at midnight: the next one
  ])('%s -> %s', (from, to) => {
    expect(iso(nextUtcMidnight(at(from)))).toBe(to);
  });
});

describe('flexible savings', () => {
  it('within the daily quota, everything arrives at once', () => {
    const ways = exitWays(
      subject({
        amount: new Decimal('300'),
        rule: rule({ daily_quota_e8: '200000000000', daily_quota_left_e8: '50000000000' }),
      }),
      at('2025-06-02T09:00:00Z'),
    );
    expect(ways.map(read)).toEqual([
      {
        kind: 'redeemNow',
        amount: '300',
        arrival: '2025-06-02T09:00:00.000Z',
        costs: [],
        earns: false,
        quota: '500/2000 until 2025-06-03T00:00:00.000Z',
      },
    ]);
  });

  it('beyond it, on a Friday at the month end: what is left today now, the rest on Saturday 1 February 00:00 UTC, earning nothing meanwhile', () => {
    // 2025-01-31 is a Friday; 500 USDT of the 2,000 a day are left.
    const ways = exitWays(
      subject({
        amount: new Decimal('1200'),
        rule: rule({ daily_quota_e8: '200000000000', daily_quota_left_e8: '50000000000' }),
      }),
      at('2025-01-31T23:30:00Z'),
    );
    expect(ways.map(read)).toEqual([
      {
        kind: 'redeemNow',
        amount: '500',
        arrival: '2025-01-31T23:30:00.000Z',
        costs: [],
        earns: false,
        quota: '500/2000 until 2025-02-01T00:00:00.000Z',
      },
      {
        kind: 'redeemQueued',
        amount: '700',
        arrival: '2025-02-01T00:00:00.000Z',
        costs: [],
        earns: false,
        quota: '500/2000 until 2025-02-01T00:00:00.000Z',
      },
    ]);
    expect(ways[1]?.waitMs).toBe(30 * 60_000);
  });

  it("with today's quota used up, all of it waits for the next day; without a quota, nothing waits", () => {
    const used = exitWays(
      subject({ rule: rule({ daily_quota_e8: '200000000000', daily_quota_left_e8: '0' }) }),
      at('2025-06-02T09:00:00Z'),
    );
    expect(used.map((w) => [w.kind, w.amount.toFixed(), iso(w.arrivalMs)])).toEqual([
      ['redeemQueued', '1000', '2025-06-03T00:00:00.000Z'],
    ]);
    const free = exitWays(subject({}), at('2025-06-02T09:00:00Z'));
    expect(free.map(read)).toEqual([
      { kind: 'redeemNow', amount: '1000', arrival: '2025-06-02T09:00:00.000Z', costs: [], earns: false },
    ]);
  });

  it('claimable yield is one more way out, at once, the principal still earning', () => {
    const ways = exitWays(subject({ claimable: new Decimal('1.25') }), at('2025-06-02T09:00:00Z'));
    expect(ways.map(read)[1]).toEqual({
      kind: 'claim',
      amount: '1.25',
      arrival: '2025-06-02T09:00:00.000Z',
      costs: [],
      earns: true,
    });
  });
});

describe('on-chain staking', () => {
  it('unstaking waits out the unbonding period through the weekend and the month end, earning nothing', () => {
    // SOL: 48 hours from Saturday 30 November 22:00 UTC is Monday 2 December 22:00 UTC.
    const ways = exitWays(
      subject({
        family: 'pos',
        amount: new Decimal('50'),
        rule: rule({ redemption_type: RedemptionType.Delayed, processing_hours: 48 }),
      }),
      at('2024-11-30T22:00:00Z'),
    );
    expect(ways.map(read)).toEqual([
      { kind: 'unstake', amount: '50', arrival: '2024-12-02T22:00:00.000Z', costs: [], earns: false },
    ]);
    expect(ways[0]?.waitMs).toBe(48 * 3_600_000);
  });

  it("DOT's 28 days from 31 January end on 28 February (a common year)", () => {
    const ways = exitWays(
      subject({ family: 'pos', rule: rule({ redemption_type: RedemptionType.Delayed, processing_hours: 672 }) }),
      at('2025-01-31T12:00:00Z'),
    );
    expect(iso(ways[0]?.arrivalMs ?? 0)).toBe('2025-02-28T12:00:00.000Z');
  });
});

describe('fixed term', () => {
  const term = (fields: Partial<ExitSubject> = {}) =>
    subject({
      family: 'fixed',
      amount: new Decimal('2000'),
      apr: new Decimal('0.08'),
      rule: rule({
        redemption_type: RedemptionType.EarlyWithPenalty,
        penalty_apy_e8: '1000000',
        lock_before_maturity_minutes: 30,
      }),
      interestStartMs: at('2025-02-01T00:00:00Z'),
      endMs: at('2025-03-03T00:00:00Z'),
      ...fields,
    });

  it('early after 28 days held (all of February): the interest at 8 % less the interest at 1 %, each rounded down as paid', () => {
    // 2000 × 0.08 × 28/365 = 12.2739… → 12.2739; 2000 × 0.01 × 28/365 = 1.5342… → 1.5342; forfeited 10.7397 USDT.
    const ways = exitWays(term(), at('2025-03-01T00:00:00Z'));
    expect(ways.map(read)).toEqual([
      {
        kind: 'earlyRedeem',
        amount: '2000',
        arrival: '2025-03-01T00:00:00.000Z',
        costs: ['forfeitedInterest 10.7397'],
        earns: false,
      },
      { kind: 'atMaturity', amount: '2000', arrival: '2025-03-03T00:00:00.000Z', costs: [], earns: true },
    ]);
  });

  it('before interest starts (T+1) nothing is forfeited; in the last 30 minutes only maturity is left', () => {
    expect(exitWays(term(), at('2025-01-31T18:00:00Z')).map(read)[0]?.costs).toEqual(['forfeitedInterest 0']);
    expect(exitWays(term(), at('2025-03-02T23:31:00Z')).map((w) => w.kind)).toEqual(['atMaturity']);
  });

  it('for a product being subscribed, the forfeit is at most the whole term before the lock', () => {
    // 30 days less 30 minutes = 719.5 h: 2000 × 0.08 × 719.5 / 8760 = 13.1415… → 13.1415 less
    // 2000 × 0.01 × 719.5 / 8760 = 1.6426… → 1.6426: 11.4989 USDT at most.
    const ways = exitWays(term({ held: false, payoutMs: at('2025-03-03T00:00:00Z') }), at('2025-01-31T10:00:00Z'));
    expect(ways.map(read)[0]?.costs).toEqual(['forfeitedInterest≤ 11.4989']);
  });

  it('a term without early redemption comes back at maturity only, earning to the end', () => {
    const ways = exitWays(
      term({ rule: rule({ redemption_type: RedemptionType.AtMaturityOnly, lock_before_maturity_minutes: 30 }) }),
      at('2025-02-10T00:00:00Z'),
    );
    expect(ways.map(read)).toEqual([
      { kind: 'atMaturity', amount: '2000', arrival: '2025-03-03T00:00:00.000Z', costs: [], earns: true },
    ]);
  });
});

describe('liquidity', () => {
  it('a removal settles in 5 minutes, across the year end; in one coin, half is swapped at the 0.3 % fee', () => {
    const ways = exitWays(
      subject({
        family: 'liquidity',
        rule: rule({ processing_minutes: 5 }),
        pool: { coin: USDT, value: new Decimal('2000') },
        claimable: new Decimal('0.5'),
      }),
      at('2025-12-31T23:58:00Z'),
    );
    expect(ways.map(read)).toEqual([
      { kind: 'removeLiquidity', amount: '2000', arrival: '2026-01-01T00:03:00.000Z', costs: [], earns: false },
      { kind: 'removeOneCoin', amount: '2000', arrival: '2026-01-01T00:03:00.000Z', costs: ['fee≤ 3'], earns: false },
      { kind: 'claim', amount: '0.5', arrival: '2025-12-31T23:58:00.000Z', costs: [], earns: true },
    ]);
  });
});

describe('the settled families', () => {
  it('double-win closes early at the estimate: the unwinding fee and at most 1 % slippage, as amounts; or waits for settlement', () => {
    const ways = exitWays(
      subject({
        family: 'double-win',
        endMs: at('2025-06-30T08:00:00Z'),
        offer: { coin: USDT, estimate: new Decimal('1020'), redeemEstimate: new Decimal('999.6') },
      }),
      at('2025-06-28T10:00:00Z'),
    );
    expect(ways.map(read)).toEqual([
      {
        kind: 'closeEarly',
        amount: '999.6',
        arrival: '2025-06-28T10:00:00.000Z',
        costs: ['fee 20.4', 'slippage≤ 9.996'],
        earns: false,
      },
      { kind: 'atSettlement', amount: '1000', arrival: '2025-06-30T08:00:00.000Z', costs: [], earns: true },
    ]);
  });

  it('discount buy pays 15 minutes after its settlement; dual asset at it', () => {
    const end = at('2025-05-31T08:00:00Z');
    expect(
      exitWays(subject({ family: 'discount-buy', endMs: end }), at('2025-05-30T08:00:00Z')).map((w) =>
        iso(w.arrivalMs),
      ),
    ).toEqual(['2025-05-31T08:15:00.000Z']);
    expect(
      exitWays(subject({ family: 'dual', endMs: end }), at('2025-05-30T08:00:00Z')).map((w) => iso(w.arrivalMs)),
    ).toEqual(['2025-05-31T08:00:00.000Z']);
  });

  it("a launchpool stake leaves at once or comes back with the project's end", () => {
    const ways = exitWays(
      subject({ family: 'launchpool', endMs: at('2025-07-01T00:00:00Z') }),
      at('2025-06-02T09:00:00Z'),
    );
    expect(ways.map((w) => [w.kind, iso(w.arrivalMs), w.earnsWhileWaiting])).toEqual([
      ['redeemNow', '2025-06-02T09:00:00.000Z', false],
      ['atMaturity', '2025-07-01T00:00:00.000Z', true],
    ]);
  });
});
