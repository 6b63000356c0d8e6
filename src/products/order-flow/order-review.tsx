import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, coinsQueryOptions, type CoinCatalogue } from '@/api/earn/get-coins';
import { shiftPoint } from '@/lib/decimal-string';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { unitFormat } from '@/lib/format-units';
import { Button } from '@/ui/button';
import { stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { useServerClock } from '@/ui/use-server-clock';
import type { FlowQuote } from './order-flow-machine';
import { PlacingProgress } from './placing-progress';
import { STILL_PROCESSING, type FlowKind, type OrderFlow, type OrderFlowAdapter, type OrderLegs, type SummaryRow } from './use-order-flow';
import * as css from './order-flow.css';

/**
 * The last look before paying, the same for every family: the family's summary rows, the quote's countdown
 * (quoted families), the placement error in place, and Back / Confirm. While the order goes out its progress
 * is stated (and, when no answer came, that it is being looked up). After an unknown outcome Confirm
 * becomes "Try again" (same client order id). A changed quote is shown old against new, and nothing is
 * placed until the user takes it.
 */
export function OrderReview<K extends FlowKind, D>({ flow, adapter, title, confirmLabel, backLabel, locale, testId, children }: {
  flow: OrderFlow<K, D>;
  adapter: OrderFlowAdapter<K, D>;
  title?: string;
  confirmLabel: string;
  /** Default "Back". */
  backLabel?: string;
  locale: string;
  testId?: string;
  /** Family notes shown under the summary (redemption rule, risk). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['flow', 'errors']);
  const coins = useQuery({ ...coinsQueryOptions(), enabled: adapter.legs !== undefined });
  const { state } = flow;
  if (state.name === 'requoting' || state.name === 'requote') {
    return (
      <div data-testid="requote">
        <Notice tone="warning">
          <strong {...stepFocus}>{t(state.reason === 'expired' ? 'requote.expiredTitle' : 'requote.changedTitle')}</strong>
          <br />
          {t('requote.body')}
        </Notice>
        {state.name === 'requoting' ? (
          <div role="status" aria-busy="true" aria-label={t('requote.loading')} className={css.facts}>
            <Skeleton height={20} />
            <Skeleton height={20} width="70%" />
          </div>
        ) : (
          <QuoteChange previous={state.previous} quote={state.quote} locale={locale} />
        )}
        <div className={css.actions}>
          <Button variant="secondary" onClick={flow.back}>{t('review.back')}</Button>
          <Button onClick={flow.acceptQuote} pending={state.name === 'requoting'}>{t('requote.accept')}</Button>
        </div>
      </div>
    );
  }
  if (state.name !== 'review' && state.name !== 'paying' && state.name !== 'failed') return null;
  const rows: SummaryRow[] = [...(adapter.legs ? legRows(adapter.legs(state.intent, state.preview), coins.data, locale, t) : []), ...adapter.summary(state.intent, state.preview)];
  const unknown = state.name === 'failed' && state.outcome === 'unknown';
  return (
    <div data-testid={testId}>
      {title && <h3 className={css.title} {...stepFocus}>{title}</h3>}
      <dl className={css.facts}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt className={css.term}>{row.label}</dt>
            <dd className={css.value} data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {flow.quote && Number.isFinite(flow.quote.expireAt) && <QuoteCountdown expireAt={flow.quote.expireAt} locale={locale} />}
      {children}
      {state.name === 'paying' && <PlacingProgress checking={state.checking === true} />}
      {state.name === 'failed' && (
        <Notice tone="error">
          <span data-testid="flow-error">{t(state.error.key, state.error.values)}</span>
          {unknown && state.error.key !== STILL_PROCESSING.key && <span> {t('review.unknownOutcome')}</span>}
        </Notice>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onClick={flow.back} disabled={state.name === 'paying'}>{backLabel ?? t('review.back')}</Button>
        {unknown ? (
          <Button onClick={flow.retry}>{t('review.retry')}</Button>
        ) : (
          <Button onClick={flow.confirm} pending={state.name === 'paying'}>{confirmLabel}</Button>
        )}
      </div>
    </div>
  );
}

function legRows(legs: OrderLegs, coins: CoinCatalogue | undefined, locale: string, t: (key: string) => string): SummaryRow[] {
  const text = (leg: { coin: number; amountE8?: string }) => {
    const name = coinName(coins, leg.coin);
    const precision = coins?.byEnum.get(leg.coin)?.assetPrecision ?? 8;
    return leg.amountE8 === undefined ? name : `${formatAmount(shiftPoint(leg.amountE8, -8), { locale, precision })} ${name}`;
  };
  return [
    { label: t('review.invest'), value: text(legs.invest), testId: 'leg-invest' },
    { label: t('review.receive'), value: legs.receive.map(text).join(' / '), testId: 'leg-receive' },
  ];
}

function durationText(ms: number, locale: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = unitFormat(locale, 'second', 'narrow').format(total % 60);
  return minutes > 0 ? `${unitFormat(locale, 'minute', 'narrow').format(minutes)} ${seconds}` : seconds;
}

function QuoteCountdown({ expireAt, locale }: { expireAt: number; locale: string }) {
  const { t } = useTranslation('flow');
  const now = useServerClock(1000);
  const left = expireAt - now;
  return (
    <p className={css.countdown} data-testid="quote-countdown" aria-live="off">
      {left > 0 ? t('review.quoteValidFor', { time: durationText(left, locale) }) : t('review.quoteExpired')}
    </p>
  );
}

function QuoteChange({ previous, quote, locale }: { previous: FlowQuote; quote: FlowQuote; locale: string }) {
  const { t } = useTranslation('flow');
  const price = (e8: string) => formatAmount(shiftPoint(e8, -8), { locale, precision: 8 });
  const rows: Array<[string, string, string]> = [[t('requote.apr'), formatAprE8(previous.apyE8, locale), formatAprE8(quote.apyE8, locale)]];
  if (previous.targetPriceE8 !== undefined && quote.targetPriceE8 !== undefined) {
    rows.push([t('requote.targetPrice'), price(previous.targetPriceE8), price(quote.targetPriceE8)]);
  }
  return (
    <dl className={css.facts} data-testid="quote-change">
      {rows.map(([term, before, after]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>
            {t('requote.change', { before, after })}
          </dd>
        </div>
      ))}
      <div style={{ display: 'contents' }}>
        <dt className={css.term}>{t('requote.validUntil')}</dt>
        <dd className={css.value}>{Number.isFinite(quote.expireAt) ? <QuoteCountdownText expireAt={quote.expireAt} locale={locale} /> : '—'}</dd>
      </div>
    </dl>
  );
}

function QuoteCountdownText({ expireAt, locale }: { expireAt: number; locale: string }) {
  const now = useServerClock(1000);
  return <>{durationText(expireAt - now, locale)}</>;
}
