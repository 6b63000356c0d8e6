import { ExportStatus } from '@/api/earn/earn-enums';
import { coin as coinOf } from './coins';
import { toCsv } from './csv';
import { SimCode, fail } from './errors';
import { nextId } from './ledger';
import { dec } from './money';
import { ORDER_KIND_NAMES, ORDER_STATUS_NAMES, PROCESSING_NAMES, PRODUCT_TYPE_NAMES, RECORD_TYPE_NAMES } from './names';
import { yieldCoinOf, type ExportJobState, type UserState } from './state';
import { addUtcMonths, DAY, MINUTE, NEVER, startOfUtcDay, utcDateTime } from './time';
import type { World } from './world';

/**
 * Where `files:elsewhere` puts export files: a storage host of its own, as the exchange's signed links are.
 * In the demo nothing answers it but the simulator's file route (for fetches); a browser test stands in for it.
 */
export const OTHER_FILES_ORIGIN = 'https://files.kestrel-storage.example';

/**
 * Exports of a user's records as asynchronous jobs: queued -> processing -> ready (or failed) -> expired.
 * Two kinds share the rules: "data" (every wallet record: the spec's data export) and "bill" (earn
 * orders: the bill export). Limits: 5 requests per kind per UTC day (326), no duplicate of a live
 * request (327), a range of at most 6 months starting at most 2 years back and not in the future (328),
 * something to export (303), at most 10,000 rows (else the job fails); links live 7 days.
 */
const EXPORT_DAILY_LIMIT = 5;
const EXPORT_MAX_ROWS = 10_000;
const EXPORT_MAX_MONTHS = 6;
const EXPORT_MAX_YEARS_BACK = 2;
const EXPORT_LINK_DAYS = 7;
const QUEUE_MINUTES = 2;
const PROCESS_MINUTES = 3;

export type ExportKind = ExportJobState['kind'];

export interface ExportRequest {
  kind: ExportKind;
  /** Any instant of the first and of the last UTC day (inclusive). */
  startAt: number;
  endAt: number;
  productTypes?: number[];
  coin?: number | null;
}

const LIVE: ReadonlySet<number> = new Set([ExportStatus.Queued, ExportStatus.Processing, ExportStatus.Ready]);

export function submitExport(world: World, user: UserState, req: ExportRequest): ExportJobState {
  const now = world.now();
  const start = startOfUtcDay(req.startAt);
  const end = startOfUtcDay(req.endAt) + DAY;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start)
    fail(SimCode.ExportInvalid, 'end is before start');
  if (start > now) fail(SimCode.ExportInvalid, 'start is in the future');
  if (addUtcMonths(start, EXPORT_MAX_MONTHS) < end) fail(SimCode.ExportInvalid, 'range longer than 6 months');
  if (start < addUtcMonths(startOfUtcDay(now), -12 * EXPORT_MAX_YEARS_BACK))
    fail(SimCode.ExportInvalid, 'start more than 2 years back');
  const productTypes = [...new Set(req.productTypes ?? [])].sort((a, b) => a - b);
  const coinFilter = req.coin ?? null;
  const mine = world.state.exports.filter((j) => j.userId === user.id && j.kind === req.kind);
  const today = startOfUtcDay(now);
  if (mine.filter((j) => j.submitAt >= today).length >= EXPORT_DAILY_LIMIT) fail(SimCode.ExportLimit);
  const duplicate = mine.find(
    (j) =>
      LIVE.has(j.status) &&
      j.startAt === start &&
      j.endAt === end &&
      j.coin === coinFilter &&
      j.productTypes.join() === productTypes.join(),
  );
  if (duplicate) fail(SimCode.ExportDuplicate, undefined, { record_id: duplicate.id });
  const job: ExportJobState = {
    id: nextId(world.state),
    userId: user.id,
    kind: req.kind,
    startAt: start,
    endAt: end,
    submitAt: now,
    status: ExportStatus.Queued,
    productTypes,
    coin: coinFilter,
    nextAt: now + QUEUE_MINUTES * MINUTE,
    readyAt: null,
    expireAt: null,
    attempts: 1,
    rowCount: 0,
    failNext: world.injected.failExports.delete(user.id) || world.injected.failExports.delete('*'),
  };
  if (exportRows(world, job, now).length === 0) fail(SimCode.ExportNoRecord, 'no records in this range');
  world.state.exports.push(job);
  return job;
}

function findJob(world: World, user: UserState, kind: ExportKind, id: string): ExportJobState {
  const job = world.state.exports.find((j) => j.id === id && j.userId === user.id && j.kind === kind);
  if (!job) fail(SimCode.ExportNoRecord, 'no such export');
  return job;
}

/** Re-queues a failed or expired export (does not count towards the daily limit). */
export function retryExport(world: World, user: UserState, kind: ExportKind, id: string): ExportJobState {
  const job = findJob(world, user, kind, id);
  if (job.status !== ExportStatus.Failed && job.status !== ExportStatus.Expired)
    fail(SimCode.ExportInvalid, 'only failed or expired exports can be retried');
  const now = world.now();
  job.status = ExportStatus.Queued;
  job.nextAt = now + QUEUE_MINUTES * MINUTE;
  job.readyAt = null;
  job.expireAt = null;
  job.attempts += 1;
  job.failNext = world.injected.failExports.delete(user.id) || world.injected.failExports.delete('*');
  return job;
}

