import { describe, expect, it } from 'vitest';
import { ExportStatus } from '@/api/earn/earn-enums';
import { BOM, csvField, parseCsv, toCsv } from '@/sim/domain/csv';
import { SimCode } from '@/sim/domain/errors';
import { WalletRecordType } from '@/api/earn/earn-enums';
import { actOnPosition } from '@/sim/domain/actions';
import { coin as coinOf } from '@/sim/domain/coins';
import { dec } from '@/sim/domain/money';
import { PRODUCT_TYPE_NAMES } from '@/sim/domain/names';
import { Action } from '@/sim/domain/position-action';
import { dualQuotes, offerFor } from '@/sim/domain/quotes';
import {
  BILL_HEADER,
  cancelExport,
  DATA_HEADER,
  exportCsv,
  readyExport,
  retryExport,
  submitExport,
  type ExportRequest,
} from '@/sim/domain/exports';
import { addUtcMonths, DAY, MINUTE, startOfUtcDay } from '@/sim/domain/time';
import type { World } from '@/sim/domain/world';
import { advance, clientId, codeOf, freshWorld, pay, START, tickReal, UNVERIFIED, VERIFIED } from './sim-test-kit';

const today = startOfUtcDay(START);

function submit(world: World, userId: string, req: Partial<ExportRequest>) {
  return submitExport(world, world.requireUser(userId), {
    kind: 'data',
    startAt: today - 20 * DAY,
    endAt: today,
    ...req,
  });
}

describe('CSV writing', () => {
  it('quotes fields per RFC 4180 and writes a BOM and CRLF', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    const text = toCsv(
      ['a', 'b'],
      [
        ['1', 'x,y'],
        ['2', 'q"'],
      ],
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toBe(`${BOM}a,b\r\n1,"x,y"\r\n2,"q"""\r\n`);
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['1', 'x,y'],
      ['2', 'q"'],
    ]);
  });
});

