import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { loginToContinue } from '@/platform/login-to-continue';
import type { DiscountBuyPlan } from '@/products/discount-buy/discount-buy-products';
import { DISCOUNT_BUY_AVERAGE_MINUTES, type DiscountBuyTerms } from '@/products/discount-buy/outcomes';
import { countdownText, fractionText, priceText } from '@/products/offer-format';
import { maxAmount, readableAmount } from '@/products/order-flow/amount-rules';
import type { FlowQuote } from '@/products/order-flow/order-flow-machine';
import { OrderDone } from '@/products/order-flow/order-done';
import { QuoteCompareStep } from '@/products/order-flow/quote-compare-step';
import { ReviewActions } from '@/products/order-flow/review-actions';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { availableText, PromptStep, ReviewFacts, useDraftProblem, useSubscribeAmount } from '@/products/subscribe-form';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal, stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { useServerClock } from '@/ui/use-server-clock';
import { DiscountBuyOutcomes } from './outcomes';
import { DiscountBuyChart } from './payoff-chart';
import { discountBuyAdapter } from './subscribe-adapter';
import * as css from '@/ui/order-dialog.css';

/**
 * Subscribing to a discount-buy plan with the stablecoin on the shared order flow: the offer (purchase and
 * knock-out price, APR, settlement and receipt times), the amount, both outcomes with their amounts, the
 * payoff chart and the acknowledgement that the coin may be worth less than the amount paid. The order carries
 * the offer on screen; an offer that expires or is refused (340) is replaced by a fresh one shown next to the
 * old, and nothing is placed until the user confirms again.
 */
