/** Where a launchpool project stands on the server clock: start inclusive, end exclusive. */
export type PoolPhase = 'upcoming' | 'running' | 'ended';

export function poolPhase(startAt: number, endAt: number | null, now: number): PoolPhase {
  if (now < startAt) return 'upcoming';
  if (endAt !== null && now >= endAt) return 'ended';
  return 'running';
}

/** The instant the phase next changes (start or end), or null once ended. */
export function nextPhaseChange(startAt: number, endAt: number | null, now: number): number | null {
  const phase = poolPhase(startAt, endAt, now);
  if (phase === 'upcoming') return startAt;
  if (phase === 'running') return endAt;
  return null;
}

const DAY = 86_400_000;

/** T+1: a stake made at `at` earns from the next UTC midnight. */
export function rewardsStartAt(at: number): number {
  return Math.floor(at / DAY) * DAY + DAY;
}

/** Share of the period already run, 0..1 (for the progress bar). */
export function periodProgress(startAt: number, endAt: number | null, now: number): number {
  if (endAt === null || endAt <= startAt) return now >= startAt ? 1 : 0;
  return Math.min(1, Math.max(0, (now - startAt) / (endAt - startAt)));
}
