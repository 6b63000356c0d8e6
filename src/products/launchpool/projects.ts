import { queryOptions } from '@tanstack/react-query';
import { ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { ProductDetail } from '@/api/earn/product-schema';
import { unixSecondsToMs } from '@/lib/unix-time';
import { poolPhase, type PoolPhase } from './pool-period';

/** Every launchpool with its pool total; totals move as others stake, so they refresh every 15 s. */
export function launchpoolProductsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.Launch }),
    refetchInterval: 15_000,
  });
}

export type LaunchpoolProduct = ProductDetail & { launchpool: NonNullable<ProductDetail['launchpool']> };

/** A project: one reward token farmed over one period by one or more pools. */
export interface LaunchpoolProject {
  id: string;
  rewardCoin: number;
  startAt: number;
  endAt: number | null;
  needsRegistration: boolean;
  registered: boolean;
  descriptionKey: string | null;
  pools: LaunchpoolProduct[];
}

function isLaunchpool(p: ProductDetail): p is LaunchpoolProduct {
  return p.launchpool !== undefined;
}

const PHASE_ORDER: Record<PoolPhase, number> = { running: 0, upcoming: 1, ended: 2 };

/**
 * Pools grouped by project (the wire's project id; else reward coin and period), ordered running first
 * (ending soonest), then upcoming (starting soonest), then ended (latest first).
 */
export function groupProjects(products: readonly ProductDetail[], now: number): LaunchpoolProject[] {
  const byId = new Map<string, LaunchpoolProject>();
  for (const pool of products.filter(isLaunchpool)) {
    const info = pool.launchpool;
    const startAt = unixSecondsToMs(info.start_at) ?? 0;
    const endAt = unixSecondsToMs(info.end_at);
    const id = info.project_id ?? `${info.reward_coin}-${info.start_at}-${info.end_at}`;
    const project = byId.get(id) ?? {
      id,
      rewardCoin: info.reward_coin,
      startAt,
      endAt,
      needsRegistration: false,
      registered: true,
      descriptionKey: pool.description_key ?? null,
      pools: [],
    };
    project.needsRegistration ||= info.needs_registration;
    // Registered for the project only when every pool that needs it says so.
    if (info.needs_registration && !info.is_registered) project.registered = false;
    project.pools.push(pool);
    byId.set(id, project);
  }
  const key = (p: LaunchpoolProject) => {
    const phase = poolPhase(p.startAt, p.endAt, now);
    const when =
      phase === 'running' ? (p.endAt ?? Number.MAX_SAFE_INTEGER) : phase === 'upcoming' ? p.startAt : -(p.endAt ?? 0);
    return [PHASE_ORDER[phase], when] as const;
  };
  return [...byId.values()].sort((a, b) => {
    const [pa, wa] = key(a);
    const [pb, wb] = key(b);
    return pa - pb || wa - wb;
  });
}

/** Why a pool cannot be staked right now, before any call; null when the order flow may start. */
export type StakeBlock = 'upcoming' | 'ended' | 'register' | null;

export function stakeBlock(
  project: Pick<LaunchpoolProject, 'startAt' | 'endAt' | 'needsRegistration' | 'registered'>,
  now: number,
  loggedIn: boolean,
): StakeBlock {
  const phase = poolPhase(project.startAt, project.endAt, now);
  if (phase !== 'running') return phase;
  if (loggedIn && project.needsRegistration && !project.registered) return 'register';
  return null;
}
