import { describe, expect, it } from 'vitest';
import { GrayStage } from '@/api/earn/earn-enums';
import { isSceneOn } from '@/sim/domain/gray-release';

const scene = (stage: GrayStage, userIds: string[] = []) => ({ scene: 's', stage, userIds });

describe('gray release per scene (spec §5)', () => {
  it.each([
    [GrayStage.Close, '1000001', false],
    [GrayStage.Open, null, true],
    [GrayStage.Stage2, '1000007', true],
    [GrayStage.Stage2, '1000002', false],
    [GrayStage.Stage1, '1000003', true],
    [GrayStage.Stage1, '1000005', false],
    [GrayStage.Stage1, null, false],
    [GrayStage.Internal, '1000006', false],
  ] as const)('stage %s, user %s -> %s', (stage, user, on) => {
    expect(isSceneOn(scene(stage), user)).toBe(on);
  });

  it('opens Internal only to the whitelist', () => {
    expect(isSceneOn(scene(GrayStage.Internal, ['1000006']), '1000006')).toBe(true);
    expect(isSceneOn(scene(GrayStage.Internal, ['1000006']), '1000001')).toBe(false);
  });
});