describe('exports', () => {
  it('runs queued -> processing -> ready -> expired', () => {
    const world = freshWorld({ history: true });
    const job = submit(world, VERIFIED, {});
    expect(job.status).toBe(ExportStatus.Queued);
    expect(codeOf(() => readyExport(world, world.requireUser(VERIFIED), 'data', job.id))).toBe(SimCode.ExportNotReady);
    advance(world, 2 * MINUTE);
    expect(job.status).toBe(ExportStatus.Processing);
    advance(world, 3 * MINUTE);
    expect(job.status).toBe(ExportStatus.Ready);
    expect(readyExport(world, world.requireUser(VERIFIED), 'data', job.id)).toBe(job);
    advance(world, 7 * DAY);
    expect(job.status).toBe(ExportStatus.Expired);
    // Expired and failed exports can be retried.
    retryExport(world, world.requireUser(VERIFIED), 'data', job.id);
    expect(job.status).toBe(ExportStatus.Queued);
  });

  it('writes one row per record of the user in the range, oldest first, in UTC with exact amounts', () => {
    const world = freshWorld({ history: true });
    const from = today - 10 * DAY;
    const to = today - 2 * DAY;
    const job = submit(world, VERIFIED, { startAt: from, endAt: to });
    advance(world, 5 * MINUTE);
    const rows = parseCsv(exportCsv(world, job));
    expect(rows[0]).toEqual([...DATA_HEADER]);
    const expected = world.state.records
      .filter((r) => r.userId === VERIFIED && r.createdAt >= from && r.createdAt < to + DAY)
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));
    expect(expected.length).toBeGreaterThan(5);
    expect(rows.slice(1).map((r) => r[1])).toEqual(expected.map((r) => r.id));
    for (const row of rows.slice(1)) {
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const t = Date.parse(`${row[0]?.replace(' ', 'T')}Z`);
      expect(t >= from && t < to + DAY).toBe(true);
    }
    const first = expected[0];
    const firstRow = rows[1];
    expect(firstRow?.[3]).toBe(first?.coin === 5 ? 'USDT' : firstRow?.[3]);
    // Amounts carry the coin's asset precision, signed, exactly as the ledger holds them.
    expect(rows.slice(1).every((r) => /^-?\d+\.\d{4,8}$/.test(r[4] ?? ''))).toBe(true);
    expect(rows.slice(1).some((r) => r[2] === 'Interest')).toBe(true);
  });

  it('writes bills (orders) with product names, filtered by family and coin', () => {
    const world = freshWorld({ history: true });
    const job = submitExport(world, world.requireUser(VERIFIED), {
      kind: 'bill',
      startAt: today - 20 * DAY,
      endAt: today,
      productTypes: [2],
    });
    advance(world, 5 * MINUTE);
    const rows = parseCsv(exportCsv(world, job));
    expect(rows[0]).toEqual([...BILL_HEADER]);
    expect(rows).toHaveLength(1 + 4);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['BTC-USDT 1d', 'SOL-USDT 8h', 'BTC-USDT 1d', 'SOL-USDT 8h']);
    expect(rows.slice(1).every((r) => r[3] === 'Dual asset' && r[8] === 'Completed' && r[11] !== '')).toBe(true);
  });

  it('leaves the APR of a bill empty where the order quotes none (a double-win, a claim), never "0"', () => {
    const world = freshWorld({ history: true });
    const job = submitExport(world, world.requireUser(VERIFIED), {
      kind: 'bill',
      startAt: today - 20 * DAY,
      endAt: today,
    });
    advance(world, 5 * MINUTE);
    const rows = parseCsv(exportCsv(world, job)).slice(1);
    const apr = BILL_HEADER.indexOf('APR (%)');
    const doubleWin = rows.filter((r) => r[3] === PRODUCT_TYPE_NAMES[10]);
    expect(doubleWin.length).toBeGreaterThan(0);
    for (const row of doubleWin) expect(row[apr]).toBe('');
    expect(rows.some((r) => r[apr] === '0')).toBe(false);
    expect(rows.filter((r) => r[apr] !== '').length).toBeGreaterThan(5);
  });

  it('328 for an invalid range: end before start, over 6 months, more than 2 years back, in the future', () => {
    const world = freshWorld({ history: true });
    expect(codeOf(() => submit(world, VERIFIED, { startAt: today, endAt: today - DAY }))).toBe(SimCode.ExportInvalid);
    expect(codeOf(() => submit(world, VERIFIED, { startAt: addUtcMonths(today, -7), endAt: today }))).toBe(
      SimCode.ExportInvalid,
    );
    expect(
      codeOf(() => submit(world, VERIFIED, { startAt: addUtcMonths(today, -25), endAt: addUtcMonths(today, -24) })),
    ).toBe(SimCode.ExportInvalid);
    expect(codeOf(() => submit(world, VERIFIED, { startAt: today + 2 * DAY, endAt: today + 3 * DAY }))).toBe(
      SimCode.ExportInvalid,
    );
    // Exactly 6 months is fine.
    expect(codeOf(() => submit(world, VERIFIED, { startAt: addUtcMonths(today, -6) + DAY, endAt: today }))).toBe(0);
  });

  it('303 when there is nothing to export', () => {
    const world = freshWorld({ history: true });
    expect(codeOf(() => submit(world, UNVERIFIED, { startAt: today - 60 * DAY, endAt: today - 40 * DAY }))).toBe(
      SimCode.ExportNoRecord,
    );
  });

  it('327 for a duplicate of a live request, and not after it is cancelled', () => {
    const world = freshWorld({ history: true });
    const job = submit(world, VERIFIED, {});
    expect(codeOf(() => submit(world, VERIFIED, {}))).toBe(SimCode.ExportDuplicate);
    cancelExport(world, world.requireUser(VERIFIED), 'data', job.id);
    expect(job.status).toBe(ExportStatus.Cancelled);
    expect(codeOf(() => submit(world, VERIFIED, {}))).toBe(0);
  });

  it('326 after 5 requests of a kind in one UTC day; the next day is a new allowance', () => {
    const world = freshWorld({ history: true });
    for (let i = 0; i < 5; i++) submit(world, VERIFIED, { startAt: today - (10 + i) * DAY });
    expect(codeOf(() => submit(world, VERIFIED, { startAt: today - 16 * DAY }))).toBe(SimCode.ExportLimit);
    // The bill export has its own allowance.
    expect(
      codeOf(() =>
        submitExport(world, world.requireUser(VERIFIED), { kind: 'bill', startAt: today - 20 * DAY, endAt: today }),
      ),
    ).toBe(0);
    advance(world, DAY);
    expect(codeOf(() => submit(world, VERIFIED, { startAt: today - 16 * DAY }))).toBe(0);
  });

  it('fails a job when a fault is injected, and a retry then succeeds', () => {
    const world = freshWorld({ history: true });
    world.injected.failExports.add(VERIFIED);
    const job = submit(world, VERIFIED, {});
    advance(world, 5 * MINUTE);
    expect(job.status).toBe(ExportStatus.Failed);
    retryExport(world, world.requireUser(VERIFIED), 'data', job.id);
    advance(world, 5 * MINUTE);
    expect(job.status).toBe(ExportStatus.Ready);
  });
});

