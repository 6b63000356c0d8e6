import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCookie, writeCookie } from '@/api/cookies';
import { DisplayStatus, GrayStage } from '@/api/earn/earn-enums';
import { getProductsExtraInfoQueryOptions } from '@/api/earn/get-products-extra-info';
import type { ProductDetail } from '@/api/earn/product-schema';

/**
 * Gray release of pools, as the savings pages apply it (spec §5): a pool behind a rollout scene is offered
 * only while its scene is on for this visitor (Open for all; Stage2 user ids ending odd; Stage1 ending 1 or
 * 3; Internal for the whitelist; a visitor sees only Open), remembered 7 days in the same cookie; a pool
 * without a scene is offered unless Forbidden.
 */
export function isStageOn(stage: GrayStage, userId: string | null, whitelist: readonly string[]): boolean {
  if (stage === GrayStage.Open) return true;
  if (stage === GrayStage.Close || stage === GrayStage.Unknown || userId === null) return false;
  const last = userId.at(-1) ?? '';
  if (stage === GrayStage.Stage2) return last !== '' && '13579'.includes(last);
  if (stage === GrayStage.Stage1) return last === '1' || last === '3';
  if (stage === GrayStage.Internal) return whitelist.includes(userId);
  return false;
}

function sceneOf(pool: ProductDetail): string | null {
  return pool.scene?.gray_scene || pool.scene?.whitelist_scene || null;
}

export function useOfferedPools(pools: readonly ProductDetail[] | undefined, userId: string | null): { offered: ProductDetail[] | undefined; pending: boolean } {
  const names = useMemo(() => [...new Set((pools ?? []).map(sceneOf).filter((n): n is string => n !== null))].sort(), [pools]);
  const scenes = useQuery({ ...getProductsExtraInfoQueryOptions({ product_ids: [], scenes: names }), enabled: names.length > 0 });
  const offered = useMemo(() => {
    if (!pools) return undefined;
    return pools.filter((pool) => {
      const name = sceneOf(pool);
      if (name === null) return pool.display_status !== DisplayStatus.Forbidden;
      const cookie = `earn_gray_${name.replace(/[^\w-]/g, '_')}`;
      if (readCookie(cookie) === 'true') return true;
      const scene = scenes.data?.scenes.find((s) => s.scene === name);
      const on = scene ? isStageOn(scene.stage, userId, scene.user_ids) : false;
      if (on) writeCookie(cookie, 'true', 7);
      return on;
    });
  }, [pools, scenes.data, userId]);
  return { offered, pending: names.length > 0 && scenes.isPending };
}
