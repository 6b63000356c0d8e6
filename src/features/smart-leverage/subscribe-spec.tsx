import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { fractionText, priceText } from '@/products/offer-format';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { SubscribeDialog, type SubscribeSpec } from '@/products/order-flow/subscribe-dialog';
import { quoteWithKept } from '@/products/order-flow/kept-quotes';
import type { SmartLeveragePlan } from '@/products/smart-leverage/plans';
import { MAX_QUOTE_MOVE, quoteHolds, readLeverage, SMART_LEVERAGE_REDEMPTION_LOCK_MINUTES } from '@/products/smart-leverage/quote-rules';
import { TextField } from '@/ui/text-field';
import { PnlChart } from './pnl-chart';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';

export function smartLeverageIntent(product: ProductDetail, amount: Decimal, leverage: number, quote: { quoteId: string }): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.FutureBoost,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
    quote_id: quote.quoteId,
    leverage: String(leverage),
  };
}

const LEVERAGE_INVALID = 'smart-leverage:leverage.invalid';

/** Leverage is a whole number from 1 to the plan's maximum. */
export function leverageProblem(text: string, max: number): FlowProblem | null {
  return readLeverage(text, max) === null ? { key: LEVERAGE_INVALID, values: { max } } : null;
}

/** A price that moved more than 5 % from the quote's entry refuses the draft before anything is sent. */
export function movedProblem(entry: Decimal, spot: Decimal | null, locale: string): FlowProblem | null {
  return quoteHolds(entry, spot) ? null : { key: 'smart-leverage:quote.movedDraft', values: { move: fractionText(MAX_QUOTE_MOVE, locale) } };
}

/**
 * Simulate, then subscribe: leverage (a whole number up to the plan's maximum) and amount drive the P&L
 * simulator; the breakeven is fixed at order time, there is no liquidation before settlement, and an order is
 * refused when the price moved more than 5 % from its quote. The breakeven shown with each quote id is kept,
 * so the review, the changed quote's "old" column and the order all speak of the quote the user saw.
 */
