import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { fractionText, priceText } from '@/products/offer-format';
import { SubscribeDialog } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { quoteWithKept } from '@/products/order-flow/kept-quotes';
import type { SmartLeveragePlan } from '@/products/smart-leverage/plans';
import {
  MAX_QUOTE_MOVE,
  readLeverage,
  SMART_LEVERAGE_REDEMPTION_LOCK_MINUTES,
} from '@/products/smart-leverage/quote-rules';
import { TextField } from '@/ui/text-field';
import { PnlChart } from './pnl-chart';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';
import { smartLeverageIntent, leverageProblem, movedProblem, refreshQuote } from './subscribe-intent';
import { LEVERAGE_INVALID } from './subscribe-intent';

/**
 * Simulate, then subscribe: leverage (a whole number up to the plan's maximum) and amount drive the P&L
 * simulator; the breakeven is fixed at order time, there is no liquidation before settlement, and an order is
 * refused when the price moved more than 5 % from its quote. The breakeven shown with each quote id is kept,
 * so the review, the changed quote's "old" column and the order all speak of the quote the user saw.
 */
export function SmartLeverageSubscribe({
  plan,
  spot,
  coins,
  loggedIn,
  onClose,
}: {
  plan: SmartLeveragePlan;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
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
  const money = (value: Decimal) =>
    withUnit(
      formatAmount(value.toFixed(), { locale, precision: coins?.byEnum.get(product.coin)?.txPrecision ?? 8 }),
      investName,
      locale,
    );
  const settlement = t('flow:utc', { time: formatUtcDateTime(plan.settlementAt, locale) });
  const leverage = readLeverage(leverageText, plan.maxLeverage);
  const breakevenOf = (quoteId: string | undefined) => (quoteId && breakevens.get(quoteId)) || plan.breakeven;
  const spec: SubscribeSpec = {
    testId: 'smart-leverage',
    product,
    title: t('subscribe.title', {
      base: coinName(coins, plan.base),
      quote: quoteName,
      term: termText(plan.termSeconds, locale) ?? '',
      direction,
    }),
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
        onChange={(e) => {
          setLeverageText(e.target.value);
          edited();
        }}
        hint={t('leverage.hint', { max: plan.maxLeverage })}
        error={
          problem || (leverageText !== '' && leverage === null)
            ? t('leverage.invalid', { max: plan.maxLeverage })
            : undefined
        }
        end={<span aria-hidden="true">x</span>}
        data-testid="smart-leverage-leverage"
      />
    ),
    ownsProblem: (problem) => problem.key === LEVERAGE_INVALID,
    validate: () => leverageProblem(leverageText, plan.maxLeverage),
    lastCheck: () => movedProblem(plan.entry, spot, locale),
    outcomes: (amount) =>
      leverage !== null && (
        <PnlChart
          terms={{
            entry: plan.entry,
            breakeven: plan.breakeven,
            leverage: new Decimal(leverage),
            direction: plan.direction,
          }}
          amount={amount}
          spot={spot ?? plan.entry}
          quoteName={quoteName}
          locale={locale}
        />
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
        {
          label: t('facts.leverage'),
          value: t('facts.leverageValue', { leverage: intent.leverage ?? '' }),
          testId: 'smart-leverage-review-leverage',
        },
        {
          label: t('facts.breakeven'),
          value: price(breakevenOf(intent.quote_id)),
          testId: 'smart-leverage-review-breakeven',
        },
        { label: t('facts.settlement'), value: settlement },
      ],
    },
    quote: {
      refresh: (intent) => refreshQuote(queryClient, intent, breakevens),
      of: quoteWithKept(breakevens, (breakeven) => breakeven),
    },
    requote: {
      notice: (reason) =>
        reason === 'refused'
          ? t('requote.refused', { move: fractionText(MAX_QUOTE_MOVE, locale) })
          : t('flow:requote.expired'),
      rows: (previous, next) => [
        {
          label: t('facts.breakeven'),
          before: price(breakevenOf(previous.quoteId)),
          after: price(breakevenOf(next.quoteId)),
          testId: 'smart-leverage-requote-breakeven',
          beforeTestId: 'smart-leverage-requote-old-breakeven',
        },
      ],
    },
    settlesAt: (preview) => unixSecondsToMs(preview.payout_at) ?? plan.settlementAt,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}
