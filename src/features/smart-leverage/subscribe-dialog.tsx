import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availableText } from '@/products/subscribe-form';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { loginToContinue } from '@/platform/login-to-continue';
import type { SmartLeveragePlan } from '@/products/smart-leverage/plans';
import { MAX_QUOTE_MOVE, readLeverage, SMART_LEVERAGE_REDEMPTION_LOCK_MINUTES } from '@/products/smart-leverage/quote-rules';
import { maxAmount, readableAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal, stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { useServerClock } from '@/ui/use-server-clock';
import { countdownText, fractionText, priceText } from './format';
import { PnlChart } from './pnl-chart';
import { smartLeverageAdapter } from './subscribe-adapter';
import * as css from './subscribe-dialog.css';
import { QuoteCompareStep } from '@/products/order-flow/quote-compare-step';
import { ReviewActions } from '@/products/order-flow/review-actions';
import { OrderDone } from '@/products/order-flow/order-done';

/**
 * Simulate, then subscribe, on the shared order flow: leverage (whole number up to the plan's maximum) and
 * amount drive the P&L simulator; the breakeven is fixed at order time, there is no liquidation before
 * settlement, and an order is refused when the price moved more than 5 % from its quote (the new quote is
 * shown next to the old; nothing is placed until the user confirms again).
 */
export function SubscribeDialog({ plan, spot, coins, loggedIn, onClose }: {
  plan: SmartLeveragePlan;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['smart-leverage', 'flow', 'errors', 'common']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const here = useRouterState({ select: (s) => s.location.href });
  const product = plan.product;
  const name = (coin: number) => coinName(coins, coin);
  const investedName = name(product.coin);
  const quoteName = name(plan.quote);
  const term = termText(plan.termSeconds, locale) ?? '';
  const now = useServerClock(1000);
  const precision = coins?.byEnum.get(product.coin)?.txPrecision ?? 8;
  const up = plan.direction === 1;

  const [amountText, setAmountText] = useState('');
  const [leverageText, setLeverageText] = useState(String(Math.min(10, plan.maxLeverage)));
  const [acknowledged, setAcknowledged] = useState(false);
  const [problem, setProblem] = useState<FlowProblem | null>(null);

  const balanceQuery = useQuery({ ...getUserBalanceQueryOptions({ coins: [product.coin], account_types: [AccountType.Funding] }), enabled: loggedIn });
  const balanceRow = balanceQuery.data?.balances.find((b) => b.coin === product.coin && b.account_type === AccountType.Funding);
  const balance = !loggedIn || !balanceQuery.data ? null : balanceRow ? fromE8(balanceRow.available_e8) : new Decimal(0);
  const money = (value: Decimal) => `${formatAmount(value.toFixed(), { locale, precision })} ${investedName}`;
  const perUser = product.max_subscribe_amount_e8 === '-1' ? null : Decimal.max(0, fromE8(product.max_subscribe_amount_e8).minus(fromE8(product.user_subscribed_amount_e8)));
  const rules: AmountRules = { precision, min: fromE8(product.min_subscribe_amount_e8), max: perUser, balance };
  const leverage = readLeverage(leverageText, plan.maxLeverage);

  const [breakevens] = useState(() => new Map<string, Decimal>());
  const summary = (intent: SubscribeIntent) => [
    { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)) },
    { label: t('facts.direction'), value: t(up ? 'direction.up' : 'direction.down') },
    { label: t('facts.leverage'), value: t('facts.leverageValue', { leverage: intent.leverage ?? '' }), testId: 'smart-leverage-review-leverage' },
    { label: t('facts.breakeven'), value: `${priceText((intent.quote_id && breakevens.get(intent.quote_id)) || plan.breakeven, locale)} ${quoteName}`, testId: 'smart-leverage-review-breakeven' },
    { label: t('facts.settlement'), value: t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) }) },
  ];
  const adapter = useMemo(
    () => smartLeverageAdapter({ product, maxLeverage: plan.maxLeverage, rules, locale, coinName: investedName, money, example: formatAmount('1000.5', { locale, precision: 2 }), summary, queryClient, breakevens }),
    // The adapter is read fresh by the flow on every call; rebuilding it per render is cheap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product, plan.maxLeverage, plan.breakeven, rules.balance, rules.max, rules.min, locale, investedName, queryClient],
  );
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const state = flow.state;

  const [dismissed, setDismissed] = useState<FlowProblem | null>(null);
  const flowError = state.name === 'draft' && state.error !== dismissed ? state.error : null;
  const shownProblem = problem ?? flowError;
  const edited = () => {
    setProblem(null);
    if (state.name === 'draft') setDismissed(state.error);
  };
  const typed = readableAmount(amountText, locale, precision);
  const max = maxAmount(rules);
  const leverageError = shownProblem?.key === 'smart-leverage:leverage.invalid' || (leverageText !== '' && leverage === null) ? t('leverage.invalid', { max: plan.maxLeverage }) : undefined;
  const amountError = shownProblem && shownProblem.key.startsWith('flow:') ? t(shownProblem.key, shownProblem.values) : undefined;
  const otherError = shownProblem && !shownProblem.key.startsWith('flow:') && shownProblem.key !== 'smart-leverage:leverage.invalid' && shownProblem.key !== 'smart-leverage:subscribe.ackRequired' ? t(shownProblem.key, shownProblem.values) : null;

  const submit = () => {
    setProblem(flow.submit({ amountText, leverageText, acknowledged, quote: { quoteId: plan.quoteId, entry: plan.entry, breakeven: plan.breakeven, expireAt: plan.expireAt }, spot, now }));
  };
  const title = t('subscribe.title', { base: name(plan.base), quote: quoteName, term, direction: t(up ? 'direction.up' : 'direction.down') });
  const left = plan.expireAt - now;

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'draft' || state.name === 'previewing' || state.name === 'checking' ? (
        <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
          <dl className={css.facts} data-testid="smart-leverage-quote-facts">
            <dt className={css.factTerm}>{t('facts.entry')}</dt>
            <dd className={css.factValue} data-testid="smart-leverage-entry">{priceText(plan.entry, locale)} {quoteName}</dd>
            <dt className={css.factTerm}>{t('facts.breakeven')}</dt>
            <dd className={css.factValue} data-testid="smart-leverage-breakeven">{priceText(plan.breakeven, locale)} {quoteName}</dd>
            <dt className={css.factTerm}>{t('facts.settlement')}</dt>
            <dd className={css.factValue}>{t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) })}</dd>
            <dt className={css.factTerm}>{t('facts.quoteValid')}</dt>
            <dd className={`${css.factValue} ${css.countdown}`} data-low={left < 10_000}>{left > 0 ? t('quote.expiresIn', { time: countdownText(left) }) : t('quote.expired')}</dd>
          </dl>
          <TextField
            label={t('leverage.label', { max: plan.maxLeverage })}
            inputMode="numeric"
            autoComplete="off"
            value={leverageText}
            onChange={(e) => { setLeverageText(e.target.value); edited(); }}
            hint={t('leverage.hint', { max: plan.maxLeverage })}
            error={leverageError}
            end={<span aria-hidden="true">x</span>}
            data-testid="smart-leverage-leverage"
          />
          <AmountField
            label={t('subscribe.amount', { coin: investedName })}
            value={amountText}
            onChange={(text) => { setAmountText(text); edited(); }}
            coin={investedName}
            max={loggedIn && max ? max.toFixed() : null}
            hint={loggedIn ? t('subscribe.available', { balance: availableText(balance, balanceQuery.isError, money) }) : t('subscribe.loginForBalance')}
            error={amountError}
            placeholder={t('subscribe.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
          />
          {leverage !== null && (
            <PnlChart terms={{ entry: plan.entry, breakeven: plan.breakeven, leverage: new Decimal(leverage), direction: plan.direction }} amount={typed} spot={spot ?? plan.entry} quoteName={quoteName} locale={locale} />
          )}
          <ul className={css.rules} data-testid="smart-leverage-rules">
            <li>{t('rules.breakeven')}</li>
            <li>{t('rules.noLiquidation')}</li>
            <li>{t('rules.move', { percent: fractionText(MAX_QUOTE_MOVE, locale) })}</li>
            <li>{t('rules.redemption', { minutes: SMART_LEVERAGE_REDEMPTION_LOCK_MINUTES })}</li>
          </ul>
          {otherError && <Notice tone="error">{otherError}</Notice>}
          <label className={css.check}>
            <input type="checkbox" className={css.checkInput} checked={acknowledged} onChange={(e) => { setAcknowledged(e.target.checked); edited(); }} aria-invalid={shownProblem?.key === 'smart-leverage:subscribe.ackRequired' ? true : undefined} data-testid="smart-leverage-ack" />
            <span>{t('subscribe.ack')}</span>
          </label>
          {shownProblem?.key === 'smart-leverage:subscribe.ackRequired' && <Notice tone="error">{t(shownProblem.key)}</Notice>}
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" pending={flow.busy} data-testid="smart-leverage-review">{loggedIn ? t('subscribe.review') : t('subscribe.login')}</Button>
          </div>
        </form>
      ) : state.name === 'review' || state.name === 'paying' || state.name === 'failed' ? (
        <div data-testid="smart-leverage-review-step">
          <h3 className={css.sectionTitle} {...stepFocus}>{t('review.title')}</h3>
          <dl className={css.facts}>
            {summary(state.intent).map((row) => (
              <div key={row.label} style={{ display: 'contents' }}>
                <dt className={css.factTerm}>{row.label}</dt>
                <dd className={css.factValue} data-testid={row.testId}>{row.value}</dd>
              </div>
            ))}
          </dl>
          <ReviewActions
            testId="smart-leverage"
            pending={state.name === 'paying'}
            failed={state.name === 'failed' ? { outcome: state.outcome, message: t(state.error.key, state.error.values) } : null}
            text={{ back: t('actions.back'), retry: t('review.retry'), confirm: t('review.confirm') }}
            onBack={flow.back}
            onConfirm={flow.confirm}
            onRetry={flow.retry}
          />
        </div>
      ) : state.name === 'requoting' || state.name === 'requote' ? (
        <RequoteStep previous={state.previous} next={state.name === 'requote' ? state.quote : null} reason={state.reason} quoteName={quoteName} locale={locale} now={now} onAccept={flow.acceptQuote} onCancel={flow.back} />
      ) : state.name === 'prompt' ? (
        <>
          <Notice tone="warning">{t(`prompt.${state.prompt.kind}`, { level: state.prompt.requiredLevel })}</Notice>
          <div className={css.actions}>
            <Button variant="secondary" onClick={flow.back}>{t('actions.back')}</Button>
          </div>
        </>
      ) : (
        <OrderDone
          testId="smart-leverage"
          productType={product.product_type}
          text={{
            title: t(state.result.is_duplicate ? 'done.duplicate' : 'done.title'),
            body: t('done.body', { id: state.result.order_id, time: t('utc', { time: formatUtcDateTime(unixSecondsToMs(state.preview.payout_at) ?? plan.settlementAt, locale) }) }),
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

function RequoteStep({ previous, next, reason, quoteName, locale, now, onAccept, onCancel }: {
  previous: FlowQuote;
  next: FlowQuote | null;
  reason: 'expired' | 'refused';
  quoteName: string;
  locale: string;
  now: number;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('smart-leverage');
  const breakeven = (q: FlowQuote) => (q.targetPriceE8 ? `${priceText(fromE8(q.targetPriceE8), locale)} ${quoteName}` : '–');
  return (
    <QuoteCompareStep
      testId="smart-leverage"
      text={{ notice: t(reason === 'refused' ? 'requote.refused' : 'requote.expired'), fetching: t('requote.fetching'), compare: t('requote.compare'), old: t('requote.old'), new: t('requote.new'), accept: t('requote.accept'), cancel: t('actions.cancel') }}
      rows={next && [{
        label: t('facts.breakeven'),
        before: breakeven(previous),
        after: breakeven(next),
        testId: 'smart-leverage-requote-breakeven',
        beforeTestId: 'smart-leverage-requote-old-breakeven',
      }]}
      expiry={next && Number.isFinite(next.expireAt) ? (next.expireAt > now ? t('quote.expiresIn', { time: countdownText(next.expireAt - now) }) : t('quote.expired')) : null}
      onAccept={onAccept}
      onCancel={onCancel}
    />
  );
}
