import { GrayStage } from '@/api/earn/earn-enums';

/**
 * Gray release per scene (spec §5): Close off, Open on, Stage2 for user ids ending 1,3,5,7,9, Stage1 for
 * ids ending 1 or 3, Internal only for whitelisted users. Without login only Open is on.
 */
export interface Scene {
  scene: string;
  stage: GrayStage;
  userIds: string[];
}

export function isSceneOn(scene: Scene | undefined, userId: string | null): boolean {
  if (!scene) return false;
  switch (scene.stage) {
    case GrayStage.Open:
      return true;
    case GrayStage.Close:
    case GrayStage.Unknown:
      return false;
    default:
      break;
  }
  if (userId === null) return false;
  const last = userId.at(-1) ?? '';
  switch (scene.stage) {
    case GrayStage.Stage2:
      return '13579'.includes(last);
    case GrayStage.Stage1:
      return last === '1' || last === '3';
    case GrayStage.Internal:
      return scene.userIds.includes(userId);
    default:
      return false;
  }
}

/** The scenes of the simulated exchange (ids from the demo accounts). */
export function defaultScenes(ids: { insider: string; vip: string }): Scene[] {
  return [
    { scene: 'earn_dual_doge', stage: GrayStage.Stage1, userIds: [] },
    { scene: 'earn_structured_pilot', stage: GrayStage.Stage1, userIds: [] },
    { scene: 'earn_liquidity_kst', stage: GrayStage.Stage2, userIds: [] },
    { scene: 'earn_launchpool_nova_mnt', stage: GrayStage.Stage2, userIds: [] },
    { scene: 'earn_wealth_beta', stage: GrayStage.Stage2, userIds: [] },
    { scene: 'earn_defi_mining', stage: GrayStage.Stage1, userIds: [] },
    { scene: 'earn_premium_pilot', stage: GrayStage.Internal, userIds: [ids.insider, ids.vip] },
    { scene: 'earn_defi_eth_internal', stage: GrayStage.Internal, userIds: [ids.insider] },
    { scene: 'earn_export_v2', stage: GrayStage.Open, userIds: [] },
    { scene: 'earn_private_wealth_v2', stage: GrayStage.Close, userIds: [] },
  ];
}
