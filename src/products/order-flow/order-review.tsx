import { useKeyText } from '@/i18n/use-key-text';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, coinsQueryOptions, type CoinCatalogue } from '@/api/earn/get-coins';
import { shiftPoint } from '@/lib/decimal-string';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { timeLeftText } from '@/lib/format-units';
import { getIntlLocale } from '@/i18n/current-locale';
import { Button } from '@/ui/button';
import { stepFocus } from '@/ui/step-focus';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { useServerClock } from '@/ui/use-server-clock';
import { aprChange, aprChangeText } from '@/products/yield/apr-change';
import { AprAsOf } from '@/products/yield/dated-apr';
import type { FlowQuote, RequoteReason } from './order-flow-machine';
import { orderRecordsSurviveReload } from './order-intent-store';
import { PlacingProgress } from './placing-progress';
import {
  STILL_PROCESSING,
  type FlowKind,
  type IntentOf,
  type OrderFlow,
  type OrderFlowAdapter,
  type OrderLegs,
  type SummaryRow,
} from './use-order-flow';
import * as css from './order-flow.css';
import { withUnit } from '@/lib/bidi';

/** One term of a changed quote: its value with the quote the review showed, and with the new one. */
export interface QuoteCompareRow {
  label: string;
  before: string;
  after: string;
  /** Test ids of the new and the old value. */
  testId?: string;
  beforeTestId?: string;
}

/** How a family speaks of a changed quote: its words for why, its terms side by side, what the new one means. */
export interface RequoteView<I = unknown> {
  notice?(reason: RequoteReason): string;
  /** The button that takes the new quote (a family that speaks of offers says so). */
  accept?: string;
  rows?(previous: FlowQuote, next: FlowQuote): QuoteCompareRow[];
  /** What the new quote means for the order (its outcomes). */
  children?(next: FlowQuote, intent: I): ReactNode;
}

/**
 * The last look before paying, the same for every family: the family's summary rows, the quote's countdown
 * (quoted families), the placement error in place, and Back / Confirm. While the order goes out its progress
 * is stated (and, when no answer came, that it is being looked up). After an unknown outcome Confirm
 * becomes "Try again" (same client order id). A changed quote is shown old against new, and nothing is
 * placed until the user takes it and confirms again.
 */
