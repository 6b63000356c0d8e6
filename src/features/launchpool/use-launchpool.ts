import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ProductType } from '@/api/earn/earn-enums';
import { getPositionsQueryOptions, type Position } from '@/api/earn/get-positions';
import { groupProjects } from '@/products/launchpool/projects';
import { launchpoolProductsQueryOptions } from '@/products/launchpool/projects';
import { useCurrentUser, useOffered } from '@/products/session';
import { useCoins } from '@/products/use-coins';

/** My launchpool stakes; rewards accrue every hour, so they refresh every 15 s. */
function launchpoolPositionsQueryOptions() {
  return { ...getPositionsQueryOptions({ product_types: [ProductType.Launch] }), refetchInterval: 15_000 };
}

/** Everything the page reads: projects with their offered pools, my stakes by pool, coins and session. */
export function useLaunchpool(now: number) {
  const session = useCurrentUser();
  const loggedIn = session.loggedIn === true;
  const products = useQuery(launchpoolProductsQueryOptions());
  const gray = useOffered(products.data?.products);
  const offered = useMemo(() => products.data?.products.filter(gray.offered), [products.data, gray.offered]);
  const pending = gray.scenesLoading;
  const positions = useQuery({ ...launchpoolPositionsQueryOptions(), enabled: loggedIn });
  const coins = useCoins();
  // Grouped once a minute is enough for the order; phases and countdowns read `now` themselves.
  const minute = Math.floor(now / 60_000);
  const projects = useMemo(() => (offered ? groupProjects(offered, minute * 60_000) : undefined), [offered, minute]);
  const stakes = useMemo(() => {
    const map = new Map<string, Position>();
    for (const p of positions.data?.positions ?? []) map.set(p.product_id, p);
    return map;
  }, [positions.data]);
  return { products, projects: pending ? undefined : projects, positions, stakes, coins, loggedIn };
}