/** Cancels a queued or processing export; deletes a finished one from the list. */
export function cancelExport(world: World, user: UserState, kind: ExportKind, id: string): void {
  const job = findJob(world, user, kind, id);
  if (job.status === ExportStatus.Queued || job.status === ExportStatus.Processing) {
    job.status = ExportStatus.Cancelled;
    return;
  }
  world.state.exports = world.state.exports.filter((j) => j !== job);
}

/** A ready export's file: 602 while not ready, after expiry or when cancelled. */
export function readyExport(world: World, user: UserState, kind: ExportKind, id: string): ExportJobState {
  const job = findJob(world, user, kind, id);
  if (job.status !== ExportStatus.Ready) fail(SimCode.ExportNotReady, 'export is not ready');
  return job;
}

/** Moves a job along its lifecycle at its scheduled time. */
export function advanceExport(world: World, job: ExportJobState): void {
  const at = job.nextAt;
  switch (job.status) {
    case ExportStatus.Queued:
      job.status = ExportStatus.Processing;
      job.nextAt = at + PROCESS_MINUTES * MINUTE;
      return;
    case ExportStatus.Processing: {
      const rows = exportRows(world, job, at).length;
      job.rowCount = rows;
      if (job.failNext || rows > EXPORT_MAX_ROWS) {
        job.status = ExportStatus.Failed;
        job.failNext = false;
        job.nextAt = NEVER;
        return;
      }
      job.status = ExportStatus.Ready;
      job.readyAt = at;
      job.expireAt = at + EXPORT_LINK_DAYS * DAY;
      job.nextAt = job.expireAt;
      return;
    }
    case ExportStatus.Ready:
      job.status = ExportStatus.Expired;
      job.nextAt = NEVER;
      return;
    default:
      job.nextAt = NEVER;
  }
}

const amount = (coinValue: number, value: string) => dec(value).toFixed(coinOf(coinValue).assetPrecision);
const coinName = (coinValue: number) => coinOf(coinValue).name;

export const DATA_HEADER = [
  'Time (UTC)',
  'Record ID',
  'Type',
  'Coin',
  'Amount',
  'Product',
  'Product type',
  'Order ID',
  'Status',
] as const;
export const BILL_HEADER = [
  'Order time (UTC)',
  'Order ID',
  'Product',
  'Product type',
  'Action',
  'Coin',
  'Amount',
  'APR (%)',
  'Status',
  'Yield',
  'Yield coin',
  'Settled (UTC)',
] as const;

/** The rows of an export, from the user's actual records, as of `asOf` (records made later are not in it). */
function exportRows(world: World, job: ExportJobState, asOf: number): string[][] {
  const end = Math.min(job.endAt, asOf + 1);
  const inRange = (t: number) => t >= job.startAt && t < end;
  const typeOk = (t: number | null) => job.productTypes.length === 0 || (t !== null && job.productTypes.includes(t));
  const coinOk = (c: number) => job.coin === null || job.coin === c;
  const productName = (id: string | null) => (id === null ? '' : (world.product(id)?.name ?? id));
  if (job.kind === 'data') {
    return world.state.records
      .filter((r) => r.userId === job.userId && inRange(r.createdAt) && typeOk(r.productType) && coinOk(r.coin))
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id))
      .map((r) => [
        utcDateTime(r.createdAt),
        r.id,
        RECORD_TYPE_NAMES[r.type] ?? String(r.type),
        coinName(r.coin),
        amount(r.coin, r.amount),
        productName(r.productId),
        r.productType === null ? '' : (PRODUCT_TYPE_NAMES[r.productType] ?? String(r.productType)),
        r.orderId ?? '',
        PROCESSING_NAMES[r.status] ?? String(r.status),
      ]);
  }
  return world.state.orders
    .filter((o) => o.userId === job.userId && inRange(o.createdAt) && typeOk(o.productType) && coinOk(o.coin))
    .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id))
    .map((o) => {
      const settled =
        o.dual?.settlementPrice !== null && o.dual
          ? o.dual.settlementTime
          : o.offer?.payout !== null && o.offer
            ? o.offer.settlementTime
            : null;
      return [
        utcDateTime(o.createdAt),
        o.id,
        productName(o.productId),
        PRODUCT_TYPE_NAMES[o.productType] ?? String(o.productType),
        ORDER_KIND_NAMES[o.kind] ?? o.kind,
        coinName(o.coin),
        amount(o.coin, o.amount),
        // No APR is no figure: a payoff (double-win, smart leverage) or a claim quotes none, never "0".
        dec(o.apr).isZero() ? '' : dec(o.apr).times(100).toDecimalPlaces(4).toFixed(),
        ORDER_STATUS_NAMES[o.status] ?? String(o.status),
        // The yield in the coin it came back in (a dual or discount buy may settle in either coin of its pair).
        amount(yieldCoinOf(o), o.pnl),
        coinName(yieldCoinOf(o)),
        settled === null ? '' : utcDateTime(settled),
      ];
    });
}

export function exportCsv(world: World, job: ExportJobState): string {
  const rows = exportRows(world, job, job.readyAt ?? world.now());
  return toCsv(job.kind === 'data' ? DATA_HEADER : BILL_HEADER, rows);
}

export function exportFileName(job: ExportJobState): string {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return `${job.kind === 'data' ? 'records' : 'earn-bills'}-${day(job.startAt)}-to-${day(job.endAt - DAY)}-${job.id}.csv`;
}
