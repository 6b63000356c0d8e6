import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { cacheStrategies } from '@/api/cache-strategies';
import { currentUserQueryOptions, isLoggedIn } from '@/api/main/user-profile';
import { isGatedOn, isOffered, scenesOf, type Gated } from './offered';

/** The session as every page sees it: the profile query (null for a visitor). */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    user: isLoggedIn(user) ? user : null,
    /** undefined until the first answer. */
    loggedIn: query.isSuccess ? isLoggedIn(user) : undefined,
    isPending: query.isPending,
    /** The last failure of the profile call (HTTP error, unreadable body, timeout), null once it answers. */
    error: query.error,
    /** A call is out (the first one, or a retry). */
    isFetching: query.isFetching,
    /** Asks again (a "Try again" button). */
    retry: () => void query.refetch(),
  };
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of `cards` this visitor is offered, on every family's list and on home (`isOffered`: gray release for
 * products behind rollout scenes, the rest unless forbidden). The scenes' state (their stages from
 * get-products-extra-info, the rule and its 7-day cookie) loads only when the list has products behind scenes:
 * a list without any asks nothing and carries none of it.
 */
export function useOffered<T extends Gated>(cards: readonly T[] | undefined) {
  const userId = useCurrentUser().user?.id ?? null;
  const sceneNames = useMemo(() => [...new Set((cards ?? []).flatMap(scenesOf))].sort(), [cards]);
  const on = useQuery({
    queryKey: ['gray-release', sceneNames, userId],
    queryFn: async ({ client }) => (await import('./scenes-on')).scenesOn(client, sceneNames, userId),
    enabled: sceneNames.length > 0,
    ...cacheStrategies.lazy,
  });
  const onScenes = on.data ?? NONE;

  /** A product behind scenes that are all on for this visitor. */
  const isGated = useCallback((card: T) => isGatedOn(card, onScenes), [onScenes]);
  const offered = useCallback((card: T) => isOffered(card, onScenes), [onScenes]);
  return { offered, isGated, scenesLoading: sceneNames.length > 0 && on.isPending };
}
