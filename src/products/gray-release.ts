import { GrayStage } from '@/api/earn/earn-enums';
import { readCookie, writeCookie } from '@/api/cookies';

/**
 * Gray release of a rollout scene (spec §5): Close is off and Open is on; Stage2 is on for user ids ending
 * in 1, 3, 5, 7 or 9; Stage1 for ids ending in 1 or 3; Internal only for the scene's whitelist. Without
 * login only Open is on. A scene found on is remembered in a cookie for 7 days, and a cookie already on
 * keeps it on.
 */
export const GRAY_COOKIE_DAYS = 7;

export function grayCookieName(scene: string): string {
  return `earn_gray_${scene.replace(/[^\w-]/g, '_')}`;
}

export function isStageOn(stage: GrayStage, userId: string | null, whitelist: readonly string[]): boolean {
  if (stage === GrayStage.Open) return true;
  if (stage === GrayStage.Close || stage === GrayStage.Unknown || userId === null) return false;
  const last = userId.at(-1) ?? '';
  switch (stage) {
    case GrayStage.Stage2:
      return '13579'.includes(last) && last !== '';
    case GrayStage.Stage1:
      return last === '1' || last === '3';
    case GrayStage.Internal:
      return whitelist.includes(userId);
    default:
      return false;
  }
}

/** The scene's state for this visitor, with the 7-day cookie of spec §5 read and refreshed. */
export function isSceneOn(
  scene: { scene: string; stage: GrayStage; user_ids: readonly string[] } | undefined,
  name: string,
  userId: string | null,
): boolean {
  const cookie = grayCookieName(name);
  if (readCookie(cookie) === 'true') return true;
  if (!scene) return false;
  const on = isStageOn(scene.stage, userId, scene.user_ids);
  if (on) writeCookie(cookie, 'true', GRAY_COOKIE_DAYS);
  return on;
}
