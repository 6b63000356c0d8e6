import { useId, useState } from 'react';
import { ScrollRegion } from '../scroll-region';
import { Decimal } from '@/lib/decimal';
import * as css from './payoff-chart.css';

const W = 340;
const H = 200;
const X0 = 10;
const X1 = 330;
const TOP = 24;
const BOTTOM = 150;

/** A point of the payoff line: a settlement price and what it is worth there (exact). */
export interface PayoffPoint {
  price: Decimal;
  value: Decimal;
}

export interface PayoffBand {
  /** Price extent; the ends of the price axis when omitted. */
  from?: Decimal;
  to?: Decimal;
  /** Value extent; the whole height when omitted. */
  above?: Decimal;
  below?: Decimal;
  tone: 'gain' | 'loss' | 'neutral';
  label?: string;
  /** Where the label sits: at the top (default) or just above the price axis. */
  labelAt?: 'top' | 'bottom';
}

export interface PayoffMarker {
  price: Decimal;
  /** `level`: a price the terms fix (bound, knock-out, breakeven); `spot`: today's price. */
  tone: 'level' | 'spot';
  /** Written above the line (levels at the top, today's price a little lower). */
  label?: string;
  /** Which side of the line the label leans to; centred by default. */
  labelSide?: 'before' | 'after';
  /** The price written under the axis, and how it hangs from the line. */
  tick?: string;
  tickAnchor?: 'start' | 'middle' | 'end';
}

export interface PayoffGuide {
  value: Decimal;
  label: string;
  /** Which end of the chart the label sits at. */
  side?: 'start' | 'end';
  /** False: the label only (e.g. the floor of the line is already drawn). */
  line?: boolean;
}

export interface PayoffTable {
  testId: string;
  caption: string;
  columns: readonly string[];
  /** `mark` names a row worth finding (written as the attribute `data-<mark>`), e.g. the breakeven. */
  rows: ReadonlyArray<{ key: string; cells: readonly string[]; mark?: string }>;
}

export interface PayoffChartProps {
  /** Prefix of the test ids: `<testId>-chart`, `<testId>-probe`, `<testId>-probe-readout`. */
  testId: string;
  /** The picture's accessible name and description (what the line says, in words). */
  title: string;
  description: string;
  /** The settlement prices drawn, left to right in every language. */
  domain: { lo: Decimal; hi: Decimal };
  /** The values at the bottom and the top of the chart. */
  range: { min: Decimal; max: Decimal };
  /** The payoff line in pieces; a jump from one piece to the next is drawn dashed. */
  pieces: ReadonlyArray<readonly PayoffPoint[]>;
  bands?: readonly PayoffBand[];
  markers?: readonly PayoffMarker[];
  guides?: readonly PayoffGuide[];
  /** The words at both ends of the price axis. */
  axis: { lower: string; higher: string };
  probe: {
    label: string;
    /** Slider step in price units. */
    step: Decimal;
    initial: Decimal;
    /** The exact value at a price (the dot and the readout). */
    valueAt: (price: Decimal) => Decimal;
    priceText: (price: Decimal) => string;
    readout: (price: Decimal, value: Decimal) => string;
  };
  /** The same figures as text: the chart's alternative for screen readers and for reading exact amounts. */
  table: PayoffTable;
}

/**
 * A settlement payoff drawn in SVG (no chart library): the line, shaded zones, the levels the terms fix,
 * today's price, a slider that reads the value at any price and a table with the same figures. Geometry
 * uses floats; every figure written comes from the caller's exact decimals. The price axis reads left to
 * right in every language; words follow the page direction.
 */
