import { useKeyText } from '@/i18n/use-key-text';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { termText } from '@/lib/format-units';
import { readableAmount } from '@/products/order-flow/amount-rules';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { DoubleWinPlan } from '@/products/double-win/double-win-products';
import { allowedBounds, DOUBLE_WIN_REDEMPTION_LOCK_MINUTES } from '@/products/double-win/range';
import { fractionText, moneyText, priceText } from '@/products/offer-format';
import type { FlowQuote } from '@/products/order-flow/order-flow-machine';
import { SubscribeDialog } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { quoteWithKept } from '@/products/order-flow/kept-quotes';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { leverageText } from './format';
import { PayoffChart } from './payoff-chart';
import * as css from '@/ui/order-dialog.css';
import { withUnit } from '@/lib/bidi';
import { doubleWinIntent, rangeProblem, refreshOffer, type OfferLevels } from './subscribe-intent';

/**
 * A double-win plan: the classic range or the user's own bounds (checked against the live entry price,
 * deviation and tick), the payoff chart for the amount, and the acknowledgement that principal is not
 * protected. The levels shown with each offer are kept under its quote id.
 */
export function DoubleWinSubscribe({
  plan,
  coins,
  loggedIn,
  onClose,
}: {
  plan: DoubleWinPlan;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['double-win', 'flow']);
  const keyText = useKeyText();
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const modeName = useId();
  const [custom, setCustom] = useState(false);
  const [lowerText, setLowerText] = useState('');
  const [upperText, setUpperText] = useState('');
  const [offers] = useState(() => new Map<string, OfferLevels>());
  // The offer as the user picked it: a review of a later one says what moved.
  const [picked] = useState<FlowQuote>(() => {
    offers.set(plan.quoteId, { entry: plan.entry, lower: plan.lower, upper: plan.upper });
    return { quoteId: plan.quoteId, expireAt: plan.expireAt, apyE8: '0', targetPriceE8: toE8(plan.entry) };
  });
  const { product } = plan;
  const quoteName = coinName(coins, plan.quote);
  const payoutPrecision = coins?.byEnum.get(plan.quote)?.assetPrecision ?? 8;
  const price = (value: Decimal) => withUnit(priceText(value, locale), quoteName, locale);
  const settlement = t('flow:utc', { time: formatUtcDateTime(plan.settlementAt, locale) });
  const rangeText = (levels: { lower: Decimal; upper: Decimal }) =>
    t('facts.rangeValue', { lower: priceText(levels.lower, locale), upper: priceText(levels.upper, locale) });
  const bounds = custom
    ? { lower: readableAmount(lowerText, locale, 8), upper: readableAmount(upperText, locale, 8) }
    : null;
  const typedProblem = bounds && lowerText && upperText ? rangeProblem(plan.entry, bounds, plan.rules) : null;
  const limits = allowedBounds(plan.entry, plan.rules);
  const lower = bounds ? bounds.lower : plan.lower;
  const upper = bounds ? bounds.upper : plan.upper;
  // The review speaks of the offer the order carries, not of whatever the live plan shows by then.
  const levelsOf = (intent: SubscribeIntent): OfferLevels => {
    const levels = (intent.quote_id && offers.get(intent.quote_id)) || plan;
    return intent.double_win
      ? {
          entry: levels.entry,
          lower: fromE8(intent.double_win.lower_price_e8),
          upper: fromE8(intent.double_win.upper_price_e8),
        }
      : levels;
  };
  const spec: SubscribeSpec = {
    testId: 'double-win',
    product,
    title: t('subscribe.title', {
      base: coinName(coins, plan.base),
      quote: quoteName,
      term: termText(plan.termSeconds, locale) ?? '',
    }),
    facts: [
      { label: t('facts.entry'), value: price(plan.entry), testId: 'double-win-offer-entry' },
      { label: t('facts.leverage'), value: leverageText(plan.leverage, locale) },
      { label: t('facts.settlement'), value: settlement },
    ],
    quoteExpireAt: plan.expireAt,
    fields: ({ problem, edited }) => {
      const shown = typedProblem ?? problem;
      return (
        <>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('range.legend')}</legend>
            <div className={css.modes}>
              <label className={css.mode}>
                <input
                  type="radio"
                  name={modeName}
                  checked={!custom}
                  onChange={() => {
                    setCustom(false);
                    edited();
                  }}
                  data-testid="double-win-classic"
                />
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
                <TextField
                  label={t('range.lower', { coin: quoteName })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={lowerText}
                  onChange={(e) => {
                    setLowerText(e.target.value);
                    edited();
                  }}
                  hint={t('range.between', {
                    min: priceText(limits.lowerMin, locale),
                    max: priceText(limits.lowerMax, locale),
                  })}
                  data-testid="double-win-lower"
                />
                <TextField
                  label={t('range.upper', { coin: quoteName })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={upperText}
                  onChange={(e) => {
                    setUpperText(e.target.value);
                    edited();
                  }}
                  hint={t('range.between', {
                    min: priceText(limits.upperMin, locale),
                    max: priceText(limits.upperMax, locale),
                  })}
                  data-testid="double-win-upper"
                />
              </div>
              <p className={css.rule}>
                {t('range.rule', {
                  min: fractionText(plan.rules.minDeviation, locale),
                  max: fractionText(plan.rules.maxDeviation, locale),
                  tick: priceText(plan.rules.tick, locale),
                  coin: quoteName,
                })}
              </p>
              {shown && <Notice tone="error">{keyText(shown)}</Notice>}
            </>
          )}
        </>
      );
    },
    ownsProblem: (problem) => problem.key.startsWith('double-win:range.'),
    validate: () => rangeProblem(plan.entry, bounds, plan.rules),
    outcomes: (amount) =>
      lower &&
      upper &&
      !typedProblem && (
        <PayoffChart
          terms={{ entry: plan.entry, lower, upper, leverage: plan.leverage }}
          amount={amount}
          spot={plan.entry}
          tick={plan.rules.tick}
          quoteName={quoteName}
          precision={Math.min(payoutPrecision, 2)}
          locale={locale}
        />
      ),
    notes: <p className={css.rule}>{t('subscribe.redemptionRule', { minutes: DOUBLE_WIN_REDEMPTION_LOCK_MINUTES })}</p>,
    ack: { label: t('subscribe.ack'), required: { key: 'double-win:subscribe.ackRequired', values: {} } },
    buildIntent: (amount) => {
      offers.set(plan.quoteId, { entry: plan.entry, lower: plan.lower, upper: plan.upper });
      return doubleWinIntent(
        product,
        amount,
        plan,
        bounds?.lower && bounds.upper ? { lower: bounds.lower, upper: bounds.upper } : null,
      );
    },
    review: {
      rows: (intent) => {
        const levels = levelsOf(intent);
        return [
          {
            label: t('facts.amount'),
            value: withUnit(
              moneyText(fromE8(intent.amount_e8), locale, coins?.byEnum.get(product.coin)?.txPrecision ?? 8),
              coinName(coins, product.coin),
              locale,
            ),
          },
          { label: t('facts.entry'), value: price(levels.entry), testId: 'double-win-review-entry' },
          { label: t('facts.range'), value: rangeText(levels), testId: 'double-win-review-range' },
          { label: t('facts.leverage'), value: leverageText(plan.leverage, locale) },
          { label: t('facts.settlement'), value: settlement },
        ];
      },
      outcomes: (intent) => {
        const levels = levelsOf(intent);
        const values = {
          lower: priceText(levels.lower, locale),
          upper: priceText(levels.upper, locale),
          coin: quoteName,
          amount: moneyText(fromE8(intent.amount_e8), locale, payoutPrecision),
          leverage: plan.leverage.toFixed(),
        };
        return (
          <p className={css.rule} data-testid="double-win-review-outcome">
            {t('review.outcome', values)}
          </p>
        );
      },
    },
    quote: {
      refresh: (intent) => refreshOffer(queryClient, intent, plan.rules, offers),
      of: quoteWithKept(offers, (levels) => levels.entry),
    },
    requote: {
      notice: (reason) => t(reason === 'refused' ? 'requote.refused' : 'requote.expired'),
      accept: t('requote.accept'),
      rows: (previous, next) => {
        const before = offers.get(previous.quoteId);
        const after = offers.get(next.quoteId);
        // The offer's range is the order's only with the classic range; a custom one stays as typed.
        const range =
          !custom && before && after
            ? [
                {
                  label: t('facts.range'),
                  before: rangeText(before),
                  after: rangeText(after),
                  testId: 'double-win-requote-range',
                },
              ]
            : [];
        return [
          {
            label: t('facts.entry'),
            before: previous.targetPriceE8 ? price(fromE8(previous.targetPriceE8)) : '–',
            after: next.targetPriceE8 ? price(fromE8(next.targetPriceE8)) : '–',
            testId: 'double-win-requote-entry',
          },
          ...range,
        ];
      },
    },
    picked,
    settlesAt: (preview) => unixSecondsToMs(preview.payout_at) ?? plan.settlementAt,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}
