import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/api/earn/product-schema';
import { nextPhaseChange, periodProgress, poolPhase, rewardsStartAt } from '@/products/launchpool/pool-period';
import { groupProjects, stakeBlock } from '@/products/launchpool/projects';

const START = Date.UTC(2026, 10, 20, 8, 0, 0);
const END = Date.UTC(2026, 10, 27, 8, 0, 0);

describe('launchpool period on the server clock', () => {
  it('is upcoming before the start, running from the start (inclusive) and ended from the end (inclusive)', () => {
    expect(poolPhase(START, END, START - 1)).toBe('upcoming');
    expect(poolPhase(START, END, START)).toBe('running');
    expect(poolPhase(START, END, END - 1)).toBe('running');
    expect(poolPhase(START, END, END)).toBe('ended');
    expect(poolPhase(START, null, END * 2)).toBe('running');
    expect(nextPhaseChange(START, END, START - 1)).toBe(START);
    expect(nextPhaseChange(START, END, START)).toBe(END);
    expect(nextPhaseChange(START, END, END)).toBeNull();
    expect(periodProgress(START, END, START + (END - START) / 2)).toBe(0.5);
    expect(periodProgress(START, END, END + 1)).toBe(1);
  });

  it('rewards start the next UTC day (T+1), even one second before midnight', () => {
    expect(rewardsStartAt(Date.UTC(2026, 10, 20, 23, 59, 59))).toBe(Date.UTC(2026, 10, 21));
    expect(rewardsStartAt(Date.UTC(2026, 10, 21, 0, 0, 0))).toBe(Date.UTC(2026, 10, 22));
  });
});

function pool(
  id: string,
  project: string,
  start: number,
  end: number,
  needs = false,
  registered = false,
): ProductDetail {
  return {
    product_id: id,
    description_key: `launchpool:project.${project}`,
    launchpool: {
      reward_coin: 24,
      daily_reward_e8: '5000000000000',
      pool_total_staked_e8: '0',
      start_at: String(start / 1000),
      end_at: String(end / 1000),
      required_kyc_level: 1,
      needs_registration: needs,
      project_id: project,
      is_registered: registered,
    },
  } as unknown as ProductDetail;
}

describe('launchpool projects and what blocks a stake', () => {
  it('groups pools by project, running first, then upcoming, then ended', () => {
    const now = START + 1000;
    const projects = groupProjects(
      [
        pool('1', 'old', START - 20 * 86_400_000, START - 86_400_000),
        pool('2', 'soon', END, END + 86_400_000),
        pool('3', 'now', START, END),
        pool('4', 'now', START, END),
      ],
      now,
    );
    expect(projects.map((p) => [p.id, p.pools.map((x) => x.product_id)])).toEqual([
      ['now', ['3', '4']],
      ['soon', ['2']],
      ['old', ['1']],
    ]);
  });

  it('blocks staking before the start, after the end and before registering; not for a visitor (login comes first)', () => {
    const project = { startAt: START, endAt: END, needsRegistration: true, registered: false };
    expect(stakeBlock(project, START - 1, true)).toBe('upcoming');
    expect(stakeBlock(project, END, true)).toBe('ended');
    expect(stakeBlock(project, START, true)).toBe('register');
    expect(stakeBlock(project, START, false)).toBeNull();
    expect(stakeBlock({ ...project, registered: true }, START, true)).toBeNull();
    const [grouped] = groupProjects(
      [pool('5', 'reg', START, END, true, false), pool('6', 'reg', START, END, true, true)],
      START,
    );
    expect(grouped?.registered).toBe(false);
  });
});
