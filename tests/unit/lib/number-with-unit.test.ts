import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An amount and its coin written side by side by hand (`${amountText(v)} ${coin}`, `{price(v)} {quoteName}`)
 * falls apart in Arabic: the coin lands on the number's other side and the sentence around it reorders them.
 * Pages write them through `withUnit` / `unitRate` (src/lib/bidi.ts), which keep the pair one left-to-right piece.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../src');
/**
 * A formatted value's closing `)}` followed by a space (plain, or no-break written as `\u00a0`, `\u202f`,
 * `&nbsp;` or the character itself) and a coin or unit name, in a template string or in markup.
 */
const HAND_BUILT =
  /\)\}(?: |\\u00a0|\\u202f|&nbsp;|\u00a0|\u202f)\$?\{\s*(?:[\w?]+\.)*(?:coinName|name|\w*(?:[cC]oin|Name|[qQ]uote|[iI]nvest|[uU]nit))\b/;
/** An isolate opened or closed by hand (LRI, RLI, FSI, PDI, as the character or its escape): `isolateLtr` and `withUnit` own them. */
const HAND_ISOLATE = /\\u206[6-9]|[\u2066-\u2069]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('numbers with units', () => {
  it('the pattern finds the hand-built forms it guards against', () => {
    expect(HAND_BUILT.test('const money = (v: Decimal) => `${moneyText(v, locale)} ${quoteName}`;')).toBe(true);
    expect(
      HAND_BUILT.test('<dd>{formatCoinE8(position.principal_e8, coin)} {coinName(coins, position.coin)}</dd>'),
    ).toBe(true);
    expect(HAND_BUILT.test('`${f.price(dual.benchmark_price_e8)} ${f.coinName(dual.coin_y)}`')).toBe(true);
    expect(HAND_BUILT.test('withUnit(moneyText(v, locale), quoteName, locale)')).toBe(false);
    // Joined by a no-break space, however it is written, and inside a hand-made isolate.
    expect(
      HAND_BUILT.test(
        'isolateLtr(`${formatAmount(amount.toFixed(), { locale })}\\u00a0${coinName(coins, coin)}`, locale)',
      ),
    ).toBe(true);
    expect(HAND_BUILT.test('`${formatCoinE8(e8, coin)}\u00a0${coinName(coins, c)}`')).toBe(true);
    expect(HAND_BUILT.test('<dd>{amountText(v)}&nbsp;{quote}</dd>')).toBe(true);
    expect(HAND_BUILT.test('`${amountText(v)}\\u202f${unit}`')).toBe(true);
    expect(HAND_ISOLATE.test('`\\u2066${amountText(v)}\\u2069`')).toBe(true);
    expect(HAND_ISOLATE.test('`\u2066${price}\u2069`')).toBe(true);
    expect(HAND_ISOLATE.test('isolateLtr(text, locale)')).toBe(false);
  });

  it.each(['features', 'products'])('src/%s writes no amount beside its coin by hand', (folder) => {
    const found = sources(path.join(ROOT, folder)).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          HAND_BUILT.test(line) || HAND_ISOLATE.test(line)
            ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
