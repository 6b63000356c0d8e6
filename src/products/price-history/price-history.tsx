import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal } from '@/lib/decimal';
import { formatPercent } from '@/lib/format-number';
import { FAMILY_PRICE_HISTORY, type PriceLevelKind } from '@/products/family-views';
import type { FamilyId } from '@/products/families';
import { priceText } from '@/products/offer-format';
import { PriceChart, type PriceLevel } from '@/ui/price-chart/price-chart';
import { Skeleton } from '@/ui/skeleton';
import { ToggleGroup } from '@/ui/toggle-group';
import { candleRange } from './candles';
import type { HistoryMarket } from './markets';
import { useCandles } from './use-price-history';
import { axisLabel } from './axis-label';
import { CHART_WINDOWS, DEFAULT_WINDOW, windowById } from './windows';
import * as css from './price-history.css';

/**
 * The underlying's price history on a quoted family's page: a market picker when the page offers several, a
 * window picker (1, 7, 30, 90 days), the candle chart with the live price and the family's levels
 * (FAMILY_PRICE_HISTORY says which), and the same in words. Hidden, with nothing else touched, when the
 * exchange has no candle history for the market.
 */
export function PriceHistory({
  family,
  markets,
  locale,
}: {
  family: FamilyId;
  markets: readonly HistoryMarket[];
  locale: string;
}) {
  const kinds: readonly PriceLevelKind[] | null = FAMILY_PRICE_HISTORY[family];
  const [picked, setPicked] = useState<string | null>(null);
  const market = markets.find((m) => `${m.base}/${m.quote}` === picked) ?? markets[0];
  if (!kinds || !market) return null;
  const picker = markets.length > 1 ? { markets: markets.map((m) => `${m.base}/${m.quote}`), onPick: setPicked } : null;
  return <PriceHistoryPanel kinds={kinds} market={market} picker={picker} locale={locale} />;
}

function PriceHistoryPanel({
  kinds,
  market,
  picker,
  locale,
}: {
  kinds: readonly PriceLevelKind[];
  market: HistoryMarket;
  /** The page's markets as `BTC/USDT`. */
  picker: { markets: string[]; onPick: (market: string) => void } | null;
  locale: string;
}) {
  const { base, quote, levels } = market;
  // A live price of zero (the wire allows it) is no price: no line, and distances measured from the candles.
  const live = market.live?.greaterThan(0) ? market.live : null;
  const { t } = useTranslation('price-history');
  const [windowId, setWindowId] = useState<string>(DEFAULT_WINDOW);
  const window = windowById(windowId);
  const { candles, failed } = useCandles(base, quote, window);
  const shown = useMemo(() => levels.filter((l) => kinds.includes(l.kind)), [levels, kinds]);
  const windowName = t(`priceHistory.window.${window.id}`);
  const series = useMemo(
    () => ({
      kind: 'candles' as const,
      points: (candles ?? []).map((c) => ({
        time: c.time,
        open: Number(c.open),
        high: Number(c.high),
        low: Number(c.low),
        close: Number(c.close),
      })),
    }),
    [candles],
  );
  const chartLevels = useMemo<PriceLevel[]>(
    () => [
      ...shown.map((l) => ({
        price: l.price.toNumber(),
        title: t(`priceHistory.level.${l.kind}`),
        tone: 'level' as const,
      })),
      ...(live ? [{ price: live.toNumber(), title: t('priceHistory.live'), tone: 'live' as const }] : []),
    ],
    [shown, live, t],
  );

  // Over the window's candles, not per live price: a push moves only the last price.
  const range = useMemo(() => (candles ? candleRange(candles) : null), [candles]);
  if (failed) return null;
  const last = range ? new Decimal(live ?? range.last) : null;

  return (
    <section
      className={css.panel}
      aria-labelledby="price-history-title"
      data-testid="price-history"
      data-market={`${base}${quote}`}
    >
      <div className={css.head}>
        <h2 className={css.title} id="price-history-title">
          {t('priceHistory.title', { base, quote })}
        </h2>
        {picker && (
          <ToggleGroup
            label={t('priceHistory.marketGroup')}
            options={picker.markets.map((name) => ({ id: name, label: name, testId: `price-history-market-${name}` }))}
            selected={`${base}/${quote}`}
            onSelect={picker.onPick}
          />
        )}
        <ToggleGroup
          label={t('priceHistory.windowGroup')}
          options={CHART_WINDOWS.map((w) => ({
            id: w.id,
            label: t(`priceHistory.window.${w.id}`),
            testId: `price-history-window-${w.id}`,
          }))}
          selected={window.id}
          onSelect={setWindowId}
        />
      </div>
      {!candles || !range || !last ? (
        <Skeleton height={260} radius={12} />
      ) : (
        <PriceChart
          series={series}
          levels={chartLevels}
          label={t('priceHistory.chartLabel', { base, quote, window: windowName })}
          locale={locale}
          formatPrice={(price) => axisLabel(price, locale)}
          testId="price-history-chart"
          summary={
            <>
              <span data-testid="price-history-summary">
                {t('priceHistory.summary', {
                  window: windowName,
                  high: priceText(new Decimal(range.high), locale),
                  low: priceText(new Decimal(range.low), locale),
                  last: priceText(last, locale),
                  quote,
                })}
              </span>
              {/* Distances from a last price of zero say nothing: the levels are then left unsaid. */}
              {last.greaterThan(0) &&
                shown.map((l) => (
                  <span key={`${l.kind}:${l.price.toFixed()}`} data-testid={`price-history-level-${l.kind}`}>
                    {' '}
                    {levelText(t, t(`priceHistory.level.${l.kind}`), l.price, last, locale)}
                  </span>
                ))}
            </>
          }
        />
      )}
    </section>
  );
}

/** Where a level sits against the last price, in words. */
function levelText(
  t: TFunction<'price-history'>,
  level: string,
  price: Decimal,
  last: Decimal,
  locale: string,
): string {
  const percent = price.minus(last).div(last).times(100);
  const values = { level, price: priceText(price, locale), percent: formatPercent(percent.abs(), { locale }) };
  if (percent.abs().lessThan('0.005')) return t('priceHistory.levelAtLast', values);
  return t(percent.isNegative() ? 'priceHistory.levelBelow' : 'priceHistory.levelAbove', values);
}
