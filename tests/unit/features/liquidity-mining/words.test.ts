import { describe, expect, it } from 'vitest';
import { makeWords } from '@/features/liquidity-mining/format';
import { Decimal } from '@/lib/decimal';

const plain = (text: string) => text.replace(/[\u2066-\u2069\u00a0\u202f]/g, ' ');

describe('liquidity words', () => {
  it("writes a pool's liquidity in whole coins from 1,000 up, not to the cent", () => {
    const words = makeWords(undefined, 'en');
    expect(plain(words.total(new Decimal('12345678.1234'), 5))).toMatch(/^12,345,678 /);
    expect(plain(words.total(new Decimal('999.1234'), 5))).toMatch(/^999\.1234 /);
  });
});
