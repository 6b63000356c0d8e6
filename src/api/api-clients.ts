import { edition } from '@/edition/current-edition';
import { createHttpClient, type HttpClient } from './http-client';
import { MemoryCache } from './memory-cache';
import { defaultHeaders } from './request-headers';
import { StorageCache } from './storage-cache';

/** The general client's timeout (spec §9). */
const MAIN_TIMEOUT_MS = 30_000;
/** The earn API's default timeout (spec §7, §9). */
const EARN_TIMEOUT_MS = 5_000;

const memoryCache = new MemoryCache();
export const storageCache = new StorageCache();

/** The general client on the edition's API host (`/x-api`). */
export const mainClient: HttpClient = createHttpClient({
  baseUrl: edition.api.host,
  timeoutMs: MAIN_TIMEOUT_MS,
  headers: defaultHeaders,
  memoryCache,
  storageCache,
});

/** The second client, on API host + /s1 (the earn API lives at `edition.api.earnBase`, i.e. /x-api/s1/byfi). */
export const earnClient: HttpClient = createHttpClient({
  baseUrl: edition.api.earnBase,
  timeoutMs: EARN_TIMEOUT_MS,
  headers: defaultHeaders,
  memoryCache,
  storageCache,
});
