import { DATA_EXPORT_CANCEL_PATH, dataExportCancelRequestSchema } from '@/api/earn/data-export-cancel';
import { DATA_EXPORT_CREATE_PATH, dataExportCreateRequestSchema } from '@/api/earn/data-export-create';
import { DATA_EXPORT_DOWNLOAD_URL_PATH, dataExportDownloadUrlRequestSchema } from '@/api/earn/data-export-download-url';
import {
  DATA_EXPORT_LIST_PATH,
  dataExportListRequestSchema,
  type DataExportListResult,
} from '@/api/earn/data-export-list';
import { DOWNLOAD_BILL_PATH, downloadBillRequestSchema } from '@/api/earn/download-bill';
import {
  LIST_BILL_EXPORT_PATH,
  listBillExportRequestSchema,
  type ListBillExportResult,
} from '@/api/earn/list-bill-export';
import { RETRY_BILL_EXPORT_PATH, retryBillExportRequestSchema } from '@/api/earn/retry-bill-export';
import { SUBMIT_BILL_EXPORT_PATH, submitBillExportRequestSchema } from '@/api/earn/submit-bill-export';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SimCode, fail } from '../../domain/errors';
import {
  cancelExport,
  exportCsv,
  exportFileName,
  readyExport,
  retryExport,
  submitExport,
  type ExportKind,
} from '../../domain/exports';
import { hash32 } from '../../domain/prng';
import type { ExportJobState } from '../../domain/state';
import type { World } from '../../domain/world';
import type { Simulator } from '../../runtime/simulator';
import { EARN_BASE, route } from '../route';
import { requireSession } from '../session';
import { fromSec, sec } from '../wire/format';

/** Path of export files in http mode; the signature stands in for a signed storage link. */
const FILES_PATH = '/sim-files';

function signature(world: World, job: ExportJobState): string {
  return hash32(`${world.state.seed}:${job.id}:${job.userId}:${job.readyAt ?? 0}`).toString(36);
}

const blobUrls = new Map<string, string>();

/**
 * The link to a ready export. In the browser a blob URL made in the page (the service worker does not
 * answer navigations, so a plain path could not be downloaded); in node an http path served below; with
 * `files:elsewhere` that path on another origin.
 */
function downloadUrl(sim: Simulator, job: ExportJobState): string {
  const world = sim.world;
  const filePath = `${EARN_BASE}${FILES_PATH}/${job.kind}/${job.id}/${exportFileName(job)}?sig=${signature(world, job)}`;
  if (world.injected.filesOrigin !== null) return `${world.injected.filesOrigin}${filePath}`;
  const csv = exportCsv(world, job);
  if (sim.config.downloadMode === 'blob' && typeof URL.createObjectURL === 'function') {
    const previous = blobUrls.get(job.id);
    if (previous) URL.revokeObjectURL(previous);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    blobUrls.set(job.id, url);
    return url;
  }
  const origin =
    globalThis.location?.origin && globalThis.location.origin !== 'null'
      ? globalThis.location.origin
      : 'http://127.0.0.1';
  return `${origin}${filePath}`;
}

function billRow(job: ExportJobState): ListBillExportResult['records'][number] {
  const row: ListBillExportResult['records'][number] = {
    record_id: job.id,
    start_at: sec(job.startAt),
    end_at: sec(job.endAt - 86_400_000),
    submit_at: sec(job.submitAt),
    status: job.status as ListBillExportResult['records'][number]['status'],
    product_types: job.productTypes as ListBillExportResult['records'][number]['product_types'],
    expire_at: sec(job.expireAt),
  };
  if (job.coin !== null) row.coin = job.coin;
  return row;
}

function jobsOf(world: World, userId: string, kind: ExportKind): ExportJobState[] {
  return world.state.exports
    .filter((j) => j.userId === userId && j.kind === kind)
    .sort((a, b) => b.submitAt - a.submitAt || Number(b.id) - Number(a.id));
}

