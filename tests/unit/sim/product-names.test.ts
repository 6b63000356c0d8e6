import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getHomepageProductCardsResultSchema } from '@/api/earn/get-homepage-product-cards';
import { localizedProductName } from '@/sim/domain/product-names';
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';
import { call, EARN, resultOf } from './http-kit';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

const LANGS = [
  'ar-SA',
  'es-MX',
  'fil-PH',
  'fr-FR',
  'id-ID',
  'ja-JP',
  'ka-GEO',
  'kk-KZ',
  'nl-NL',
  'pl-POL',
  'pt-BR',
  'pt-PT',
  'ro-ROU',
  'ru-RU',
  'th-TH',
  'tr-TUR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
  'zh-HK',
];

describe('product names in the language of the Lang header', () => {
  it.each(LANGS)('every catalogue name is built in %s, none left in English', (lang) => {
    const names = simulator.world.catalogue.products.map((p) => p.name);
    const left = names.filter((name) => localizedProductName(name, lang) === name);
    expect(left).toEqual([]);
    // Two products never share a name in any language when they differ in English.
    expect(new Set(names.map((n) => localizedProductName(n, lang))).size).toBe(new Set(names).size);
  });

  it('answers cards in the requested language, English without one', async () => {
    const cards = async (lang?: string) => {
      const init = lang ? { headers: { 'Content-Type': 'application/json', Lang: lang } } : {};
      const answer = await call('POST', `${EARN}/get-homepage-product-cards`, { page: 1, limit: 50 }, init);
      return resultOf(answer, getHomepageProductCardsResultSchema)
        .coin_products.flatMap((g) => g.saving_products)
        .map((c) => c.product_name);
    };
    const english = await cards();
    expect(english).toContain('USDT Flexible Savings');
    expect(await cards('en-US')).toEqual(english);
    const japanese = await cards('ja-JP');
    expect(japanese).toContain('USDT フレキシブルセービング');
    expect(await cards('ka-GEO')).toContain('USDT მოქნილი დანაზოგი');
    // The world keeps its own names: a later English call is English again.
    expect(await cards()).toEqual(english);
  });
});
