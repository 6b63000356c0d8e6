import { LOCALE_CODE } from '@/edition/edition-ids';

/**
 * Where to go after login. `redirect_url` comes from the address bar, so anyone can craft it: it is followed
 * only when it resolves (with `new URL(value, origin)`) to a same-origin path under this app — `/earn/...`,
 * optionally behind a locale prefix. Other origins, schemes, protocol-relative `//host`, backslashes, control
 * and whitespace characters, encoded controls, dot segments, credentials and the login page itself all give
 * `fallback` (the edition's home) when they are in the path. The path is held to its plain form (no encoded
 * slash, backslash, dot or percent, nothing that decodes to a space or a lookalike slash), since a path is what
 * servers and routers re-read; the query and hash cannot move the origin, so any ordinary encoded text there
 * (`q=50%25`, `q=a%2Fb`, Japanese) is kept as written, and a query parameter or hash holding a control or
 * whitespace character is dropped while the page is kept (`?q=%01abc&status=active` -> `?status=active`).
 * The answer is always a relative path, never an absolute URL, so following it can only stay on this origin.
 */

const MAX_LENGTH = 2048;
/** C0 controls, space, DEL, C1 controls, Unicode spaces and invisible marks, and backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const FORBIDDEN_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff\\]/;
/** Encoded forms that change how a path is read: slash, backslash, dot, percent (double encoding). */
const FORBIDDEN_ENCODED_IN_PATH = /%(?:2f|5c|2e|25)/i;
/** Encoded C0 controls and DEL, anywhere. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** Every percent sign of the path must start a valid escape. */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
/** Fullwidth solidus and reverse solidus: read as slashes by some normalisers. */
const LOOKALIKE_SLASH = /[\uff0f\uff3c]/;
const LOGIN_PATH = /^\/earn\/login(?:\/|$)/;

/** `/ja-JP/earn/x/` -> `/earn/x/`; `/earn/x/` unchanged; null when the first segment is neither. */
function withoutLocale(pathname: string): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const [, first = '', rest = ''] = match;
  if (first === 'earn') return pathname;
  return LOCALE_CODE.test(first) && rest !== '' ? rest : null;
}

/** Raw or encoded controls, whitespace, invisible marks or backslashes: never followed anywhere in a target. */
function unsafeText(text: string): boolean {
  return FORBIDDEN_CHARS.test(text) || ENCODED_CONTROL.test(text);
}

/** `/a/?q=1#h` -> path `/a/`, query `q=1`, hash `h` (the first `?` before any `#` starts the query). */
function splitTarget(target: string): { path: string; query: string; hash: string } {
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : target.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return { path: beforeHash, query: '', hash };
  return { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

export function safeRedirectTarget(value: unknown, origin: string, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return fallback;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return fallback;

  // An absolute URL is accepted only when it is written with exactly this origin; what follows is checked
  // like any relative path.
  const written = value.startsWith(`${base.origin}/`) ? value.slice(base.origin.length) : value;
  const { path: writtenPath, query, hash } = splitTarget(written);
  if (!writtenPath.startsWith('/') || writtenPath.startsWith('//')) return fallback;
  if (unsafeText(writtenPath)) return fallback;
  if (FORBIDDEN_ENCODED_IN_PATH.test(writtenPath) || BROKEN_ESCAPE.test(writtenPath)) return fallback;
  const keptQuery = query
    .split('&')
    .filter((part) => part !== '' && !unsafeText(part))
    .join('&');
  const path = `${writtenPath}${keptQuery === '' ? '' : `?${keptQuery}`}${hash === '' || unsafeText(hash) ? '' : `#${hash}`}`;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(writtenPath);
  } catch {
    return fallback;
  }
  if (FORBIDDEN_CHARS.test(decodedPath) || LOOKALIKE_SLASH.test(decodedPath)) return fallback;

  let url: URL;
  try {
    url = new URL(path, base.origin);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return fallback;

  // The resolved path must be the one written: no dot segments, no characters the parser re-encodes.
  if (url.pathname !== writtenPath) return fallback;

  const appPath = withoutLocale(url.pathname);
  if (appPath === null || !(appPath === '/earn' || appPath.startsWith('/earn/'))) return fallback;
  if (LOGIN_PATH.test(appPath)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