describe('bill rows against the orders they come from', () => {
  const BASES = [1, 2, 18]; // BTC, ETH, SOL

  /** The demo history plus an order of every settled family, each settled (or closed) after prices move by `factor`. */
  function settledWorld(factor: string): World {
    const world = freshWorld({ history: true });
    // Each order is processed before the next (the exchange caps pending orders); quotes are read just before paying.
    const settle = <T>(placed: T): T => {
      advance(world, 10 * MINUTE);
      tickReal(1000);
      return placed;
    };
    const quote = (id: string) => {
      const offer = offerFor(world, world.requireProduct(id));
      if (!offer) throw new Error(`no offer for ${id}`);
      return offer.quoteId;
    };
    const dual = (id: string, amount: string) => {
      const product = world.requireProduct(id);
      const first = dualQuotes(world, product)[0];
      if (!first || !product.dual) throw new Error(`no quote for ${id}`);
      settle(
        pay(world, VERIFIED, id, amount, {
          quoteId: first.quoteId,
          dual: { direction: product.dual.direction, target: first.target },
          quotedApr: first.apr,
        }),
      );
    };
    dual('2003', '1000'); // ETH buy low, paid in USDT
    dual('2004', '0.5'); // ETH sell high, paid in ETH
    dual('2013', '0.01'); // BTC sell high
    settle(pay(world, VERIFIED, '10001', '200', { quoteId: quote('10001') })); // double-win
    const early = settle(pay(world, VERIFIED, '10002', '300', { quoteId: quote('10002') })).order; // double-win, closed early
    settle(pay(world, VERIFIED, '11001', '1000', { quoteId: quote('11001') })); // discount buy
    settle(pay(world, VERIFIED, '12002', '100', { quoteId: quote('12002'), leverage: dec(5) })); // smart leverage
    settle(pay(world, VERIFIED, '7001', '1000')); // structured
    settle(pay(world, VERIFIED, '6006', '500')); // fixed term, 1 day
    const position = world.state.positions.find((p) => p.orderId === early.id);
    if (!position) throw new Error('no position');
    actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position.id,
      productType: early.productType,
      action: Action.Redeem,
    });
    for (const coin of BASES) world.shock(coin, factor);
    advance(world, 15 * DAY);
    return world;
  }

  it('writes the settled duals of the demo in the coin they returned', () => {
    const world = freshWorld({ history: true });
    const job = submitExport(world, world.requireUser(VERIFIED), {
      kind: 'bill',
      startAt: today - 20 * DAY,
      endAt: today,
      productTypes: [2],
    });
    advance(world, 5 * MINUTE);
    const yields = parseCsv(exportCsv(world, job))
      .slice(1)
      .map((r) => `${r[2]}: ${r[9]} ${r[10]}`);
    // 1,001.33616438 USDT back from a BTC buy low (was "BTC"), 10.00812511 SOL from a SOL sell high (was
    // "USDT"), 800.65000913 USDT from a SOL buy low (was "SOL"), and the converted BTC sell high.
    expect(yields).toEqual([
      'BTC-USDT 1d: 1.33616438 USDT',
      'SOL-USDT 8h: 0.00812511 SOL',
      'BTC-USDT 1d: 4.75682301 USDT',
      'SOL-USDT 8h: 0.65000913 USDT',
    ]);
  });

  it.each([
    ['fall', '0.7'],
    ['rise', '1.3'],
  ])('writes each yield in the coin the order paid it in, for every family (prices %s)', (_, factor) => {
    const world = settledWorld(factor);
    const job = submitExport(world, world.requireUser(VERIFIED), {
      kind: 'bill',
      startAt: today - 20 * DAY,
      endAt: world.now(),
    });
    advance(world, 5 * MINUTE);
    const rows = parseCsv(exportCsv(world, job)).slice(1);
    const name = (coin: number) => coinOf(coin).name;
    const checked = new Set<string>();
    for (const row of rows) {
      const order = world.state.orders.find((o) => o.id === row[1]);
      if (!order) throw new Error(`row of no order: ${row.join()}`);
      // What the order paid, as the ledger (and the data export) has it.
      const paid = world.state.records.filter((r) => r.orderId === order.id && dec(r.amount).greaterThan(0));
      const yieldRecord =
        paid.find((r) => r.type === WalletRecordType.Settlement) ??
        paid.find((r) => r.type === WalletRecordType.Interest) ??
        (order.kind === 'redeem' && !dec(order.pnl).isZero()
          ? paid.find((r) => r.type === WalletRecordType.Redeem)
          : undefined);
      const context = `${PRODUCT_TYPE_NAMES[order.productType]} ${order.kind} ${order.id}: ${row.join()}`;
      // A settlement that paid nothing (smart leverage at or past its breakeven) lost the principal in the coin it settles in.
      const coin = yieldRecord?.coin ?? order.offer?.payoutCoin ?? null;
      if (coin === null) {
        expect(row[9], context).toBe(dec(0).toFixed(coinOf(order.returnCoin).assetPrecision));
        continue;
      }
      expect(row[10], context).toBe(name(coin));
      expect(row[9], context).toBe(dec(order.pnl).toFixed(coinOf(coin).assetPrecision));
      // Paid back in the coin put in: the yield is what came back over the principal.
      if (coin === order.coin && order.returns.length === 1) {
        expect(dec(row[9] ?? '').toFixed(), context).toBe(
          dec(order.returns[0]?.amount ?? '')
            .minus(order.amount)
            .toFixed(),
        );
      }
      checked.add(PRODUCT_TYPE_NAMES[order.productType] ?? '');
    }
    // Every family that settles or pays interest was written and checked.
    expect([...checked]).toEqual(
      expect.arrayContaining([
        'Discount buy',
        'Double-win',
        'Dual asset',
        'Fixed-term savings',
        'Smart leverage',
        'Structured product',
      ]),
    );
  });
});
