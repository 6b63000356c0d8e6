import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { MORE_NAV, PRIMARY_NAV } from '@/app/shell/nav-model';
import { PAGES } from '@/app/route-catalog';
import { familyHref } from '@/features/home/family-href';
import { ORDER_COLUMNS } from '@/features/orders/order-columns';
import { TRANSLATION_LANGUAGES } from '@/i18n/locales';
import {
  FAMILIES,
  FAMILY_IDS,
  FAMILY_PAGE_PATHS,
  FAMILY_PAGES,
  familyNameKey,
  familyOfType,
  groupNameKey,
  groupsOfTypes,
  ORDER_GROUPS,
  typesOfGroup,
  typesOfPage,
} from '@/products/families';
import { ORDER_LISTS, orderListOfType } from '@/products/order-lists';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TRANSLATIONS = path.join(ROOT, 'public/earn/translations/earn-web');
const ROUTES = path.join(ROOT, 'src/app/routes/{-$locale}/earn');

type Tree = { [key: string]: string | Tree };
function lookup(language: string, ns: string, key: string): string | undefined {
  let node: string | Tree | undefined = JSON.parse(
    fs.readFileSync(path.join(TRANSLATIONS, language, `${ns}.json`), 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('family registry', () => {
  it('puts every product type of spec §3 in exactly one family', () => {
    const seen = FAMILY_IDS.flatMap((id) => FAMILIES[id].types);
    expect([...seen].sort((a, b) => a - b)).toEqual(Object.values(ProductType).sort((a, b) => a - b));
    for (const type of Object.values(ProductType))
      expect(FAMILIES[familyOfType(type) ?? 'cloud'].types).toContain(type);
    expect(familyOfType(13)).toBeNull();
  });

  it('names every family and order group in every language', () => {
    for (const language of TRANSLATION_LANGUAGES) {
      for (const id of [...FAMILY_IDS, null])
        expect(lookup(language, 'products', familyNameKey(id)), `${language} ${String(id)}`).toBeTruthy();
      for (const group of [...ORDER_GROUPS, 'all' as const])
        expect(lookup(language, 'products', groupNameKey(group)), `${language} ${group}`).toBeTruthy();
    }
  });

  it('gives every family page a route file, a title, a nav entry and at least one family', () => {
    const nav = [...PRIMARY_NAV, ...MORE_NAV].map((link) => link.to);
    for (const page of FAMILY_PAGE_PATHS) {
      expect(fs.existsSync(path.join(ROUTES, `${page}.tsx`)), page).toBe(true);
      expect(lookup('en', 'common', `meta.${FAMILY_PAGES[page].metaKey}.title`), page).toBeTruthy();
      expect(lookup('en', 'common', `nav.${FAMILY_PAGES[page].metaKey}`), page).toBeTruthy();
      expect(
        nav.filter((to) => to === `/{-$locale}/earn/${page}/`),
        page,
      ).toHaveLength(1);
      expect(typesOfPage(page).length, page).toBeGreaterThan(0);
      expect(PAGES.some((entry) => entry.path === page)).toBe(true);
    }
  });

  it('links every family to a page that lists it, or to its terms in a dialog on home', () => {
    for (const id of FAMILY_IDS) {
      const href = familyHref(id, '42');
      const page = FAMILIES[id].pages[0];
      if (page === undefined) expect(href).toBe(`/earn/home/?product=42`);
      else {
        expect(href.startsWith(`/earn/${page}/`)).toBe(true);
        expect(typesOfPage(page)).toEqual(expect.arrayContaining([...FAMILIES[id].types]));
      }
    }
    expect(familyHref('fixed', '7')).toBe('/earn/savings/?type=fixed&id=7');
    expect(familyHref('dual', '2001')).toBe('/earn/dual-asset-mining/?id=2001');
  });

  it('gives every order list a route, a title and translated columns with a renderer, status last', () => {
    for (const list of Object.values(ORDER_LISTS)) {
      expect(fs.existsSync(path.join(ROUTES, `${list.path}.tsx`)), list.path).toBe(true);
      expect(lookup('en', 'common', `meta.${list.metaKey}.title`), list.path).toBeTruthy();
      expect(list.columns.at(-1)).toBe('status');
      for (const column of list.columns) {
        expect(ORDER_COLUMNS[column], column).toBeDefined();
        for (const language of TRANSLATION_LANGUAGES)
          expect(lookup(language, 'orders', `column.${column}`), `${language} ${column}`).toBeTruthy();
      }
    }
    expect(ORDER_LISTS.dual.columns).toEqual(
      expect.arrayContaining(['direction', 'target', 'settlementPrice', 'returned']),
    );
  });

  it('lists each product type in one order group, which is also its export group (retired Cloud only under all orders)', () => {
    const grouped = ORDER_GROUPS.flatMap((group) => typesOfGroup(group));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped).not.toContain(ProductType.Cloud);
    expect(orderListOfType(ProductType.Cloud).path).toBe('order-list');
    expect(orderListOfType(ProductType.Dual).path).toBe('dual-order-list');
    expect(orderListOfType(ProductType.Wealth).path).toBe('savings-order-list');
    expect(groupsOfTypes([ProductType.Flexible, ProductType.Dual, ProductType.Wealth])).toEqual(['savings', 'dual']);
  });
});
