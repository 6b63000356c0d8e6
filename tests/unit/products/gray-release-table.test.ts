// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { GrayStage } from '@/api/earn/earn-enums';
import { getProductsExtraInfoQueryOptions } from '@/api/earn/get-products-extra-info';
import { GRAY_COOKIE_DAYS, grayCookieName, isSceneOn } from '@/products/gray-release';

/**
 * The whole gray-release table of spec §5: every stage x last digit of the user id x logged in or not x cookie
 * already set or not x whitelisted or not, against the rule as the spec states it.
 */
const SCENE = 'earn_table_scene';
const STAGES = [
  GrayStage.Unknown,
  GrayStage.Close,
  GrayStage.Internal,
  GrayStage.Stage1,
  GrayStage.Stage2,
  GrayStage.Open,
];

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(clearCookies);

function expected(stage: GrayStage, ending: number, loggedIn: boolean, cookie: boolean, whitelisted: boolean): boolean {
  if (cookie) return true;
  if (stage === GrayStage.Open) return true;
  if (!loggedIn) return false;
  if (stage === GrayStage.Stage2) return ending % 2 === 1;
  if (stage === GrayStage.Stage1) return ending === 1 || ending === 3;
  if (stage === GrayStage.Internal) return whitelisted;
  return false;
}

const rows: [GrayStage, number, boolean, boolean, boolean][] = [];
for (const stage of STAGES) {
  for (let ending = 0; ending <= 9; ending += 1) {
    for (const loggedIn of [true, false]) {
      for (const cookie of [true, false]) {
        for (const whitelisted of [true, false]) rows.push([stage, ending, loggedIn, cookie, whitelisted]);
      }
    }
  }
}

describe('gray release table (spec §5)', () => {
  it.each(rows)(
    'stage %i, id ending %i, logged in %s, cookie %s, whitelisted %s',
    (stage, ending, loggedIn, cookie, whitelisted) => {
      const userId = `100004${ending}`;
      if (cookie) document.cookie = `${grayCookieName(SCENE)}=true; Path=/`;
      const scene = { scene: SCENE, stage, user_ids: whitelisted ? [userId] : ['9999999'] };
      const on = isSceneOn(scene, SCENE, loggedIn ? userId : null);
      expect(on).toBe(expected(stage, ending, loggedIn, cookie, whitelisted));
      // An on result is remembered in the cookie; an off one leaves no cookie behind.
      expect(document.cookie.includes(`${grayCookieName(SCENE)}=true`)).toBe(on);
    },
  );

  it('remembers for 7 days', () => {
    expect(GRAY_COOKIE_DAYS).toBe(7);
  });

  it('caches the scenes (whitelist per scene) 10 minutes, fresh for 1 (spec §9)', () => {
    const options = getProductsExtraInfoQueryOptions({ product_ids: [], scenes: [SCENE] });
    expect(options.staleTime).toBe(60_000);
    expect(options.gcTime).toBe(10 * 60_000);
  });
});
