// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '@/features/account/safe-redirect';

const ORIGIN = 'https://www.kestrel.example';
const HOME = '/earn/home/';

/** Values an attacker could put in `redirect_url`: every one must land on the fallback. */
const HOSTILE: readonly unknown[] = [
  // other origins and schemes
  'https://evil.example/earn/home/',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/earn/',
  'https://www.kestrel.example.evil.example/earn/home/',
  'https://www.kestrel.example@evil.example/earn/home/',
  'https://user:pass@www.kestrel.example/earn/home/',
  'http://www.kestrel.example/earn/home/',
  'https://www.kestrel.example:8443/earn/home/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://www.kestrel.example/123',
  'ftp://evil.example/',
  'mailto:someone@evil.example',
  // protocol-relative and slash tricks
  '//evil.example/earn/home/',
  '///evil.example/earn/',
  '////evil.example',
  '/\\evil.example/earn/',
  '\\\\evil.example/earn/',
  '\\/evil.example',
  '/earn\\..\\..\\evil',
  'https:evil.example',
  'https:/evil.example',
  // encoded characters
  '/%2F%2Fevil.example/earn/',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/earn/%2e%2e/%2e%2e/evil',
  '/%252F%252Fevil.example',
  '/earn/home/%0d%0aSet-Cookie:x=1',
  '/earn/%E2%80%8Bhome/',
  '/earn/home/%',
  '/earn/home/%zz',
  '/earn/%252e%252e/admin/',
  '/earn/%E3%80%80/',
  '/earn/%C2%A0/',
  '/earn/%EF%BC%8F%EF%BC%8Fevil.example',
  '/earn/%EF%BC%BCevil.example',
  '/earn/%ff/',
  // control and whitespace characters
  '/\t/evil.example',
  '/\n/evil.example',
  '/earn/home/\r\n',
  '\u0000/earn/home/',
  '/earn/ho\u0000me/',
  ' /earn/home/',
  '/earn/home/ ',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/earn/home/',
  '/\u3000/earn/',
  // paths outside this app, dot segments, lookalikes
  '/',
  '/admin/',
  '/earnings/',
  '/earnx/home/',
  '/x/earn/home/',
  '/de_DE/earn/home/',
  '/../earn/home/',
  '/earn/../admin/',
  '/earn/./home/',
  '/ja-JP/../evil/',
  '/earn/\uff0f\uff0fevil.example',
  '/\uff0fevil.example',
  'earn/home/',
  '.',
  '..',
  '?redirect=//evil.example',
  '#//evil.example',
  // the login page itself (a loop)
  '/earn/login/',
  '/ja-JP/earn/login/?redirect_url=/earn/wallet/',
  // not a string, empty, huge
  '',
  undefined,
  null,
  42,
  ['/earn/home/'],
  { href: '/earn/home/' },
  `/earn/${'a'.repeat(2100)}`,
];

