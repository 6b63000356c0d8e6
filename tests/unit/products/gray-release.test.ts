import { afterEach, describe, expect, it } from 'vitest';
import { GrayStage } from '@/api/earn/earn-enums';
import { grayCookieName, isSceneOn, isStageOn, scenesOf } from '@/products/gray-release';

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
});
