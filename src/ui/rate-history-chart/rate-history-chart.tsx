import { ToggleGroup, type ToggleOption } from '../toggle-group';
import * as css from './rate-history-chart.css';

/**
 * A small step line of a rate over time: each rate holds until the next point. An SVG line of a few hundred
 * bytes rather than a chart library: a rate history has tens of points, no zoom and no candles, and the
 * product dialog that shows it should not load 45 KiB for it. The labels are HTML beside the line (the same
 * size at any width); the caller formats them (exact decimals) and writes the summary that is the chart's text
 * for screen readers. Time runs left to right in every language; each label is isolated (`bdi`), so a
 * right-to-left date keeps its own order inside the left-to-right plot.
 */
export interface RateHistoryChartProps {
  title: string;
  /** Time (ms) and rate (a float only for drawing), oldest first. */
  points: ReadonlyArray<{ at: number; rate: number }>;
  /** Lowest and highest rate, and first and last time, as the page writes them. */
  rateLabels: { low: string; high: string };
  timeLabels: { start: string; end: string };
  summary: string;
  /** The periods the history can show, the one shown, and the choice of another. */
  windows: readonly ToggleOption[];
  selected: string;
  onSelect: (id: string) => void;
  windowsLabel: string;
  testId?: string;
}

const W = 300;
const H = 80;

function linePath(points: RateHistoryChartProps['points']): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const low = Math.min(...points.map((p) => p.rate));
  const high = Math.max(...points.map((p) => p.rate));
  // A flat history is drawn mid-height, not on the floor.
  const span = high - low || 1;
  const y = (rate: number) => (high === low ? H / 2 : 4 + (1 - (rate - low) / span) * (H - 8));
  const x = (at: number) => ((at - first.at) / Math.max(1, last.at - first.at)) * W;
  return points
    .map((p, i) =>
      i === 0 ? `M${x(p.at).toFixed(1)},${y(p.rate).toFixed(1)}` : `H${x(p.at).toFixed(1)}V${y(p.rate).toFixed(1)}`,
    )
    .join('');
}

export function RateHistoryChart({
  title,
  points,
  rateLabels,
  timeLabels,
  summary,
  windows,
  selected,
  onSelect,
  windowsLabel,
  testId,
}: RateHistoryChartProps) {
  const flat = rateLabels.low === rateLabels.high;
  return (
    <figure className={css.figure} data-testid={testId}>
      <div className={css.head}>
        <h4 className={css.title}>{title}</h4>
        <ToggleGroup label={windowsLabel} options={windows} selected={selected} onSelect={onSelect} size="small" />
      </div>
      <div className={css.plot} aria-hidden="true">
        <div className={css.rates} data-flat={flat}>
          <bdi>{rateLabels.high}</bdi>
          {!flat && <bdi>{rateLabels.low}</bdi>}
        </div>
        <svg className={css.svg} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" focusable="false">
          <path className={css.line} d={linePath(points)} vectorEffect="non-scaling-stroke" />
        </svg>
        <div className={css.times}>
          <bdi>{timeLabels.start}</bdi>
          <bdi>{timeLabels.end}</bdi>
        </div>
      </div>
      <figcaption className={css.summary} data-testid={testId ? `${testId}-summary` : undefined}>
        {summary}
      </figcaption>
    </figure>
  );
}