const LEGITIMATE: ReadonlyArray<readonly [string, string]> = [
  ['/earn/wallet/', '/earn/wallet/'],
  ['/earn/home/', '/earn/home/'],
  ['/earn', '/earn'],
  ['/earn/', '/earn/'],
  ['/ja-JP/earn/wallet/', '/ja-JP/earn/wallet/'],
  ['/ar-SA/earn/dual-order-list/?status=active', '/ar-SA/earn/dual-order-list/?status=active'],
  ['/es-419/earn/savings/?id=12&type=fixed', '/es-419/earn/savings/?id=12&type=fixed'],
  ['/en-EU/earn/order-list/#top', '/en-EU/earn/order-list/#top'],
  ['/earn/savings/?id=1&q=%22x%22', '/earn/savings/?id=1&q=%22x%22'],
  ['/earn/help-center/redemption/', '/earn/help-center/redemption/'],
  ['https://www.kestrel.example/earn/wallet/', '/earn/wallet/'],
  ['https://www.kestrel.example/kk-KAZ/earn/home/?a=1', '/kk-KAZ/earn/home/?a=1'],
  // ordinary encoded text in the query and hash is kept as written
  ['/earn/home/?q=50%25', '/earn/home/?q=50%25'],
  ['/earn/home/?q=a%2Fb', '/earn/home/?q=a%2Fb'],
  ['/earn/home/?q=a%5Cb&r=%2E%2E', '/earn/home/?q=a%5Cb&r=%2E%2E'],
  ['/earn/home/?q=%E6%97%A5%E6%9C%AC%E8%AA%9E', '/earn/home/?q=%E6%97%A5%E6%9C%AC%E8%AA%9E'],
  ['/earn/home/?q=日本語', '/earn/home/?q=%E6%97%A5%E6%9C%AC%E8%AA%9E'],
  ['/earn/home/?q=%E3%80%80x%E2%80%8B', '/earn/home/?q=%E3%80%80x%E2%80%8B'],
  ['/earn/home/?q=100%', '/earn/home/?q=100%'],
  ['/earn/home/?next=%2F%2Fevil.example', '/earn/home/?next=%2F%2Fevil.example'],
  ['/earn/savings/#%E3%81%82%2F50%25', '/earn/savings/#%E3%81%82%2F50%25'],
  ['/ja-JP/earn/savings/?q=%E3%81%82%20b&p=2#sec', '/ja-JP/earn/savings/?q=%E3%81%82%20b&p=2#sec'],
  // encoded text in the path that is not a separator
  ['/earn/help-center/%E3%81%82/', '/earn/help-center/%E3%81%82/'],
];

/** A query parameter or hash holding a control or whitespace character is dropped; the page is kept. */
const PAGE_KEPT: ReadonlyArray<readonly [string, string]> = [
  ['/en/earn/order-list/?q=%01abc', '/en/earn/order-list/'],
  ['/earn/order-list/?q=%01abc&status=active', '/earn/order-list/?status=active'],
  ['/ja-JP/earn/wallet/?pnl=7d&x=%00#top', '/ja-JP/earn/wallet/?pnl=7d#top'],
  ['/earn/savings/?id=1&q=%7f', '/earn/savings/?id=1'],
  ['/earn/savings/?q=a b&id=1', '/earn/savings/?id=1'],
  ['/earn/savings/?q=a\\b&id=1', '/earn/savings/?id=1'],
  ['/earn/savings/?id=1&r=%0d%0aSet-Cookie:x=1', '/earn/savings/?id=1'],
  ['/earn/savings/?id=1#%0a', '/earn/savings/?id=1'],
  ['/earn/savings/?id=1#\u0000', '/earn/savings/?id=1'],
  ['/earn/savings/?\u2028=1&id=1', '/earn/savings/?id=1'],
];

describe('safeRedirectTarget', () => {
  it('has a table of at least 40 hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value) ?? String(value), value]))('rejects %s', (_label, value) => {
    expect(safeRedirectTarget(value, ORIGIN, HOME)).toBe(HOME);
  });

  it.each(LEGITIMATE)('follows %s', (value, expected) => {
    expect(safeRedirectTarget(value, ORIGIN, HOME)).toBe(expected);
  });

  it.each(PAGE_KEPT)('keeps the page of %s, dropping only the unsafe part', (value, expected) => {
    expect(safeRedirectTarget(value, ORIGIN, HOME)).toBe(expected);
  });

  it('never answers an absolute URL, so the result cannot leave the origin', () => {
    for (const [value] of LEGITIMATE) expect(safeRedirectTarget(value, ORIGIN, HOME)).toMatch(/^\/(?!\/)/);
  });

  it('works on a local origin with a port', () => {
    expect(safeRedirectTarget('http://127.0.0.1:4182/earn/wallet/', 'http://127.0.0.1:4182', HOME)).toBe(
      '/earn/wallet/',
    );
    expect(safeRedirectTarget('http://127.0.0.1:4183/earn/wallet/', 'http://127.0.0.1:4182', HOME)).toBe(HOME);
  });

  it('falls back when the origin itself is unusable', () => {
    expect(safeRedirectTarget('/earn/wallet/', 'not a url', HOME)).toBe(HOME);
    expect(safeRedirectTarget('/earn/wallet/', 'file:///', HOME)).toBe(HOME);
  });
});
