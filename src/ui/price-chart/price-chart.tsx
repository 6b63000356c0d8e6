import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type * as LightweightCharts from 'lightweight-charts';
import type { AutoscaleInfo, IChartApi, IPriceLine, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useDocumentTheme } from '@/ui/use-document-theme';
import { chartColors, type ChartColors } from './chart-colors';
import * as css from './price-chart.css';

/**
 * A price series on a time axis, drawn with lightweight-charts (loaded with the first chart, never before):
 * candles or a plain line, horizontal levels (targets, range bounds, a breakeven) and the live price. The chart
 * draws in floats; every figure a reader sees in words comes from the caller's exact decimals (`summary`).
 * The canvas is one focusable image with a label, described by the summary; time runs left to right on
 * right-to-left pages too.
 */

export interface CandlePoint {
  /** Open time, epoch ms. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface LinePoint {
  time: number;
  value: number;
}

export type PriceSeries =
  { kind: 'candles'; points: readonly CandlePoint[] } | { kind: 'line'; points: readonly LinePoint[] };

export interface PriceLevel {
  price: number;
  /** Written on the price axis beside the line. */
  title: string;
  tone: 'level' | 'live';
}

/** A live price is a thin line, a level a thick one: the width also tells a drawn line's tone. */
const widthOf = (level: PriceLevel): 1 | 2 => (level.tone === 'live' ? 1 : 2);

type Library = typeof LightweightCharts;
type AnySeries = ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;

function canvasSupported(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

export function PriceChart({
  series,
  levels,
  label,
  summary,
  formatPrice,
  locale,
  height = 260,
  testId,
}: {
  series: PriceSeries;
  levels: readonly PriceLevel[];
  /** The image's accessible name ("BTC in USDT, last 7 days"). */
  label: string;
  /** The same story in words: high, low and last over the window, where each level sits. */
  summary: ReactNode;
  formatPrice: (price: number) => string;
  locale: string;
  height?: number;
  testId?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const theme = useDocumentTheme();
  const [library, setLibrary] = useState<Library | null>(null);
  const chart = useRef<{
    api: IChartApi;
    series: AnySeries;
    kind: PriceSeries['kind'];
    lines: IPriceLine[];
    colors: ChartColors;
  } | null>(null);
  const format = useRef(formatPrice);
  useEffect(() => {
    format.current = formatPrice;
  });
  // Whether the lines carry titles, from the observer: reading the width on each push forced a layout.
  const [titled, setTitled] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setTitled((entry?.contentRect.width ?? 0) >= 480));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // Without a 2D canvas (a very old browser, a DOM without one) there is no chart; the summary stays.
    if (!canvasSupported()) return;
    let live = true;
    void import('lightweight-charts').then((lib) => live && setLibrary(lib));
    return () => {
      live = false;
    };
  }, []);

  // The chart itself: made once the library is here, again when the theme or the kind of series changes.
  useEffect(() => {
    const element = container.current;
    if (!library || !element) return;
    const colors = chartColors(element);
    const api = library.createChart(element, {
      autoSize: true,
      height,
      layout: {
        background: { type: library.ColorType.Solid, color: 'transparent' },
        textColor: colors.muted,
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { color: colors.line }, horzLines: { color: colors.line } },
      rightPriceScale: { borderColor: colors.line },
      timeScale: { borderColor: colors.line, timeVisible: true, secondsVisible: false },
      localization: { locale, priceFormatter: (price: number) => format.current(price) },
      crosshair: { mode: library.CrosshairMode.Normal },
    });
    const made =
      series.kind === 'candles'
        ? api.addSeries(library.CandlestickSeries, {
            upColor: colors.up,
            downColor: colors.down,
            borderVisible: false,
            wickUpColor: colors.up,
            wickDownColor: colors.down,
            lastValueVisible: false,
            priceLineVisible: false,
          })
        : api.addSeries(library.LineSeries, {
            color: colors.accent,
            lineWidth: 2,
            lastValueVisible: false,
            priceLineVisible: false,
          });
    chart.current = { api, series: made, kind: series.kind, lines: [], colors };
    return () => {
      chart.current = null;
      api.remove();
    };
    // The data and levels are set by the effects below; a new chart only for a new kind, height or theme.
  }, [library, series.kind, height, theme, locale]);

  // Levels by value: a page that rebuilds equal levels on every push redraws nothing.
  const levelKey = levels.map((l) => `${l.tone}:${l.title}:${l.price}`).join('|');
  useEffect(() => {
    const current = chart.current;
    if (!current || current.kind !== series.kind) return;
    if (series.kind === 'candles') {
      (current.series as ISeriesApi<'Candlestick'>).setData(
        series.points.map((p) => ({ time: seconds(p.time), open: p.open, high: p.high, low: p.low, close: p.close })),
      );
    } else {
      (current.series as ISeriesApi<'Line'>).setData(
        series.points.map((p) => ({ time: seconds(p.time), value: p.value })),
      );
    }
    current.api.timeScale().fitContent();
  }, [library, series, theme, locale]);

  // The levels' prices as last drawn, read by the scale whenever it fits itself.
  const prices = useRef<number[]>([]);
  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    prices.current = levels.map((l) => l.price);
    // The same lines where only the live price moved: that line moves, none is made again. A live ladder pushes
    // every few seconds, and making every line anew redrew the chart several times per push. A level that moved
    // (quotes that rolled) makes them again, so the scale fits it.
    const drawn = current.lines.map((line) => line.options());
    if (
      drawn.length === levels.length &&
      levels.every(
        (l, i) =>
          drawn[i]?.title === (titled ? l.title : '') &&
          drawn[i]?.lineWidth === widthOf(l) &&
          (l.tone === 'live' || drawn[i]?.price === l.price),
      )
    ) {
      levels.forEach((level, i) => {
        if (drawn[i]?.price !== level.price) current.lines[i]?.applyOptions({ price: level.price });
      });
      return;
    }
    for (const line of current.lines) current.series.removePriceLine(line);
    // The scale takes in every level, so a target beyond the window's prices is still drawn.
    current.series.applyOptions({
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const info = original();
        const all = prices.current;
        if (!info?.priceRange || all.length === 0) return info;
        return {
          ...info,
          priceRange: {
            minValue: Math.min(info.priceRange.minValue, ...all),
            maxValue: Math.max(info.priceRange.maxValue, ...all),
          },
        };
      },
    });
    // On a phone the titles would cover the candles: the axis labels and the summary say the same.
    current.lines = levels.map((level) =>
      current.series.createPriceLine({
        price: level.price,
        title: titled ? level.title : '',
        color: level.tone === 'live' ? current.colors.accent : current.colors.warning,
        lineWidth: widthOf(level),
        lineStyle: level.tone === 'live' ? 1 : 2,
        axisLabelVisible: true,
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `levelKey` stands for `levels`
  }, [library, levelKey, series.kind, theme, locale, titled]);

  return (
    <figure className={css.figure} data-testid={testId}>
      <div
        ref={container}
        className={css.canvas}
        style={{ height }}
        dir="ltr"
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        data-ready={library !== null}
      />
      <figcaption className={css.summary}>
        <span id={summaryId}>{summary}</span>{' '}
        {/* The library's licence asks for this attribution; a text link, outside the image. */}
        <a
          className={css.attribution}
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noopener noreferrer"
          lang="en"
        >
          TradingView Lightweight Charts™
        </a>
      </figcaption>
    </figure>
  );
}
