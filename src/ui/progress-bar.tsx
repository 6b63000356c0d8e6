import * as css from './progress-bar.css';

/**
 * A thin horizontal bar (e.g. how much of a product's quota is taken). `percent` is clamped to 0-100; the
 * label says in words what the bar shows, for assistive technology.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (
    <span
      className={css.track}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-label={label}
    >
      <span className={`${css.fill} ${value >= 100 ? css.full : ''}`} style={{ width: `${value}%` }} />
    </span>
  );
}
