import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APR_HISTORY_WINDOWS, getAprHistoryQueryOptions, type AprHistoryWindow } from '@/api/earn/get-apr-history';
import type { ProductType } from '@/api/earn/earn-enums';
import { Decimal } from '@/lib/decimal';
import { formatDateUtc } from '@/lib/format-date';
import { formatAprE8 } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { RateHistoryChart } from '@/ui/rate-history-chart/rate-history-chart';

/**
 * A product's APR over the last 7, 30 or 90 days (get-apr-history, an extension the real exchange may not
 * serve): while it loads, when the call fails or the answer is empty, nothing is shown and nothing else on
 * the page changes. The figures are the exchange's; the chart only draws them.
 */
export function AprHistory({
  productId,
  productType,
  locale,
}: {
  productId: string;
  productType: ProductType;
  locale: string;
}) {
  const { t } = useTranslation('common');
  const [days, setDays] = useState<AprHistoryWindow>(30);
  const history = useQuery(getAprHistoryQueryOptions({ product_id: productId, product_type: productType, days }));
  const points = (history.data?.points ?? []).flatMap((p) => {
    const at = unixSecondsToMs(p.at);
    return at === null ? [] : [{ at, apyE8: p.apy_e8 }];
  });
  if (history.isError || points.length === 0) return null;
  const byRate = [...points].sort((a, b) => new Decimal(a.apyE8).comparedTo(b.apyE8));
  const low = formatAprE8(byRate[0]!.apyE8, locale);
  const high = formatAprE8(byRate.at(-1)!.apyE8, locale);
  const start = formatDateUtc(points[0]!.at, locale);
  const end = formatDateUtc(points.at(-1)!.at, locale);
  const now = formatAprE8(points.at(-1)!.apyE8, locale);
  return (
    <RateHistoryChart
      testId="apr-history"
      title={t('yield.history.title')}
      // Floats only to place the line; every figure written comes from the exact wire values.
      points={points.map((p) => ({ at: p.at, rate: Number(p.apyE8) }))}
      rateLabels={{ low, high }}
      timeLabels={{ start, end }}
      summary={t('yield.history.summary', { start, end, low, high, now })}
      windowsLabel={t('yield.history.window')}
      windows={APR_HISTORY_WINDOWS.map((w) => ({ id: String(w), label: t('count.days', { count: w }) }))}
      selected={String(days)}
      onSelect={(id) => setDays(APR_HISTORY_WINDOWS.find((w) => String(w) === id) ?? days)}
    />
  );
}
