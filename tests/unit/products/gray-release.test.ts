// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DisplayStatus, GrayStage } from '@/api/earn/earn-enums';
import { getProductsExtraInfoQueryOptions } from '@/api/earn/get-products-extra-info';
import { grayCookieName, isSceneOn, isStageOn } from '@/products/gray-release';
import { scenesOn } from '@/products/scenes-on';
import { isOffered, scenesOf } from '@/products/offered';

afterEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('gray release (spec §5)', () => {
  it.each([
    [GrayStage.Close, '1000001', [], false],
    [GrayStage.Open, null, [], true],
    [GrayStage.Stage2, '1000003', [], true],
    [GrayStage.Stage2, '1000009', [], true],
    [GrayStage.Stage2, '1000002', [], false],
    [GrayStage.Stage1, '1000001', [], true],
    [GrayStage.Stage1, '1000003', [], true],
    [GrayStage.Stage1, '1000005', [], false],
    [GrayStage.Stage1, null, [], false],
    [GrayStage.Internal, '1000006', ['1000006'], true],
    [GrayStage.Internal, '1000001', ['1000006'], false],
    [GrayStage.Unknown, '1000001', [], false],
  ] as const)('stage %i for user %s -> %s', (stage, user, whitelist, on) => {
    expect(isStageOn(stage, user, whitelist)).toBe(on);
  });

  it('remembers an on scene in a cookie for 7 days, and a cookie keeps it on', () => {
    const scene = { scene: 'earn_wealth_beta', stage: GrayStage.Stage2, user_ids: [] };
    expect(isSceneOn(scene, scene.scene, '1000002')).toBe(false);
    expect(document.cookie).not.toContain(grayCookieName(scene.scene));
    expect(isSceneOn(scene, scene.scene, '1000001')).toBe(true);
    expect(document.cookie).toContain(`${grayCookieName(scene.scene)}=true`);
    // Logged out, with the stage closed since: the cookie keeps it on.
    expect(isSceneOn({ ...scene, stage: GrayStage.Close }, scene.scene, null)).toBe(true);
  });

  it('lists the scenes that gate a product', () => {
    expect(scenesOf({})).toEqual([]);
    expect(scenesOf({ scene: { gray_scene: 'a', whitelist_scene: 'b' } })).toEqual(['a', 'b']);
  });

  it('offers a product behind scenes when they are all on, whatever its status; any other unless forbidden', () => {
    const pilot = { scene: { gray_scene: 'a', whitelist_scene: 'b' }, display_status: DisplayStatus.Forbidden };
    expect(isOffered(pilot, new Set(['a']))).toBe(false);
    expect(isOffered(pilot, new Set(['a', 'b']))).toBe(true);
    expect(isOffered({ display_status: DisplayStatus.Forbidden }, new Set(['a', 'b']))).toBe(false);
    expect(isOffered({ display_status: DisplayStatus.Soldout }, new Set())).toBe(true);
  });

  it('finds the scenes on for a visitor from their stages, once per set of scenes; without an answer, from the cookie', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const names = ['beta', 'pilot'];
    queryClient.setQueryData(getProductsExtraInfoQueryOptions({ product_ids: [], scenes: names }).queryKey, {
      products: [],
      scenes: [
        { scene: 'beta', stage: GrayStage.Stage2, user_ids: [] },
        { scene: 'pilot', stage: GrayStage.Internal, user_ids: ['1000006'] },
      ],
    });
    expect(await scenesOn(queryClient, names, null)).toEqual(new Set());
    expect(await scenesOn(queryClient, names, '1000002')).toEqual(new Set());
    expect(await scenesOn(queryClient, names, '1000006')).toEqual(new Set(['pilot']));
    // No answer (the call failed): the scene just found on is remembered in its cookie, the others are off.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 403 })));
    try {
      expect(await scenesOn(new QueryClient(), ['other', 'pilot'], null)).toEqual(new Set(['pilot']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