export function OrderReview<K extends FlowKind, D>({
  flow,
  adapter,
  title,
  confirmLabel,
  backLabel,
  locale,
  testId,
  actionTestId,
  requote,
  children,
}: {
  flow: OrderFlow<K, D>;
  adapter: OrderFlowAdapter<K, D>;
  title?: string;
  confirmLabel: string;
  /** Default "Back". */
  backLabel?: string;
  locale: string;
  testId?: string;
  /** Prefix of the buttons' and the requote's test ids: `<p>-confirm`, `<p>-retry`, `<p>-requote`, `<p>-accept-quote`. */
  actionTestId?: string;
  requote?: RequoteView<IntentOf<K>>;
  /** Family notes shown under the summary (outcomes, redemption rule, risk). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['flow', 'errors']);
  const keyText = useKeyText();
  const coins = useQuery({ ...coinsQueryOptions(), enabled: adapter.legs !== undefined });
  const { state } = flow;
  const ids = (suffix: string) => (actionTestId ? `${actionTestId}-${suffix}` : undefined);
  if (state.name === 'requoting' || state.name === 'requote') {
    const next = state.name === 'requote' ? state.quote : null;
    // A moved savings rate is not a family's quote: the shared words, the rate alone.
    const view = state.reason === 'rate' ? undefined : requote;
    const change = next === null ? null : aprChange(state.previous.apyE8, next.apyE8, locale);
    return (
      <div data-testid={ids('requote') ?? 'requote'}>
        <Notice tone="warning">
          <span {...stepFocus}>{view?.notice?.(state.reason) ?? t(REQUOTE_NOTICE[state.reason])}</span>
        </Notice>
        {next === null ? (
          <div role="status" aria-busy="true" aria-label={t('requote.loading')} className={css.facts}>
            <Skeleton height={20} />
            <Skeleton height={20} width="70%" />
          </div>
        ) : (
          <>
            <QuoteChange rows={view?.rows?.(state.previous, next) ?? defaultRows(state.previous, next, locale, t)} />
            {change && (
              <p className={css.progress} data-testid="apr-change" data-changed={change.changed}>
                {change.changed
                  ? t('yield.aprChanged', { change: aprChangeText(change, locale) })
                  : t('yield.aprUnchanged', { apr: change.after })}
              </p>
            )}
            {Number.isFinite(next.expireAt) && (
              <dl className={css.facts}>
                <QuoteCountdown expireAt={next.expireAt} />
              </dl>
            )}
            {view?.children?.(next, state.intent)}
          </>
        )}
        <div className={css.actions}>
          <Button variant="secondary" onClick={flow.back}>
            {t('review.back')}
          </Button>
          <Button onClick={flow.acceptQuote} pending={next === null} data-testid={ids('accept-quote')}>
            {state.reason === 'rate' ? t('yield.acceptRate') : (requote?.accept ?? t('requote.accept'))}
          </Button>
        </div>
      </div>
    );
  }
  if (state.name !== 'review' && state.name !== 'paying' && state.name !== 'failed') return null;
  const rows: SummaryRow[] = [
    ...(adapter.legs ? legRows(adapter.legs(state.intent, state.preview), coins.data, locale, t) : []),
    ...adapter.summary(state.intent, state.preview),
  ];
  const unknown = state.name === 'failed' && state.outcome === 'unknown';
  return (
    <div data-testid={testId}>
      {title && (
        <h3 className={css.title} {...stepFocus}>
          {title}
        </h3>
      )}
      <dl className={css.facts}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt className={css.term}>{row.label}</dt>
            <dd className={css.value} data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
        {flow.quote && Number.isFinite(flow.quote.expireAt) && (
          <QuoteCountdown expireAt={flow.quote.expireAt} testId="quote-countdown" />
        )}
        {state.name === 'review' && state.previewedAt !== undefined && (
          <>
            <dt className={css.term}>{t('yield.previewedAt')}</dt>
            <dd className={css.value}>
              <AprAsOf at={state.previewedAt} locale={locale} testId="review-as-of" />
            </dd>
          </>
        )}
      </dl>
      {children}
      {state.name !== 'review' && state.earlier && <Notice>{t('review.earlier')}</Notice>}
      {/* Without a record that survives a reload, the guard against a second order lasts only while this page is open. */}
      {state.name === 'review' && !orderRecordsSurviveReload() && (
        <Notice tone="warning">{t('review.noStorage')}</Notice>
      )}
      {state.name === 'paying' && <PlacingProgress checking={state.checking === true} />}
      {/* An unknown outcome keeps being checked while it is shown (use-order-flow). */}
      {unknown && <PlacingProgress checking />}
      {state.name === 'failed' && (
        <Notice tone="error">
          <span data-testid="flow-error">{keyText(state.error)}</span>
          {unknown && state.error.key !== STILL_PROCESSING.key && <span> {t('review.unknownOutcome')}</span>}
        </Notice>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onClick={flow.back} disabled={state.name === 'paying'}>
          {backLabel ?? t('review.back')}
        </Button>
        {unknown ? (
          <Button onClick={flow.retry} data-testid={ids('retry')}>
            {t('review.retry')}
          </Button>
        ) : (
          <Button onClick={flow.confirm} pending={state.name === 'paying'} data-testid={ids('confirm')}>
            {confirmLabel}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A key of the `flow` namespace, as the flow's own `t` takes it. */
type FlowKey = ParseKeys<'flow'>;

const REQUOTE_NOTICE: Readonly<Record<RequoteReason, FlowKey>> = {
  expired: 'requote.expired',
  refused: 'requote.refused',
  rate: 'yield.rateChanged',
};

function legRows(
  legs: OrderLegs,
  coins: CoinCatalogue | undefined,
  locale: string,
  t: (key: FlowKey) => string,
): SummaryRow[] {
  const text = (leg: { coin: number; amountE8?: string }) => {
    const name = coinName(coins, leg.coin);
    const precision = coins?.byEnum.get(leg.coin)?.assetPrecision ?? 8;
    return leg.amountE8 === undefined
      ? name
      : withUnit(formatAmount(shiftPoint(leg.amountE8, -8), { locale, precision }), name, locale);
  };
  return [
    { label: t('review.invest'), value: text(legs.invest), testId: 'leg-invest' },
    { label: t('review.receive'), value: legs.receive.map(text).join(' / '), testId: 'leg-receive' },
  ];
}

/** The quote's term "Quote valid: Expires in 0:42", ticking with the server clock, marked when under 10 s. */
export function QuoteCountdown({ expireAt, testId }: { expireAt: number; testId?: string }) {
  const { t } = useTranslation('flow');
  const left = expireAt - useServerClock(1000);
  return (
    <>
      <dt className={css.term}>{t('quote.valid')}</dt>
      <dd className={`${css.value} ${css.countdown}`} data-low={left < 10_000} data-testid={testId} aria-live="off">
        {left > 0
          ? t('quote.expiresIn', { time: timeLeftText(left, getIntlLocale(), { display: 'clock', round: 'up' }) })
          : t('quote.expired')}
      </dd>
    </>
  );
}

/**
 * A review whose quote is not the one the user picked (the offer moved between opening and Continue) says
 * so, with the family's terms of the picked quote against the reviewed one, as a changed quote is shown.
 */
export function PickedQuoteChange<I>({
  picked,
  reviewed,
  view,
  locale,
}: {
  picked: FlowQuote;
  reviewed: FlowQuote | null;
  view?: RequoteView<I>;
  locale: string;
}) {
  const { t } = useTranslation('flow');
  if (reviewed === null || reviewed.quoteId === picked.quoteId) return null;
  const rows = view?.rows?.(picked, reviewed) ?? defaultRows(picked, reviewed, locale, t);
  if (rows.every((row) => row.before === row.after)) return null;
  return (
    <div data-testid="picked-quote-change">
      <Notice tone="warning">{t('requote.sincePicked')}</Notice>
      <QuoteChange rows={rows} />
    </div>
  );
}

/** A quote's APR and, where it has one, its target price. */
function defaultRows(
  previous: FlowQuote,
  next: FlowQuote,
  locale: string,
  t: (key: FlowKey) => string,
): QuoteCompareRow[] {
  const price = (e8: string) => formatAmount(shiftPoint(e8, -8), { locale, precision: 8 });
  const rows: QuoteCompareRow[] = [
    { label: t('requote.apr'), before: formatAprE8(previous.apyE8, locale), after: formatAprE8(next.apyE8, locale) },
  ];
  if (previous.targetPriceE8 !== undefined && next.targetPriceE8 !== undefined) {
    rows.push({
      label: t('requote.targetPrice'),
      before: price(previous.targetPriceE8),
      after: price(next.targetPriceE8),
    });
  }
  return rows;
}

/** The old and the new quote side by side, the old struck through. */
function QuoteChange({ rows }: { rows: readonly QuoteCompareRow[] }) {
  const { t } = useTranslation('flow');
  return (
    <div className={css.compare} role="table" aria-label={t('requote.compare')} data-testid="quote-change">
      <div role="row" style={{ display: 'contents' }}>
        <span role="columnheader" />
        <span role="columnheader" className={css.compareHead}>
          {t('requote.old')}
        </span>
        <span role="columnheader" className={css.compareHead}>
          {t('requote.new')}
        </span>
      </div>
      {rows.map((row) => (
        <div key={row.label} role="row" style={{ display: 'contents' }}>
          <span role="rowheader" className={css.compareHead}>
            {row.label}
          </span>
          <span role="cell" className={css.before} data-testid={row.beforeTestId}>
            {row.before}
          </span>
          <span role="cell" data-testid={row.testId}>
            {row.after}
          </span>
        </div>
      ))}
    </div>
  );
}
