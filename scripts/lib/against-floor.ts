/**
 * Figures of a page against the floor page measured beside it (`npm run perf`): each run measures the floor
 * and the page one after the other, under the same throttling, so both see the same machine; a pair gives a
 * difference and a ratio, and the runs give their median and spread. Pure: scripts/perf.ts feeds it.
 */

export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The median of a set of values and its spread (lowest, highest); NaN when there are none. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  /** How many values: a ratio to a floor of 0 has none. */
  n: number;
}

export function spread(values: readonly number[]): Spread {
  const xs = values.filter(Number.isFinite);
  return {
    median: median(xs),
    min: xs.length ? Math.min(...xs) : NaN,
    max: xs.length ? Math.max(...xs) : NaN,
    n: xs.length,
  };
}

/** One alternating run: the floor's figure and the page's, taken one after the other. */
export interface Pair {
  floor: number;
  page: number;
}

export interface AgainstFloor {
  page: Spread;
  floor: Spread;
  difference: Spread;
  /** page / floor per pair; a pair whose floor is 0 has no ratio. */
  ratio: Spread;
}

export function againstFloor(pairs: readonly Pair[]): AgainstFloor {
  return {
    page: spread(pairs.map((p) => p.page)),
    floor: spread(pairs.map((p) => p.floor)),
    difference: spread(pairs.map((p) => p.page - p.floor)),
    ratio: spread(pairs.map((p) => (p.floor > 0 ? p.page / p.floor : NaN))),
  };
}

/** `12 [8–20]`: the median and the spread, with `digits` decimals; a dash when there is no value. */
export function formatSpread(s: Spread, digits = 0): string {
  if (s.n === 0) return '–';
  const f = (x: number) => x.toFixed(digits);
  return s.min === s.max ? f(s.median) : `${f(s.median)} [${f(s.min)}–${f(s.max)}]`;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; requestId?: string } };
}

/** The renderers' main threads of a Chromium trace (other pages may be open), each as its complete events. */
export function rendererMainThreads(events: readonly TraceEvent[]): TraceEvent[][] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return mains.map((m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X'));
}

/** The page's main thread: the renderer's that worked longest (a new tab's blank renderer barely works). */
function pageMainThread(events: readonly TraceEvent[]): TraceEvent[] {
  const work = (xs: TraceEvent[]) => xs.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return rendererMainThreads(events).sort((a, b) => work(b) - work(a))[0] ?? [];
}

/**
 * When the page's first response from the exchange (`urlPart`, e.g. `/x-api/`) finished, in trace time; null
 * when it made none.
 */
export function firstDataAt(events: readonly TraceEvent[], urlPart: string): number | null {
  const requests = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes(urlPart))
      .map((e) => e.args?.data?.requestId),
  );
  const finished = events
    .filter((e) => e.name === 'ResourceFinish' && requests.has(e.args?.data?.requestId))
    .map((e) => e.ts);
  return finished.length > 0 ? Math.min(...finished) : null;
}

/**
 * The longest main-thread task of a trace, ms (Chromium's RunTask, the unit a long task is counted in): over
 * the whole trace, and among the tasks that began once the first data had arrived (`from`, trace time): the
 * data's own rendering and what follows, without the start-up's script evaluation.
 */
export function longestTaskMs(events: readonly TraceEvent[], from: number | null): { load: number; afterData: number } {
  const tasks = pageMainThread(events).filter((e) => e.name === 'RunTask');
  const longest = (xs: TraceEvent[]) => xs.reduce((max, e) => Math.max(max, (e.dur ?? 0) / 1000), 0);
  return { load: longest(tasks), afterData: from === null ? NaN : longest(tasks.filter((e) => e.ts >= from)) };
}

/**
 * Where main-thread time went: each complete event's own time (its duration less its children's), summed by
 * event name, ms, over the events that begin inside one of the windows ([from, to), trace time); largest first.
 * The events are one thread's, so nesting is by time alone.
 */
export function selfTimeByName(
  events: readonly TraceEvent[],
  windows: ReadonlyArray<readonly [number, number]>,
): Array<[string, number]> {
  const inside = events
    .filter((e) => e.ph === 'X' && windows.some(([from, to]) => e.ts >= from && e.ts < to))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const open: Array<{ event: TraceEvent; children: number }> = [];
  const close = () => {
    const done = open.pop();
    if (!done) return;
    const self = (done.event.dur ?? 0) - done.children;
    totals.set(done.event.name, (totals.get(done.event.name) ?? 0) + self / 1000);
    const parent = open.at(-1);
    if (parent) parent.children += done.event.dur ?? 0;
  };
  for (const event of inside) {
    while (open.length > 0) {
      const top = open.at(-1)!.event;
      if (event.ts < top.ts + (top.dur ?? 0)) break;
      close();
    }
    open.push({ event, children: 0 });
  }
  while (open.length > 0) close();
  return [...totals].sort((a, b) => b[1] - a[1]);
}
