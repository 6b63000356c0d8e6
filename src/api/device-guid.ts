import { readCookie, writeCookie } from './cookies';

/** The device guid cookie (spec §3, §9): 36 characters, kept 120 days, sent as the `guid` header. */
const GUID_COOKIE = 'guid';
export const GUID_LENGTH = 36;
const GUID_LIFETIME_DAYS = 120;

const GUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let memoryGuid: string | null = null;

function randomGuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device guid, created on first use; a page without cookies keeps one in memory. */
export function deviceGuid(): string {
  const stored = readCookie(GUID_COOKIE);
  if (stored && GUID_SHAPE.test(stored)) return stored;
  const guid = memoryGuid ?? randomGuid();
  memoryGuid = guid;
  writeCookie(GUID_COOKIE, guid, GUID_LIFETIME_DAYS);
  return guid;
}