export function PayoffChart({
  testId,
  title,
  description,
  domain,
  range,
  pieces,
  bands = [],
  markers = [],
  guides = [],
  axis,
  probe,
  table,
}: PayoffChartProps) {
  const titleId = useId();
  const descId = useId();
  const sliderId = useId();
  const lo = domain.lo.toNumber();
  const hi = domain.hi.toNumber();
  const min = range.min.toNumber();
  const max = range.max.toNumber();
  const x = (p: Decimal) => X0 + ((Math.min(hi, Math.max(lo, p.toNumber())) - lo) / (hi - lo || 1)) * (X1 - X0);
  const y = (v: Decimal) =>
    BOTTOM - ((Math.min(max, Math.max(min, v.toNumber())) - min) / (max - min || 1)) * (BOTTOM - TOP);

  const [probeText, setProbeText] = useState<string | null>(null);
  const price = probeText === null ? probe.initial : new Decimal(probeText);
  const value = probe.valueAt(price);
  // Whole steps from the domain's low end. The step is derived from a price, so a zero price gives a zero step:
  // the slider then has no stops.
  const stopsTo = (p: Decimal, rounding: number) =>
    probe.step.gt(0) ? p.minus(domain.lo).div(probe.step).toDecimalPlaces(0, rounding).toNumber() : 0;
  const steps = stopsTo(domain.hi, Decimal.ROUND_FLOOR);
  const position = Math.min(steps, Math.max(0, stopsTo(price, Decimal.ROUND_HALF_UP)));

  const path = pieces
    .map((piece) => piece.map((p, i) => `${i === 0 ? 'M' : 'L'} ${x(p.price)} ${y(p.value)}`).join(' '))
    .join(' ');
  const jumps = pieces.slice(1).flatMap((piece, i) => {
    const end = pieces[i]?.at(-1);
    const start = piece[0];
    return end && start && !(end.price.equals(start.price) && end.value.equals(start.value))
      ? [`M ${x(end.price)} ${y(end.value)} L ${x(start.price)} ${y(start.value)}`]
      : [];
  });

  return (
    <figure className={css.figure} data-testid={`${testId}-chart`}>
      <svg
        className={css.svg}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        direction="ltr"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {bands.map((band, i) => {
          const left = band.from ? x(band.from) : X0;
          const right = band.to ? x(band.to) : X1;
          const top = band.below ? y(band.below) : TOP - 16;
          const bottom = band.above ? y(band.above) : BOTTOM;
          return (
            <rect
              key={`band${i}`}
              className={css.band[band.tone]}
              x={left}
              y={top}
              width={Math.max(0, right - left)}
              height={Math.max(0, bottom - top)}
            />
          );
        })}
        <line className={css.axis} x1={X0} y1={BOTTOM} x2={X1} y2={BOTTOM} />
        {guides.map((g, i) =>
          g.line === false ? null : (
            <line key={`guide${i}`} className={css.guide} x1={X0} y1={y(g.value)} x2={X1} y2={y(g.value)} />
          ),
        )}
        {markers.map((m, i) => {
          const xm = x(m.price);
          return (
            <line
              key={`marker${i}`}
              className={css.marker[m.tone]}
              x1={xm}
              y1={m.tone === 'spot' ? TOP + 18 : TOP - 16}
              x2={xm}
              y2={m.tone === 'spot' ? BOTTOM : BOTTOM + 4}
            />
          );
        })}
        <path className={css.line} d={path} />
        {jumps.length > 0 && <path className={css.jump} d={jumps.join(' ')} />}
        <circle className={css.probe} cx={x(price)} cy={y(value)} r={5} data-testid={`${testId}-probe-dot`} />
        {bands.map((band, i) => {
          if (!band.label) return null;
          const left = band.from ? x(band.from) : X0;
          const right = band.to ? x(band.to) : X1;
          const anchor = !band.from ? 'start' : !band.to ? 'end' : 'middle';
          const tx = anchor === 'start' ? left + 2 : anchor === 'end' ? right - 2 : (left + right) / 2;
          return (
            <text
              key={`bandLabel${i}`}
              className={css.label}
              x={tx}
              y={band.labelAt === 'bottom' ? BOTTOM - 8 : TOP - 4}
              textAnchor={anchor}
            >
              {band.label}
            </text>
          );
        })}
        {guides.map((g, i) => (
          <text
            key={`guideLabel${i}`}
            className={css.muted}
            x={g.side === 'start' ? X0 + 2 : X1 - 2}
            y={y(g.value) - 4}
            textAnchor={g.side === 'start' ? 'start' : 'end'}
          >
            {g.label}
          </text>
        ))}
        {markers.map((m, i) => {
          const xm = x(m.price);
          const side = m.labelSide === 'before' ? -4 : m.labelSide === 'after' ? 4 : 0;
          const anchor = m.labelSide === 'before' ? 'end' : m.labelSide === 'after' ? 'start' : 'middle';
          return (
            <g key={`markerText${i}`}>
              {m.label && (
                <text
                  className={m.tone === 'spot' ? css.muted : css.label}
                  x={xm + side}
                  y={m.tone === 'spot' ? TOP + 14 : TOP - 2}
                  textAnchor={anchor}
                >
                  {m.label}
                </text>
              )}
              {m.tick && (
                <text className={css.muted} x={xm} y={BOTTOM + 16} textAnchor={m.tickAnchor ?? 'middle'}>
                  {m.tick}
                </text>
              )}
            </g>
          );
        })}
        <text className={css.muted} x={X0} y={BOTTOM + 34}>
          {axis.lower}
        </text>
        <text className={css.muted} x={X1} y={BOTTOM + 34} textAnchor="end">
          {axis.higher}
        </text>
      </svg>
      <label htmlFor={sliderId} className={css.readout}>
        {probe.label}
      </label>
      <input
        id={sliderId}
        className={css.slider}
        type="range"
        dir="ltr"
        min={0}
        max={steps}
        step={1}
        value={position}
        aria-valuetext={probe.priceText(price)}
        onChange={(event) => setProbeText(domain.lo.plus(probe.step.times(Number(event.target.value))).toFixed())}
        data-testid={`${testId}-probe`}
      />
      <p className={css.readout} aria-live="polite" data-testid={`${testId}-probe-readout`}>
        {probe.readout(price, value)}
      </p>
      {/* Scrolls on its own on a narrow phone: reachable by keyboard, named by its caption. */}
      <ScrollRegion className={css.tableWrap} label={table.caption}>
        <table className={css.table} data-testid={table.testId}>
          <caption className={css.caption}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className={css.cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} {...(row.mark ? { [`data-${row.mark}`]: '' } : {})}>
                {row.cells.map((cell, i) => (
                  <td key={i} className={css.cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}
