import { describe, expect, it } from 'vitest';
import { UNKNOWN_COIN_NAME, type Coin, type CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { offerPosition } from '@/products/offer-position';

const usdt = { coin: 5, name: 'USDT', assetPrecision: 4 } as Coin;
const coins: CoinCatalogue = { list: [usdt], byEnum: new Map([[5, usdt]]), byName: new Map([['USDT', usdt]]) };

const position = (offer: Record<string, unknown> | undefined) =>
  ({ offer: offer && { coin_x: 1, coin_y: 5, settlement_time: '1796371200', ...offer } }) as unknown as Position;

describe('a quoted position offer as its lines write it', () => {
  it('writes prices with every digit and amounts cut to the coin, the unit after', () => {
    const held = offerPosition(position({}), coins);
    expect(held?.price('6123456789012')).toBe('61,234.56789012');
    expect(held?.inQuote('61,234.5')).toBe('61,234.5\u00a0USDT');
    // Cut, never rounded up: a value never shows more than there is.
    expect(held?.amount('1234567899')).toBe('12.3456\u00a0USDT');
    expect(held?.amount('1234567899', 2)).toBe('12.34\u00a0USDT');
    expect(held?.settlesAt).toBe(1_796_371_200_000);
  });

  it('says a dash for a coin the list lacks, and nothing for a position without an offer', () => {
    expect(offerPosition(position({}), undefined)?.amount('100000000')).toBe(`1\u00a0${UNKNOWN_COIN_NAME}`);
    expect(offerPosition(position({ settlement_time: undefined }), coins)?.settlesAt).toBeNull();
    expect(offerPosition(position(undefined), coins)).toBeNull();
  });
});
