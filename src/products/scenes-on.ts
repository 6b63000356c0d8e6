import type { QueryClient } from '@tanstack/react-query';
import { getProductsExtraInfoQueryOptions } from '@/api/earn/get-products-extra-info';
import { isSceneOn } from './gray-release';

/**
 * The scenes among `names` that are on for this visitor (spec §5). Their stages are asked for once per set of
 * scenes (get-products-extra-info, cached as any call); without an answer, only a scene remembered on in its
 * cookie is on.
 */
export async function scenesOn(
  queryClient: QueryClient,
  names: readonly string[],
  userId: string | null,
): Promise<Set<string>> {
  const scenes = await queryClient
    .fetchQuery(getProductsExtraInfoQueryOptions({ product_ids: [], scenes: [...names] }))
    .then(
      (answer) => answer.scenes,
      () => [],
    );
  return new Set(
    names.filter((name) =>
      isSceneOn(
        scenes.find((s) => s.scene === name),
        name,
        userId,
      ),
    ),
  );
}
