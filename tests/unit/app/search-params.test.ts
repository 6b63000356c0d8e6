import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '@/app/search-params';
import { readFamilySearch, savingsRouteSearch } from '@/features/savings/family-route-search';

describe('search parameters in URLs', () => {
  it('writes ids plain, as they are typed: ?id=6003, never ?id=%226003%22', () => {
    expect(stringifySearch({ type: 'fixed', id: '6003' })).toBe('?type=fixed&id=6003');
    expect(stringifySearch({ q: 'usd', held: true, rpage: 2 })).toBe('?q=usd&held=true&rpage=2');
  });

  it('reads plain and old quoted ids alike, and a product opens from either', () => {
    for (const url of ['?id=6003', '?id=%226003%22']) {
      const { search } = readFamilySearch(savingsRouteSearch.parse(parseSearch(url)));
      expect(search.id).toBe('6003');
    }
  });

  it('keeps numbers, booleans and dates as the schemas read them, and long ids exact', () => {
    expect(parseSearch('?rpage=2&held=true&from=2026-01-02')).toEqual({ rpage: 2, held: true, from: '2026-01-02' });
    expect(parseSearch('?id=12345678901234567890')).toEqual({ id: '12345678901234567890' });
    expect(parseSearch('?q=007&amount=1.50')).toEqual({ q: '007', amount: '1.50' });
  });

  it('round-trips what the pages write', () => {
    const search = { type: 'flexible', id: '4001', q: '1000', sort: 'apr-desc' };
    const read = parseSearch(stringifySearch(search));
    expect(savingsRouteSearch.parse(read)).toMatchObject({ id: '4001', q: '1000', type: 'flexible' });
  });
});
