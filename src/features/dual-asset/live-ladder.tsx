import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { fromE8 } from '@/lib/decimal-e8';
import type { DualDirection } from '@/api/earn/earn-enums';
import type { ProductDetail } from '@/api/earn/product-schema';
import { EarnTopic } from '@/realtime/earn-topics';
import { liveOrPolled, useLiveTopic } from '@/realtime/live-topic';
import { buildDualLadder, livePair, type DualPair } from '@/products/dual/ladder';
import { LiveStatus } from '@/ui/live-status';
import { Notice } from '@/ui/notice';
import { priceText } from '@/products/offer-format';
import { PriceHistorySection } from '@/products/price-history/price-history-section';
import { HitRateMethod } from '@/products/price-history/hit-rate-text';
import { useHitRates } from '@/products/price-history/use-price-history';
import { QuoteLadder, type PickedCell } from './quote-ladder';
import * as css from './dual-page.css';

// The subscription loads when a quote is picked: the ladder stays light.
const DualSubscribe = lazy(() => import('./subscribe-spec').then((m) => ({ default: m.DualSubscribe })));

/**
 * The part of the dual page that follows the benchmark-price stream: spot price, live status, the quote
 * ladder and the subscription opened from it. Its own component, so a push renders only this, not the page.
 */
export function LiveLadder({
  products,
  polledAt,
  pair,
  direction,
  coins,
  locale,
  focusId,
  loggedIn,
}: {
  /** The products offered to this visitor (every pair). */
  products: readonly ProductDetail[];
  /** Server-clock ms of the products' answer (polled every 30 s). */
  polledAt: number | null;
  pair: DualPair;
  direction: DualDirection;
  coins: CoinCatalogue | undefined;
  locale: string;
  focusId: string | null;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('dual');
  const live = useLiveTopic(EarnTopic.DualBenchmarkPrice, pair.base);
  // A stale stream's last prices stay as they were, unless a polled answer is newer: then the ladder is the
  // polled one, and the status says when it was polled.
  const fallback = liveOrPolled([live], polledAt);
  const streamed = fallback.polledAt !== null ? undefined : livePair(live.data ?? undefined, pair);
  const ladder = useMemo(
    () => buildDualLadder(products, pair, direction, streamed),
    [products, pair, direction, streamed],
  );
  const [picked, setPicked] = useState<PickedCell | null>(null);
  const stale = live.status === 'stale';
  const base = coinName(coins, pair.base);
  const quote = coinName(coins, pair.quote);
  const hitRates = useHitRates(base, quote);
  const history = useMemo(
    () => [
      {
        base,
        quote,
        live: ladder.spot,
        levels: ladder.targetsE8.map((key) => ({ kind: 'target' as const, price: fromE8(key) })),
      },
    ],
    [base, quote, ladder.spot, ladder.targetsE8],
  );

  return (
    <>
      <div className={css.spotBar}>
        <p className={css.spot}>
          {t('spot.label', { base, quote })}
          <span className={css.spotValue} data-testid="dual-spot" dir="ltr">
            {ladder.spot ? priceText(ladder.spot, locale) : '–'}
          </span>
        </p>
        <LiveStatus {...fallback} />
      </div>
      {stale && <Notice tone="warning">{t('notice.stale')}</Notice>}
      <QuoteLadder
        ladder={ladder}
        coins={coins}
        locale={locale}
        stale={stale}
        focusId={focusId}
        hitRates={hitRates}
        onPick={setPicked}
      />
      <p className={css.help}>{t('ladder.help')}</p>
      {hitRates && <HitRateMethod rates={hitRates} quote={quote} locale={locale} />}
      <PriceHistorySection family="dual" markets={history} locale={locale} />
      {picked && (
        <Suspense fallback={null}>
          <DualSubscribe
            key={`${picked.row.product.product_id}:${picked.cell.quoteId}`}
            picked={picked}
            ladder={ladder}
            coins={coins}
            loggedIn={loggedIn}
            onClose={() => setPicked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
