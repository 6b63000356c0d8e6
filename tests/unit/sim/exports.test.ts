import { describe, expect, it } from 'vitest';
import { ExportStatus } from '@/api/earn/earn-enums';
import { BOM, csvField, parseCsv, toCsv } from '@/sim/domain/csv';
import { SimCode } from '@/sim/domain/errors';
import { BILL_HEADER, cancelExport, DATA_HEADER, exportCsv, readyExport, retryExport, submitExport, type ExportRequest } from '@/sim/domain/exports';
import { addUtcMonths, DAY, MINUTE, startOfUtcDay } from '@/sim/domain/time';
import type { World } from '@/sim/domain/world';
import { advance, codeOf, freshWorld, START, UNVERIFIED, VERIFIED } from './sim-test-kit';

const today = startOfUtcDay(START);

function submit(world: World, userId: string, req: Partial<ExportRequest>) {
  return submitExport(world, world.requireUser(userId), { kind: 'data', startAt: today - 20 * DAY, endAt: today, ...req });
}

describe('CSV writing', () => {
  it('quotes fields per RFC 4180 and writes a BOM and CRLF', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    const text = toCsv(['a', 'b'], [['1', 'x,y'], ['2', 'q"']]);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toBe(`${BOM}a,b\r\n1,"x,y"\r\n2,"q"""\r\n`);
    expect(parseCsv(text)).toEqual([['a', 'b'], ['1', 'x,y'], ['2', 'q"']]);
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
    const job = submitExport(world, world.requireUser(VERIFIED), { kind: 'bill', startAt: today - 20 * DAY, endAt: today, productTypes: [2] });
    advance(world, 5 * MINUTE);
    const rows = parseCsv(exportCsv(world, job));
    expect(rows[0]).toEqual([...BILL_HEADER]);
    expect(rows).toHaveLength(1 + 4);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['BTC-USDT 1d', 'SOL-USDT 8h', 'BTC-USDT 1d', 'SOL-USDT 8h']);
    expect(rows.slice(1).every((r) => r[3] === 'Dual asset' && r[8] === 'Completed' && r[11] !== '')).toBe(true);
  });

  it('328 for an invalid range: end before start, over 6 months, more than 2 years back, in the future', () => {
    const world = freshWorld({ history: true });
    expect(codeOf(() => submit(world, VERIFIED, { startAt: today, endAt: today - DAY }))).toBe(SimCode.ExportInvalid);
    expect(codeOf(() => submit(world, VERIFIED, { startAt: addUtcMonths(today, -7), endAt: today }))).toBe(SimCode.ExportInvalid);
    expect(codeOf(() => submit(world, VERIFIED, { startAt: addUtcMonths(today, -25), endAt: addUtcMonths(today, -24) }))).toBe(SimCode.ExportInvalid);
    expect(codeOf(() => submit(world, VERIFIED, { startAt: today + 2 * DAY, endAt: today + 3 * DAY }))).toBe(SimCode.ExportInvalid);
    // Exactly 6 months is fine.
    expect(codeOf(() => submit(world, VERIFIED, { startAt: addUtcMonths(today, -6) + DAY, endAt: today }))).toBe(0);
  });

  it('303 when there is nothing to export', () => {
    const world = freshWorld({ history: true });
    expect(codeOf(() => submit(world, UNVERIFIED, { startAt: today - 60 * DAY, endAt: today - 40 * DAY }))).toBe(SimCode.ExportNoRecord);
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
    expect(codeOf(() => submitExport(world, world.requireUser(VERIFIED), { kind: 'bill', startAt: today - 20 * DAY, endAt: today }))).toBe(0);
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