function timeOrFail(value: string): number {
  const ms = fromSec(value);
  if (ms === null) fail(SimCode.ExportInvalid, 'invalid date');
  return ms;
}

export function exportHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'earn',
      path: SUBMIT_BILL_EXPORT_PATH,
      access: 'private',
      request: submitBillExportRequestSchema,
      handle: ({ world, body, user }) => {
        const job = submitExport(world, requireSession(user), {
          kind: 'bill',
          startAt: timeOrFail(body.start_at),
          endAt: timeOrFail(body.end_at),
          productTypes: body.product_types ?? [],
          coin: body.coin ?? null,
        });
        return { record_id: job.id };
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: RETRY_BILL_EXPORT_PATH,
      access: 'private',
      request: retryBillExportRequestSchema,
      handle: ({ world, body, user }) => ({
        record_id: retryExport(world, requireSession(user), 'bill', body.record_id).id,
      }),
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: LIST_BILL_EXPORT_PATH,
      access: 'private',
      request: listBillExportRequestSchema,
      handle: ({ world, body, user }): ListBillExportResult => {
        const jobs = jobsOf(world, requireSession(user).id, 'bill');
        const limit = body.limit ?? 20;
        const pageNo = body.page ?? 1;
        return { total: jobs.length, records: jobs.slice((pageNo - 1) * limit, pageNo * limit).map(billRow) };
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: DOWNLOAD_BILL_PATH,
      access: 'private',
      request: downloadBillRequestSchema,
      handle: ({ world, body, user }) => {
        const job = readyExport(world, requireSession(user), 'bill', body.record_id);
        return { download_url: downloadUrl(sim, job), expire_at: sec(job.expireAt) };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: DATA_EXPORT_CREATE_PATH,
      access: 'private',
      request: dataExportCreateRequestSchema,
      handle: ({ world, body, user }) => {
        const job = submitExport(world, requireSession(user), {
          kind: 'data',
          startAt: timeOrFail(body.export_start_at),
          endAt: timeOrFail(body.export_end_at),
        });
        return { record_id: job.id };
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: DATA_EXPORT_CANCEL_PATH,
      access: 'private',
      request: dataExportCancelRequestSchema,
      handle: ({ world, body, user }) => {
        cancelExport(world, requireSession(user), 'data', body.record_id);
        return {};
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: DATA_EXPORT_LIST_PATH,
      access: 'private',
      request: dataExportListRequestSchema,
      handle: ({ world, user }): DataExportListResult => ({
        records: jobsOf(world, requireSession(user).id, 'data').map((job) => ({
          record_id: job.id,
          export_start_at: sec(job.startAt),
          export_end_at: sec(job.endAt - 86_400_000),
          submit_at: sec(job.submitAt),
          status: job.status as DataExportListResult['records'][number]['status'],
        })),
      }),
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: DATA_EXPORT_DOWNLOAD_URL_PATH,
      access: 'private',
      request: dataExportDownloadUrlRequestSchema,
      handle: ({ world, body, user }) => ({
        download_url: downloadUrl(sim, readyExport(world, requireSession(user), 'data', body.record_id)),
      }),
    }),

    // The file behind an http-mode link: checked by signature, served as an attachment.
    http.get(`*${EARN_BASE}${FILES_PATH}/:kind/:id/:name`, ({ params, request }) => {
      const world = sim.world;
      world.sync();
      const job = world.state.exports.find((j) => j.id === params.id && j.kind === params.kind);
      const sig = new URL(request.url).searchParams.get('sig');
      if (!job || job.status !== 3 || sig !== signature(world, job)) {
        return new HttpResponse('<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>', {
          status: 403,
          headers: { 'Content-Type': 'application/xml' },
        });
      }
      return new HttpResponse(exportCsv(world, job), {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(job)}"`,
          Date: new Date(world.now()).toUTCString(),
        },
      });
    }),
  ];
}
