/** Minimal cookie access; every call survives a document without cookies (tests, sandboxed frames). */

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  try {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=');
      const key = (eq < 0 ? part : part.slice(0, eq)).trim();
      if (key === name) return decodeURIComponent(part.slice(eq + 1).trim());
    }
  } catch {
    return null;
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86_400)}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // A document that refuses cookies simply has none.
  }
}
