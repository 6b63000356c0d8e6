import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availableText } from '@/products/subscribe-form';
import { useRouterState } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
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
import type { DoubleWinPlan } from '@/products/double-win/double-win-products';
import type { DoubleWinTerms } from '@/products/double-win/payoff';
import { allowedBounds, checkCustomRange, DOUBLE_WIN_REDEMPTION_LOCK_MINUTES } from '@/products/double-win/range';
import { maxAmount, readableAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal, stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { useServerClock } from '@/ui/use-server-clock';
import { countdownText, fractionText, leverageText, moneyText, priceText } from './format';
import { PayoffChart } from './payoff-chart';
import { doubleWinAdapter, type OfferLevels } from './subscribe-adapter';
import * as css from './subscribe-dialog.css';
import { QuoteCompareStep } from '@/products/order-flow/quote-compare-step';
import { ReviewActions } from '@/products/order-flow/review-actions';
import { OrderDone } from '@/products/order-flow/order-done';

/**
 * Subscribing to a double-win plan on the shared order flow: the classic range or the user's own bounds
 * (checked against the live entry price, deviation and tick), the amount, the payoff chart for that amount,
 * and the acknowledgement that principal is not protected. The order echoes the offer on screen; an offer
 * that expires or is refused (340) is replaced by a fresh one shown next to the old, and nothing is placed
 * until the user confirms again.
 */
export function SubscribeDialog({ plan, coins, loggedIn, onClose }: {
  plan: DoubleWinPlan;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['double-win', 'flow', 'errors', 'common']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const here = useRouterState({ select: (s) => s.location.href });
  const modeName = useId();
  const product = plan.product;
  const name = (coin: number) => coinName(coins, coin);
  const investedName = name(product.coin);
  const quoteName = name(plan.quote);
  const term = termText(plan.termSeconds, locale) ?? '';
  const now = useServerClock(1000);
  const precision = coins?.byEnum.get(product.coin)?.txPrecision ?? 8;
  const payoutPrecision = coins?.byEnum.get(plan.quote)?.assetPrecision ?? 8;

  const [amountText, setAmountText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [custom, setCustom] = useState(false);
  const [lowerText, setLowerText] = useState('');
  const [upperText, setUpperText] = useState('');
  const [problem, setProblem] = useState<FlowProblem | null>(null);

  const balanceQuery = useQuery({ ...getUserBalanceQueryOptions({ coins: [product.coin], account_types: [AccountType.Funding] }), enabled: loggedIn });
  const balanceRow = balanceQuery.data?.balances.find((b) => b.coin === product.coin && b.account_type === AccountType.Funding);
  const balance = !loggedIn || !balanceQuery.data ? null : balanceRow ? fromE8(balanceRow.available_e8) : new Decimal(0);
  const money = (value: Decimal) => `${formatAmount(value.toFixed(), { locale, precision })} ${investedName}`;
  const perUser = product.max_subscribe_amount_e8 === '-1' ? null : Decimal.max(0, fromE8(product.max_subscribe_amount_e8).minus(fromE8(product.user_subscribed_amount_e8)));
  const rules: AmountRules = { precision, min: fromE8(product.min_subscribe_amount_e8), max: perUser, balance };

  const lower = custom ? readableAmount(lowerText, locale, 8) : plan.lower;
  const upper = custom ? readableAmount(upperText, locale, 8) : plan.upper;
  const rangeProblem = custom && lowerText && upperText ? checkCustomRange(plan.entry, lower, upper, plan.rules) : null;
  const limits = allowedBounds(plan.entry, plan.rules);
  const terms: DoubleWinTerms | null = lower && upper && !rangeProblem ? { entry: plan.entry, lower, upper, leverage: plan.leverage } : null;

  const [offers] = useState(() => new Map<string, OfferLevels>());
  // The review speaks of the offer the order carries, not of whatever the live plan shows by then.
  const levelsOf = (intent: SubscribeIntent): OfferLevels => (intent.quote_id && offers.get(intent.quote_id)) || plan;
  const summary = (intent: SubscribeIntent) => [
    { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)) },
    { label: t('facts.entry'), value: `${priceText(levelsOf(intent).entry, locale)} ${quoteName}`, testId: 'double-win-review-entry' },
    {
      label: t('facts.range'),
      value: t('facts.rangeValue', {
        lower: priceText(intent.double_win ? fromE8(intent.double_win.lower_price_e8) : levelsOf(intent).lower, locale),
        upper: priceText(intent.double_win ? fromE8(intent.double_win.upper_price_e8) : levelsOf(intent).upper, locale),
      }),
      testId: 'double-win-review-range',
    },
    { label: t('facts.leverage'), value: leverageText(plan.leverage, locale) },
    { label: t('facts.settlement'), value: t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) }) },
  ];
  const adapter = useMemo(
    () => doubleWinAdapter({ product, rules, rangeRules: plan.rules, locale, coinName: investedName, money, example: formatAmount('1000.5', { locale, precision: 2 }), summary, queryClient, offers }),
    // The adapter is read fresh by the flow on every call; rebuilding it per render is cheap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product, rules.balance, rules.max, rules.min, plan.rules, locale, investedName, queryClient, plan.entry, plan.lower, plan.upper],
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
  const rangeError = rangeProblem ? t(`range.${rangeProblem.kind}`) : shownProblem?.key.startsWith('double-win:range.') ? t(shownProblem.key) : undefined;
  const amountError = shownProblem && !shownProblem.key.startsWith('double-win:range.') && shownProblem.key !== 'double-win:subscribe.ackRequired' ? t(shownProblem.key, shownProblem.values) : undefined;

  const submit = () => {
    setProblem(flow.submit({ amountText, acknowledged, offer: { quoteId: plan.quoteId, entry: plan.entry, lower: plan.lower, upper: plan.upper, expireAt: plan.expireAt }, custom: custom ? { lower, upper } : null, now }));
  };
  const title = t('subscribe.title', { base: name(plan.base), quote: quoteName, term });

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
          <OfferFacts plan={plan} quoteName={quoteName} now={now} locale={locale} expireAt={plan.expireAt} />
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('range.legend')}</legend>
            <div className={css.modes}>
              <label className={css.mode}>
                <input type="radio" name={modeName} checked={!custom} onChange={() => { setCustom(false); edited(); }} data-testid="double-win-classic" />
                {t('range.classic', { lower: priceText(plan.lower, locale), upper: priceText(plan.upper, locale) })}
              </label>
              <label className={css.mode}>
                <input
                  type="radio"
                  name={modeName}
                  checked={custom}
                  onChange={() => {
                    setCustom(true);
                    if (!lowerText) setLowerText(plan.lower.toFixed());
                    if (!upperText) setUpperText(plan.upper.toFixed());
                    edited();
                  }}
                  data-testid="double-win-custom"
                />
                {t('range.custom')}
              </label>
            </div>
          </fieldset>
          {custom && (
            <>
              <div className={css.bounds}>
                <TextField label={t('range.lower', { coin: quoteName })} inputMode="decimal" autoComplete="off" value={lowerText} onChange={(e) => { setLowerText(e.target.value); edited(); }} hint={t('range.between', { min: priceText(limits.lowerMin, locale), max: priceText(limits.lowerMax, locale) })} data-testid="double-win-lower" />
                <TextField label={t('range.upper', { coin: quoteName })} inputMode="decimal" autoComplete="off" value={upperText} onChange={(e) => { setUpperText(e.target.value); edited(); }} hint={t('range.between', { min: priceText(limits.upperMin, locale), max: priceText(limits.upperMax, locale) })} data-testid="double-win-upper" />
              </div>
              <p className={css.rule}>{t('range.rule', { min: fractionText(plan.rules.minDeviation, locale), max: fractionText(plan.rules.maxDeviation, locale), tick: priceText(plan.rules.tick, locale), coin: quoteName })}</p>
              {rangeError && <Notice tone="error">{rangeError}</Notice>}
            </>
          )}
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
            error={amountError}
            placeholder={t('subscribe.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
          />
          {terms && <PayoffChart terms={terms} amount={typed} spot={plan.entry} tick={plan.rules.tick} quoteName={quoteName} precision={Math.min(payoutPrecision, 2)} locale={locale} />}
          <p className={css.rule}>{t('subscribe.redemptionRule', { minutes: DOUBLE_WIN_REDEMPTION_LOCK_MINUTES })}</p>
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkInput}
              checked={acknowledged}
              onChange={(event) => {
                setAcknowledged(event.target.checked);
                edited();
              }}
              aria-invalid={shownProblem?.key === 'double-win:subscribe.ackRequired' ? true : undefined}
              data-testid="double-win-ack"
            />
            <span>{t('subscribe.ack')}</span>
          </label>
          {shownProblem?.key === 'double-win:subscribe.ackRequired' && <Notice tone="error">{t(shownProblem.key)}</Notice>}
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" pending={flow.busy} data-testid="double-win-review">{loggedIn ? t('subscribe.review') : t('subscribe.login')}</Button>
          </div>
        </form>
      ) : state.name === 'review' || state.name === 'paying' || state.name === 'failed' ? (
        <div data-testid="double-win-review-step">
          <h3 className={css.sectionTitle} {...stepFocus}>{t('review.title')}</h3>
          <dl className={css.facts}>
            {summary(state.intent).map((row) => (
              <div key={row.label} style={{ display: 'contents' }}>
                <dt className={css.factTerm}>{row.label}</dt>
                <dd className={css.factValue} data-testid={row.testId}>{row.value}</dd>
              </div>
            ))}
            {flow.quote && Number.isFinite(flow.quote.expireAt) && (
              <>
                <dt className={css.factTerm}>{t('facts.quoteValid')}</dt>
                <dd className={`${css.factValue} ${css.countdown}`} data-low={flow.quote.expireAt - now < 10_000}>
                  {flow.quote.expireAt > now ? t('quote.expiresIn', { time: countdownText(flow.quote.expireAt - now) }) : t('quote.expired')}
                </dd>
              </>
            )}
          </dl>
          <ReviewOutcome intent={state.intent} plan={plan} levels={levelsOf(state.intent)} quoteName={quoteName} precision={payoutPrecision} locale={locale} />
          <ReviewActions
            testId="double-win"
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
          testId="double-win"
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

function OfferFacts({ plan, quoteName, now, locale, expireAt }: { plan: DoubleWinPlan; quoteName: string; now: number; locale: string; expireAt: number }) {
  const { t } = useTranslation('double-win');
  const left = expireAt - now;
  return (
    <dl className={css.facts} data-testid="double-win-offer-facts">
      <dt className={css.factTerm}>{t('facts.entry')}</dt>
      <dd className={css.factValue} data-testid="double-win-offer-entry">{priceText(plan.entry, locale)} {quoteName}</dd>
      <dt className={css.factTerm}>{t('facts.leverage')}</dt>
      <dd className={css.factValue}>{leverageText(plan.leverage, locale)}</dd>
      <dt className={css.factTerm}>{t('facts.settlement')}</dt>
      <dd className={css.factValue}>{t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) })}</dd>
      <dt className={css.factTerm}>{t('facts.quoteValid')}</dt>
      <dd className={`${css.factValue} ${css.countdown}`} data-low={left < 10_000} data-testid="double-win-countdown">
        {left > 0 ? t('quote.expiresIn', { time: countdownText(left) }) : t('quote.expired')}
      </dd>
    </dl>
  );
}