export function SubscribeDialog({ plan, spot, coins, loggedIn, onClose }: {
  plan: DiscountBuyPlan;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['discount-buy', 'flow', 'errors', 'common']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const here = useRouterState({ select: (s) => s.location.href });
  const product = plan.product;
  const name = (coin: number) => coinName(coins, coin);
  const coin = name(plan.base);
  const quote = name(plan.quote);
  const term = termText(plan.terms.termSeconds, locale) ?? '';
  const now = useServerClock(1000);
  const precision = coins?.byEnum.get(product.coin)?.txPrecision ?? 8;
  const payout = { base: coins?.byEnum.get(plan.base)?.assetPrecision ?? 8, quote: coins?.byEnum.get(plan.quote)?.assetPrecision ?? 8 };

  const [amountText, setAmountText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const { balance, rules, money, balanceFailed } = useSubscribeAmount(product, precision, loggedIn, quote, locale);

  const [offers] = useState(() => new Map<string, DiscountBuyTerms>());
  // The review speaks of the offer the order carries, not of whatever the live plan shows by then.
  const termsOf = (intent: SubscribeIntent): DiscountBuyTerms => (intent.quote_id && offers.get(intent.quote_id)) || plan.terms;
  const summary = (intent: SubscribeIntent) => {
    const terms = termsOf(intent);
    return [
      { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)), testId: 'discount-buy-review-amount' },
      { label: t('facts.purchase'), value: `${priceText(terms.purchase, locale)} ${quote}`, testId: 'discount-buy-review-purchase' },
      { label: t('facts.knockOut'), value: `${priceText(terms.knockOut, locale)} ${quote}`, testId: 'discount-buy-review-knock-out' },
      { label: t('facts.apr'), value: fractionText(terms.apr, locale) },
      { label: t('facts.settlement'), value: `${t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) })} · ${t('local', { time: formatDateTime(plan.settlementAt, locale) })}` },
    ];
  };
  const adapter = useMemo(
    () => discountBuyAdapter({ product, rules, locale, coinName: quote, money, example: formatAmount('1000.5', { locale, precision: 2 }), summary, queryClient, offers }),
    // The adapter is read fresh by the flow on every call; rebuilding it per render is cheap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product, rules.balance, rules.max, rules.min, locale, quote, queryClient, plan.terms],
  );
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const state = flow.state;

  const { shown: shownProblem, setProblem, edited } = useDraftProblem(state);
  const typed = readableAmount(amountText, locale, precision);
  const max = maxAmount(rules);
  const ackProblem = shownProblem?.key === 'discount-buy:subscribe.ackRequired';
  const amountError = shownProblem && !ackProblem ? t(shownProblem.key, shownProblem.values) : undefined;
  const submit = () => setProblem(flow.submit({ amountText, acknowledged, offer: { quoteId: plan.quoteId, terms: plan.terms, expireAt: plan.expireAt }, now }));
  const left = plan.expireAt - now;

  return (
    <Modal open title={t('subscribe.title', { coin, quote, term })} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'draft' || state.name === 'previewing' || state.name === 'checking' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <dl className={css.facts} data-testid="discount-buy-offer-facts">
            <dt className={css.factTerm}>{t('facts.purchase')}</dt>
            <dd className={css.factValue} data-testid="discount-buy-offer-purchase">{priceText(plan.terms.purchase, locale)} {quote}</dd>
            <dt className={css.factTerm}>{t('facts.knockOut')}</dt>
            <dd className={css.factValue} data-testid="discount-buy-offer-knock-out">{priceText(plan.terms.knockOut, locale)} {quote}</dd>
            <dt className={css.factTerm}>{t('facts.apr')}</dt>
            <dd className={css.factValue}>{fractionText(plan.terms.apr, locale)}</dd>
            <dt className={css.factTerm}>{t('facts.settlement')}</dt>
            <dd className={css.factValue}>
              {t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) })} · {t('local', { time: formatDateTime(plan.settlementAt, locale) })}
            </dd>
            <dt className={css.factTerm}>{t('facts.quoteValid')}</dt>
            <dd className={`${css.factValue} ${css.countdown}`} data-low={left < 10_000} data-testid="discount-buy-countdown">
              {left > 0 ? t('quote.expiresIn', { time: countdownText(left) }) : t('quote.expired')}
            </dd>
          </dl>
          <AmountField
            label={t('subscribe.amount', { coin: quote })}
            value={amountText}
            onChange={(text) => {
              setAmountText(text);
              edited();
            }}
            coin={quote}
            max={loggedIn && max ? max.toFixed() : null}
            hint={loggedIn ? t('subscribe.available', { balance: availableText(balance, balanceFailed, money) }) : t('subscribe.loginForBalance')}
            error={amountError}
            placeholder={t('subscribe.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
          />
          <h3 className={css.sectionTitle}>{t('outcome.title', { amount: money(typed && typed.greaterThan(0) ? typed : new Decimal(100)) })}</h3>
          <DiscountBuyOutcomes amount={typed && typed.greaterThan(0) ? typed : new Decimal(100)} terms={plan.terms} coin={coin} quote={quote} precision={payout} settlementAt={plan.settlementAt} locale={locale} testId="discount-buy-outcomes" />
          <DiscountBuyChart terms={plan.terms} amount={typed} spot={spot} coin={coin} quote={quote} precision={{ base: payout.base, quote: Math.min(payout.quote, 2) }} locale={locale} />
          <p className={css.rule}>{t('subscribe.settlementRule', { minutes: formatAmount(String(DISCOUNT_BUY_AVERAGE_MINUTES), { locale, precision: 0 }) })}</p>
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkInput}
              checked={acknowledged}
              onChange={(event) => {
                setAcknowledged(event.target.checked);
                edited();
              }}
              aria-invalid={ackProblem ? true : undefined}
              data-testid="discount-buy-ack"
            />
            <span>{t('subscribe.ack', { coin })}</span>
          </label>
          {ackProblem && <Notice tone="error">{t('subscribe.ackRequired')}</Notice>}
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" pending={flow.busy} data-testid="discount-buy-review">{loggedIn ? t('subscribe.review') : t('subscribe.login')}</Button>
          </div>
        </form>
      ) : state.name === 'review' || state.name === 'paying' || state.name === 'failed' ? (
        <div data-testid="discount-buy-review-step">
          <h3 className={css.sectionTitle} {...stepFocus}>{t('review.title')}</h3>
          <ReviewFacts rows={summary(state.intent)}>
            {flow.quote && Number.isFinite(flow.quote.expireAt) && (
              <>
                <dt className={css.factTerm}>{t('facts.quoteValid')}</dt>
                <dd className={`${css.factValue} ${css.countdown}`} data-low={flow.quote.expireAt - now < 10_000}>
                  {flow.quote.expireAt > now ? t('quote.expiresIn', { time: countdownText(flow.quote.expireAt - now) }) : t('quote.expired')}
                </dd>
              </>
            )}
          </ReviewFacts>
          <h3 className={css.sectionTitle}>{t('review.outcomes')}</h3>
          <DiscountBuyOutcomes amount={fromE8(state.intent.amount_e8)} terms={termsOf(state.intent)} coin={coin} quote={quote} precision={payout} settlementAt={plan.settlementAt} locale={locale} testId="discount-buy-review-outcomes" />
          <ReviewActions
            testId="discount-buy"
            pending={state.name === 'paying'}
            failed={state.name === 'failed' ? { outcome: state.outcome, message: t(state.error.key, state.error.values) } : null}
            text={{ back: t('actions.back'), retry: t('review.retry'), confirm: t('review.confirm') }}
            onBack={flow.back}
            onConfirm={flow.confirm}
            onRetry={flow.retry}
          />
        </div>
      ) : state.name === 'requoting' || state.name === 'requote' ? (
        <RequoteStep previous={state.previous} next={state.name === 'requote' ? state.quote : null} reason={state.reason} offers={offers} quote={quote} locale={locale} now={now} onAccept={flow.acceptQuote} onCancel={flow.back} />
      ) : state.name === 'prompt' ? (
        <PromptStep message={t(`prompt.${state.prompt.kind}`, { level: state.prompt.requiredLevel })} back={t('actions.back')} onBack={flow.back} />
      ) : (
        <OrderDone
          testId="discount-buy"
          productType={product.product_type}
          text={{
            title: t(state.result.is_duplicate ? 'done.duplicate' : 'done.title'),
            body: t('done.body', { id: state.result.order_id, time: t('utc', { time: formatUtcDateTime(plan.settlementAt, locale) }) }),
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

function RequoteStep({ previous, next, reason, offers, quote, locale, now, onAccept, onCancel }: {
  previous: FlowQuote;
  next: FlowQuote | null;
  reason: 'expired' | 'refused';
  offers: Map<string, DiscountBuyTerms>;
  quote: string;
  locale: string;
  now: number;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('discount-buy');
  const purchase = (q: FlowQuote) => (q.targetPriceE8 ? `${priceText(fromE8(q.targetPriceE8), locale)} ${quote}` : '–');
  const knockOut = (q: FlowQuote) => {
    const terms = offers.get(q.quoteId);
    return terms ? `${priceText(terms.knockOut, locale)} ${quote}` : '–';
  };
  const apr = (q: FlowQuote) => fractionText(fromE8(q.apyE8), locale);
  return (
    <QuoteCompareStep
      testId="discount-buy"
      text={{ notice: t(reason === 'refused' ? 'requote.refused' : 'requote.expired'), fetching: t('requote.fetching'), compare: t('requote.compare'), old: t('requote.old'), new: t('requote.new'), accept: t('requote.accept'), cancel: t('actions.cancel') }}
      rows={next && [
        { label: t('facts.purchase'), before: purchase(previous), after: purchase(next), testId: 'discount-buy-requote-purchase' },
        { label: t('facts.knockOut'), before: knockOut(previous), after: knockOut(next) },
        { label: t('facts.apr'), before: apr(previous), after: apr(next) },
      ]}
      expiry={next && Number.isFinite(next.expireAt) ? (next.expireAt > now ? t('quote.expiresIn', { time: countdownText(next.expireAt - now) }) : t('quote.expired')) : null}
      onAccept={onAccept}
      onCancel={onCancel}
    />
  );
}
