import { describe, expect, it } from 'vitest';
import {
  againstFloor,
  firstDataAt,
  formatSpread,
  longestTaskMs,
  selfTimeByName,
  spread,
  type TraceEvent,
} from '../../../scripts/lib/against-floor';

describe('a page against the floor measured beside it', () => {
  it('takes difference and ratio run by run, then their median and spread', () => {
    const figures = againstFloor([
      { floor: 10, page: 40 },
      { floor: 20, page: 30 },
      { floor: 40, page: 60 },
    ]);
    expect(figures.difference).toEqual({ median: 20, min: 10, max: 30, n: 3 });
    expect(figures.ratio).toEqual({ median: 1.5, min: 1.5, max: 4, n: 3 });
    expect(figures.page.median).toBe(40);
    expect(figures.floor.median).toBe(20);
  });

  it('leaves out the ratio of a run whose floor is 0, and says when none is left', () => {
    expect(
      againstFloor([
        { floor: 0, page: 30 },
        { floor: 10, page: 30 },
      ]).ratio,
    ).toEqual({ median: 3, min: 3, max: 3, n: 1 });
    const none = againstFloor([{ floor: 0, page: 30 }]).ratio;
    expect(none.n).toBe(0);
    expect(formatSpread(none)).toBe('–');
  });

  it('prints the median with the spread beside it', () => {
    expect(formatSpread(spread([120, 8, 40]))).toBe('40 [8–120]');
    expect(formatSpread(spread([1.234, 1.234]), 2)).toBe('1.23');
  });
});

describe('longest main-thread task of a trace', () => {
  const thread = (pid: number, tid: number): TraceEvent => ({
    name: 'thread_name',
    ph: 'M',
    ts: 0,
    pid,
    tid,
    args: { name: 'CrRendererMain' },
  });
  const task = (pid: number, ts: number, ms: number): TraceEvent => ({
    name: 'RunTask',
    ph: 'X',
    ts,
    dur: ms * 1000,
    pid,
    tid: 1,
  });
  const events: TraceEvent[] = [
    thread(1, 1),
    thread(2, 1),
    // A blank tab's renderer: short work, never the page's.
    task(2, 0, 5),
    task(1, 100, 300),
    {
      name: 'ResourceSendRequest',
      ph: 'I',
      ts: 200,
      pid: 1,
      tid: 1,
      args: { data: { requestId: 'r1', url: 'http://127.0.0.1/x-api/s1/byfi/get-coins' } },
    },
    {
      name: 'ResourceSendRequest',
      ph: 'I',
      ts: 150,
      pid: 1,
      tid: 1,
      args: { data: { requestId: 'r0', url: 'http://127.0.0.1/earn/translations/earn-web/en/common.json' } },
    },
    { name: 'ResourceFinish', ph: 'I', ts: 900, pid: 1, tid: 1, args: { data: { requestId: 'r0' } } },
    { name: 'ResourceFinish', ph: 'I', ts: 5_000, pid: 1, tid: 1, args: { data: { requestId: 'r1' } } },
    task(1, 6_000, 40),
    task(1, 9_000, 12),
  ];

  it('finds when the first exchange response finished, not any other file', () => {
    expect(firstDataAt(events, '/x-api/')).toBe(5_000);
    expect(firstDataAt(events, '/nothing/')).toBeNull();
  });

  it('gives the longest task of the load and of what began once data arrived', () => {
    expect(longestTaskMs(events, 5_000)).toEqual({ load: 300, afterData: 40 });
    expect(longestTaskMs(events, null).afterData).toBeNaN();
  });
});

describe('main-thread time by event name', () => {
  const x = (name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', ts, dur, pid: 1, tid: 1 });

  it("counts each event's own time, less its children's, inside the windows only", () => {
    const events = [
      x('RunTask', 0, 10_000),
      x('FunctionCall', 1_000, 6_000),
      x('V8.GC', 2_000, 1_000),
      x('Layout', 8_000, 2_000),
      x('RunTask', 20_000, 3_000),
      x('Paint', 20_500, 1_000),
      x('RunTask', 90_000, 50_000),
    ];
    expect(selfTimeByName(events, [[0, 30_000]])).toEqual([
      ['FunctionCall', 5],
      ['RunTask', 4],
      ['Layout', 2],
      ['V8.GC', 1],
      ['Paint', 1],
    ]);
  });
});