/** The two breakout examples of the reviewed order, worked with its exact figures. */
function ReviewOutcome({ intent, plan, levels, quoteName, precision, locale }: { intent: SubscribeIntent; plan: DoubleWinPlan; levels: OfferLevels; quoteName: string; precision: number; locale: string }) {
  const { t } = useTranslation('double-win');
  const lower = intent.double_win ? fromE8(intent.double_win.lower_price_e8) : levels.lower;
  const upper = intent.double_win ? fromE8(intent.double_win.upper_price_e8) : levels.upper;
  const amount = fromE8(intent.amount_e8);
  return (
    <p className={css.rule} data-testid="double-win-review-outcome">
      {t('review.outcome', {
        lower: priceText(lower, locale),
        upper: priceText(upper, locale),
        coin: quoteName,
        amount: moneyText(amount, locale, precision),
        leverage: plan.leverage.toFixed(),
      })}
    </p>
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
  const { t } = useTranslation('double-win');
  const entry = (q: FlowQuote) => (q.targetPriceE8 ? `${priceText(fromE8(q.targetPriceE8), locale)} ${quoteName}` : '–');
  return (
    <QuoteCompareStep
      testId="double-win"
      text={{ notice: t(reason === 'refused' ? 'requote.refused' : 'requote.expired'), fetching: t('requote.fetching'), compare: t('requote.compare'), old: t('requote.old'), new: t('requote.new'), accept: t('requote.accept'), cancel: t('actions.cancel') }}
      rows={next && [{ label: t('facts.entry'), before: entry(previous), after: entry(next), testId: 'double-win-requote-entry' }]}
      expiry={next && Number.isFinite(next.expireAt) ? (next.expireAt > now ? t('quote.expiresIn', { time: countdownText(next.expireAt - now) }) : t('quote.expired')) : null}
      onAccept={onAccept}
      onCancel={onCancel}
    />
  );
}
