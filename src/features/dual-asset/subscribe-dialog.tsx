import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availableText } from '@/products/subscribe-form';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType, DualDirection } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { distanceFromSpot } from '@/products/dual/distance';
import { followCell, type DualLadder, type DualQuoteCell } from '@/products/dual/ladder';
import { maxAmount, readableAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal, stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { useServerClock } from '@/ui/use-server-clock';
import { percentText, aprText, coinAmountText, countdownText, priceText } from './format';
import { formatUtcDateTime } from '@/lib/format-date';
import { loginToContinue } from '@/platform/login-to-continue';
import { OutcomeList, useOutcomeLines } from './outcomes';
import { PayoffDiagram } from './payoff-diagram';
import type { PickedCell } from './quote-ladder';
import { dualAdapter } from './subscribe-adapter';
import * as css from './subscribe-dialog.css';
import { QuoteCompareStep } from '@/products/order-flow/quote-compare-step';
import { ReviewActions } from '@/products/order-flow/review-actions';
import { OrderDone } from '@/products/order-flow/order-done';

/**
 * Subscribing at one cell of the ladder, on the shared order flow: amount in the invested coin, both
 * outcomes with exact amounts and their picture, settlement time in UTC, the quote's countdown and the
 * acknowledgement that principal is not protected. The order echoes the quote on screen; a quote that
 * expires or is refused (340) is replaced by a fresh one shown next to the old, and nothing is placed until
 * the user confirms again.
 */
export function SubscribeDialog({ picked, ladder, coins, loggedIn, onClose }: {
  picked: PickedCell;
  ladder: DualLadder;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dual', 'flow', 'errors', 'common']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const here = useRouterState({ select: (s) => s.location.href });
  const product = picked.row.product;
  const direction = product.dual?.direction ?? DualDirection.BuyLow;
  const buyLow = direction === DualDirection.BuyLow;
  const base = ladder.pair.base;
  const quoteCoin = ladder.pair.quote;
  const name = (coin: number) => coinName(coins, coin);
  const invested = coins?.byEnum.get(product.coin);
  const investedName = name(product.coin);
  const termSeconds = picked.row.termSeconds;
  const term = termText(termSeconds, locale) ?? '';
  const now = useServerClock(1000);

  const [amountText, setAmountText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [problem, setProblem] = useState<FlowProblem | null>(null);

  // The form shows the current quote of the picked cell (same term, same distance from spot); the review
  // then fixes the quote the order will echo.
  const quote: DualQuoteCell = followCell(ladder, product.product_id, picked.cell.targetE8, picked.column) ?? picked.cell;
  const refreshed = quote.targetE8 !== picked.cell.targetE8 || quote.aprE8 !== picked.cell.aprE8;

  const balanceQuery = useQuery({ ...getUserBalanceQueryOptions({ coins: [product.coin], account_types: [AccountType.Funding] }), enabled: loggedIn });
  const balanceRow = balanceQuery.data?.balances.find((b) => b.coin === product.coin && b.account_type === AccountType.Funding);
  const balance = !loggedIn || !balanceQuery.data ? null : balanceRow ? fromE8(balanceRow.available_e8) : new Decimal(0);
  const precision = invested?.txPrecision ?? 8;
  const money = (value: Decimal) => `${formatAmount(value.toFixed(), { locale, precision })} ${investedName}`;
  const perUser = product.max_subscribe_amount_e8 === '-1' ? null : Decimal.max(0, fromE8(product.max_subscribe_amount_e8).minus(fromE8(product.user_subscribed_amount_e8)));
  const caps = [perUser, quote.maxInvestment].filter((v): v is Decimal => v !== null);
  const rules: AmountRules = { precision, min: fromE8(product.min_subscribe_amount_e8), max: caps.length ? Decimal.min(...caps) : null, balance };

  const summary = (intent: SubscribeIntent) => [
    { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)) },
    { label: t('facts.target'), value: `${priceText(fromE8(intent.dual?.target_price_e8 ?? '0'), locale)} ${name(quoteCoin)}` },
    { label: t('facts.apr'), value: aprText(fromE8(intent.quoted_apy_e8 ?? '0'), locale) },
  ];
  const adapter = useMemo(
    () => dualAdapter({ product, rules, locale, coinName: investedName, money, example: formatAmount('1000.5', { locale, precision: 2 }), summary, queryClient }),
    // The adapter is read fresh by the flow on every call; rebuilding it per render is cheap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product, rules.balance, rules.max, rules.min, locale, investedName, queryClient],
  );
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const state = flow.state;

  // Errors of the last attempt (a refused preview) show until the user changes something.
  const [dismissed, setDismissed] = useState<FlowProblem | null>(null);
  const flowError = state.name === 'draft' && state.error !== dismissed ? state.error : null;
  const shownProblem = problem ?? flowError;
  const edited = () => {
    setProblem(null);
    if (state.name === 'draft') setDismissed(state.error);
  };

  const typed = readableAmount(amountText, locale, precision);
  const terms = { direction, base, quote: quoteCoin, apr: quote.apr, target: quote.target, termSeconds };
  const draftLines = useOutcomeLines(terms, typed, coins, locale);
  const max = maxAmount(rules);

  const submit = () => {
    setProblem(flow.submit({ amountText, acknowledged, quote, now }));
  };

  const busy = flow.busy;
  const title = t(buyLow ? 'subscribe.titleBuyLow' : 'subscribe.titleSellHigh', { base: name(base), quote: name(quoteCoin), term });

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'draft' || state.name === 'previewing' || state.name === 'checking' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {refreshed && <Notice>{t('quote.refreshed')}</Notice>}
          <QuoteFacts target={quote.target} apr={quote.apr} expireAt={quote.expireAt} spot={ladder.spot} settlementAt={picked.row.settlementAt} term={term} quoteName={name(quoteCoin)} now={now} locale={locale} />
          <AmountField
            label={t('subscribe.amount', { coin: investedName })}
            value={amountText}
            onChange={(text) => {
              setAmountText(text);
              edited();
            }}
            coin={investedName}
            max={loggedIn && max ? max.toFixed() : null}
            hint={loggedIn ? t('subscribe.available', { balance: availableText(balance, balanceQuery.isError, money) }) : t('subscribe.loginForBalance')}
            error={shownProblem && shownProblem.key !== 'dual:subscribe.ackRequired' ? t(shownProblem.key, shownProblem.values) : undefined}
            placeholder={t('subscribe.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
          />
          <OutcomeList lines={draftLines} testId="dual-outcomes" />
          <PayoffDiagram direction={direction} target={quote.target} spot={ladder.spot} base={name(base)} quote={name(quoteCoin)} reachedText={`${draftLines[0].condition}: ${draftLines[0].result}`} missedText={`${draftLines[1].condition}: ${draftLines[1].result}`} locale={locale} />
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkInput}
              checked={acknowledged}
              onChange={(event) => {
                setAcknowledged(event.target.checked);
                edited();
              }}
              aria-invalid={shownProblem?.key === 'dual:subscribe.ackRequired' ? true : undefined}
              data-testid="dual-ack"
            />
            <span>{t('subscribe.ack', { invested: investedName, other: name(buyLow ? base : quoteCoin) })}</span>
          </label>
          {shownProblem?.key === 'dual:subscribe.ackRequired' && <Notice tone="error">{t(shownProblem.key)}</Notice>}
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" pending={busy} data-testid="dual-review">{loggedIn ? t('subscribe.review') : t('subscribe.login')}</Button>
          </div>
        </form>
      ) : state.name === 'review' || state.name === 'paying' || state.name === 'failed' ? (
        <ReviewStep
          intent={state.intent}
          scenarios={state.preview.dual_scenarios ?? []}
          settlementAt={unixSecondsToMs(state.preview.payout_at) ?? picked.row.settlementAt}
          expireAt={flow.quote?.expireAt ?? null}
          terms={terms}
          coins={coins}
          ladder={ladder}
          term={term}
          now={now}
          locale={locale}
          pending={state.name === 'paying'}
          failed={state.name === 'failed' ? state : null}
          onConfirm={flow.confirm}
          onRetry={flow.retry}
          onBack={flow.back}
        />
      ) : state.name === 'requoting' || state.name === 'requote' ? (
        <RequoteStep
          previous={state.previous}
          next={state.name === 'requote' ? state.quote : null}
          intent={state.intent}
          reason={state.reason}
          terms={terms}
          coins={coins}
          locale={locale}
          now={now}
          onAccept={flow.acceptQuote}
          onCancel={flow.back}
        />
      ) : state.name === 'prompt' ? (
        <>
          <Notice tone="warning">{t(`prompt.${state.prompt.kind}`, { level: state.prompt.requiredLevel })}</Notice>
          <div className={css.actions}>
            <Button variant="secondary" onClick={flow.back}>{t('actions.back')}</Button>
          </div>
        </>
      ) : (
        <OrderDone
          testId="dual"
          productType={product.product_type}
          text={{
            title: t(state.result.is_duplicate ? 'done.duplicate' : 'done.title'),
            body: t('done.body', { id: state.result.order_id, time: t('utc', { time: formatUtcDateTime(unixSecondsToMs(state.preview.payout_at) ?? 0, locale) }) }),
            wallet: t('done.wallet'),
            orders: t('done.orders'),
            close: t('actions.close'),
          }}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function QuoteFacts({ target, apr, expireAt, spot, settlementAt, term, quoteName, now, locale }: {
  target: Decimal;
  apr: Decimal;
  expireAt: number | null;
  spot: Decimal | null;
  settlementAt: number | null;
  term: string;
  quoteName: string;
  now: number;
  locale: string;
}) {
  const { t } = useTranslation('dual');
  const distance = spot ? distanceFromSpot(target, spot) : null;
  const left = expireAt === null ? null : expireAt - now;
  return (
    <dl className={css.facts} data-testid="dual-quote-facts">
      <dt className={css.factTerm}>{t('facts.target')}</dt>
      <dd className={css.factValue} data-testid="dual-target">
        {priceText(target, locale)} {quoteName}
        {distance && ` (${t(`distance.${distance.side}`, { percent: percentText(distance.percent, locale) })})`}
      </dd>
      <dt className={css.factTerm}>{t('facts.apr')}</dt>
      <dd className={`${css.factValue} ${css.apr}`} data-testid="dual-apr">{aprText(apr, locale)}</dd>
      <dt className={css.factTerm}>{t('facts.term')}</dt>
      <dd className={css.factValue}>{term}</dd>
      <dt className={css.factTerm}>{t('facts.settlement')}</dt>
      <dd className={css.factValue} data-testid="dual-settlement">{settlementAt === null ? '–' : t('utc', { time: formatUtcDateTime(settlementAt, locale) })}</dd>
      {left !== null && (
        <>
          <dt className={css.factTerm}>{t('facts.quoteValid')}</dt>
          <dd className={`${css.factValue} ${css.countdown}`} data-low={left < 10_000} data-testid="dual-countdown">
            {left > 0 ? t('quote.expiresIn', { time: countdownText(left) }) : t('quote.expired')}
          </dd>
        </>
      )}
    </dl>
  );
}

function ReviewStep({ intent, scenarios, settlementAt, expireAt, terms, coins, ladder, term, now, locale, pending, failed, onConfirm, onRetry, onBack }: {
  intent: SubscribeIntent;
  scenarios: ReadonlyArray<{ scenario: 1 | 2; return_coin: number; return_amount_e8: string }>;
  settlementAt: number | null;
  expireAt: number | null;
  terms: { direction: DualDirection; base: number; quote: number; termSeconds: number };
  coins: CoinCatalogue | undefined;
  ladder: DualLadder;
  term: string;
  now: number;
  locale: string;
  pending: boolean;
  failed: { outcome: 'unknown' | 'refused'; error: FlowProblem } | null;
  onConfirm: () => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['dual', 'errors', 'common']);
  const target = fromE8(intent.dual?.target_price_e8 ?? '0');
  const apr = fromE8(intent.quoted_apy_e8 ?? '0');
  const amount = fromE8(intent.amount_e8);
  const reached = scenarios.find((s) => s.scenario === 1);
  const missed = scenarios.find((s) => s.scenario === 2);
  const lines = useOutcomeLines(
    { ...terms, target, apr },
    amount,
    coins,
    locale,
    reached && missed ? { reached: fromE8(reached.return_amount_e8), missed: fromE8(missed.return_amount_e8) } : undefined,
  );
  const name = (coin: number) => coinName(coins, coin);
  return (
    <div data-testid="dual-review-step">
      <h3 className={css.sectionTitle} {...stepFocus}>{t('review.title')}</h3>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('facts.amount')}</dt>
        <dd className={css.factValue} data-testid="dual-review-amount">{coinAmountText(amount, intent.coin, coins, locale)} {name(intent.coin)}</dd>
      </dl>
      <QuoteFacts target={target} apr={apr} expireAt={expireAt} spot={ladder.spot} settlementAt={settlementAt} term={term} quoteName={name(terms.quote)} now={now} locale={locale} />
      <OutcomeList lines={lines} testId="dual-review-outcomes" />
      <ReviewActions
        testId="dual"
        pending={pending}
        failed={failed ? { outcome: failed.outcome, message: t(failed.error.key, failed.error.values) } : null}
        text={{ back: t('actions.back'), retry: t('review.retry'), confirm: t('review.confirm') }}
        onBack={onBack}
        onConfirm={onConfirm}
        onRetry={onRetry}
      />
    </div>
  );
}

function RequoteStep({ previous, next, intent, reason, terms, coins, locale, now, onAccept, onCancel }: {
  previous: FlowQuote;
  next: FlowQuote | null;
  intent: SubscribeIntent;
  reason: 'expired' | 'refused';
  terms: { direction: DualDirection; base: number; quote: number; termSeconds: number };
  coins: CoinCatalogue | undefined;
  locale: string;
  now: number;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['dual', 'common']);
  const name = (coin: number) => coinName(coins, coin);
  const target = (q: FlowQuote) => `${priceText(fromE8(q.targetPriceE8 ?? '0'), locale)} ${name(terms.quote)}`;
  const lines = useOutcomeLines(
    { ...terms, target: fromE8(next?.targetPriceE8 ?? previous.targetPriceE8 ?? '1'), apr: fromE8(next?.apyE8 ?? previous.apyE8) },
    fromE8(intent.amount_e8),
    coins,
    locale,
  );
  return (
    <QuoteCompareStep
      testId="dual"
      text={{ notice: t(reason === 'refused' ? 'requote.refused' : 'requote.expired'), fetching: t('requote.fetching'), compare: t('requote.compare'), old: t('requote.old'), new: t('requote.new'), accept: t('requote.accept'), cancel: t('actions.cancel') }}
      rows={next && [
        { label: t('facts.target'), before: target(previous), after: target(next), testId: 'dual-requote-target' },
        { label: t('facts.apr'), before: aprText(fromE8(previous.apyE8), locale), after: aprText(fromE8(next.apyE8), locale), testId: 'dual-requote-apr' },
      ]}
      expiry={next && Number.isFinite(next.expireAt) ? (next.expireAt > now ? t('quote.expiresIn', { time: countdownText(next.expireAt - now) }) : t('quote.expired')) : null}
      onAccept={onAccept}
      onCancel={onCancel}
    >
      <OutcomeList lines={lines} testId="dual-requote-outcomes" />
    </QuoteCompareStep>
  );
}