export function SmartLeverageSubscribe({ plan, spot, coins, loggedIn, onClose }: { plan: SmartLeveragePlan; spot: Decimal | null; coins: CoinCatalogue | undefined; loggedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation(['smart-leverage', 'flow']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const [leverageText, setLeverageText] = useState(String(Math.min(10, plan.maxLeverage)));
  const [breakevens] = useState(() => new Map<string, Decimal>());
  const { product } = plan;
  const investName = coinName(coins, product.coin);
  const quoteName = coinName(coins, plan.quote);
  const direction = t(plan.direction === 1 ? 'direction.up' : 'direction.down');
  const price = (value: Decimal) => withUnit(priceText(value, locale), quoteName, locale);
  const money = (value: Decimal) => withUnit(formatAmount(value.toFixed(), { locale, precision: coins?.byEnum.get(product.coin)?.txPrecision ?? 8 }), investName, locale);
  const settlement = t('flow:utc', { time: formatUtcDateTime(plan.settlementAt, locale) });
  const leverage = readLeverage(leverageText, plan.maxLeverage);
  const breakevenOf = (quoteId: string | undefined) => (quoteId && breakevens.get(quoteId)) || plan.breakeven;
  const spec: SubscribeSpec = {
    testId: 'smart-leverage',
    product,
    title: t('subscribe.title', { base: coinName(coins, plan.base), quote: quoteName, term: termText(plan.termSeconds, locale) ?? '', direction }),
    facts: [
      { label: t('facts.entry'), value: price(plan.entry), testId: 'smart-leverage-entry' },
      { label: t('facts.breakeven'), value: price(plan.breakeven), testId: 'smart-leverage-breakeven' },
      { label: t('facts.settlement'), value: settlement },
    ],
    quoteExpireAt: plan.expireAt,
    fields: ({ problem, edited }) => (
      <TextField
        label={t('leverage.label', { max: plan.maxLeverage })}
        inputMode="numeric"
        autoComplete="off"
        value={leverageText}
        onChange={(e) => { setLeverageText(e.target.value); edited(); }}
        hint={t('leverage.hint', { max: plan.maxLeverage })}
        error={problem || (leverageText !== '' && leverage === null) ? t('leverage.invalid', { max: plan.maxLeverage }) : undefined}
        end={<span aria-hidden="true">x</span>}
        data-testid="smart-leverage-leverage"
      />
    ),
    ownsProblem: (problem) => problem.key === LEVERAGE_INVALID,
    validate: () => leverageProblem(leverageText, plan.maxLeverage),
    lastCheck: () => movedProblem(plan.entry, spot, locale),
    outcomes: (amount) =>
      leverage !== null && (
        <PnlChart terms={{ entry: plan.entry, breakeven: plan.breakeven, leverage: new Decimal(leverage), direction: plan.direction }} amount={amount} spot={spot ?? plan.entry} quoteName={quoteName} locale={locale} />
      ),
    notes: (
      <ul className={css.rules} data-testid="smart-leverage-rules">
        <li>{t('rules.breakeven')}</li>
        <li>{t('rules.noLiquidation')}</li>
        <li>{t('rules.move', { percent: fractionText(MAX_QUOTE_MOVE, locale) })}</li>
        <li>{t('rules.redemption', { minutes: SMART_LEVERAGE_REDEMPTION_LOCK_MINUTES })}</li>
      </ul>
    ),
    ack: { label: t('subscribe.ack'), required: { key: 'smart-leverage:subscribe.ackRequired', values: {} } },
    buildIntent: (amount) => {
      breakevens.set(plan.quoteId, plan.breakeven);
      return smartLeverageIntent(product, amount, leverage ?? 1, { quoteId: plan.quoteId });
    },
    review: {
      rows: (intent) => [
        { label: t('facts.amount'), value: money(fromE8(intent.amount_e8)) },
        { label: t('facts.direction'), value: direction },
        { label: t('facts.leverage'), value: t('facts.leverageValue', { leverage: intent.leverage ?? '' }), testId: 'smart-leverage-review-leverage' },
        { label: t('facts.breakeven'), value: price(breakevenOf(intent.quote_id)), testId: 'smart-leverage-review-breakeven' },
        { label: t('facts.settlement'), value: settlement },
      ],
    },
    quote: {
      refresh: (intent) => refreshQuote(queryClient, intent, breakevens),
      of: quoteWithKept(breakevens, (breakeven) => breakeven),
    },
    requote: {
      notice: (reason) => (reason === 'refused' ? t('requote.refused', { move: fractionText(MAX_QUOTE_MOVE, locale) }) : t('flow:requote.expired')),
      rows: (previous, next) => [
        { label: t('facts.breakeven'), before: price(breakevenOf(previous.quoteId)), after: price(breakevenOf(next.quoteId)), testId: 'smart-leverage-requote-breakeven', beforeTestId: 'smart-leverage-requote-old-breakeven' },
      ],
    },
    settlesAt: (preview) => unixSecondsToMs(preview.payout_at) ?? plan.settlementAt,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}

/** A fresh quote for the same order, read from the exchange; its breakeven is kept under its quote id. */
export async function refreshQuote(queryClient: ReturnType<typeof useQueryClient>, intent: SubscribeIntent, breakevens: Map<string, Decimal>): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({ ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }), staleTime: 0 });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.future_boost;
  if (!info) throw new Error('no quote');
  breakevens.set(info.quote_id, fromE8(info.breakeven_price_e8));
  return {
    intent: { ...intent, quote_id: info.quote_id },
    quote: { quoteId: info.quote_id, expireAt: unixSecondsToMs(info.expire_at) ?? 0, apyE8: '0', targetPriceE8: info.breakeven_price_e8 },
  };
}
