import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { DisplayStatus } from '@/api/earn/earn-enums';
import { getProductsExtraInfoQueryOptions } from '@/api/earn/get-products-extra-info';
import { isSceneOn, scenesOf } from './gray-release';

/** What the rule reads of a product: its rollout scenes and its availability (cards and details alike). */
interface Gated {
  scene?: { gray_scene?: string; whitelist_scene?: string } | undefined;
  display_status: number;
}

/**
 * Which products this visitor is offered, on every family's list. Products behind rollout scenes follow the
 * gray-release rule of spec §5 (the scenes' stages come from get-products-extra-info); the rest are offered
 * unless forbidden.
 */
export function useOffered<T extends Gated>(cards: readonly T[] | undefined, userId: string | null) {
  const sceneNames = useMemo(() => [...new Set((cards ?? []).flatMap(scenesOf))].sort(), [cards]);
  const scenes = useQuery({
    ...getProductsExtraInfoQueryOptions({ product_ids: [], scenes: sceneNames }),
    enabled: sceneNames.length > 0,
  });
  const onScenes = useMemo(() => {
    const on = new Set<string>();
    for (const name of sceneNames) {
      if (isSceneOn(scenes.data?.scenes.find((s) => s.scene === name), name, userId)) on.add(name);
    }
    return on;
  }, [sceneNames, scenes.data, userId]);

  /** A product behind scenes that are all on for this visitor. */
  const isGated = useCallback((card: T) => {
    const names = scenesOf(card);
    return names.length > 0 && names.every((n) => onScenes.has(n));
  }, [onScenes]);

  const offered = useCallback(
    (card: T) => (scenesOf(card).length > 0 ? isGated(card) : card.display_status !== DisplayStatus.Forbidden),
    [isGated],
  );
  return { offered, isGated, scenesLoading: sceneNames.length > 0 && scenes.isPending };
}
