import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DualDirection } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { termText } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { distanceFromSpot } from '@/products/dual/distance';
import { followCell, type DualLadder } from '@/products/dual/ladder';
import { priceText } from '@/products/offer-format';
import { SubscribeDialog } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { RenewalChoiceField } from '@/products/renewal/renewal-choice';
import {
  checkRenewalChoice,
  isRenewalProblem,
  renewalIntent,
  renewalReviewRow,
  type RenewalChoice,
  type RenewalFamily,
} from '@/products/renewal/renewal-intent';
import { Notice } from '@/ui/notice';
import { aprText, coinAmountText, percentText } from './format';
import { OutcomeList } from './outcomes';
import { useOutcomeLines, type OutcomeTerms } from './outcome-lines';
import { PayoffDiagram } from './payoff-diagram';
import type { PickedCell } from './quote-ladder';
import { withUnit } from '@/lib/bidi';
import { dualIntent, passedProblem, refreshDualQuote } from './subscribe-intent';

/**
 * Subscribing at one cell of the ladder: both outcomes with exact amounts and their picture, settlement time
 * in UTC, the quote's countdown and the acknowledgement that principal is not protected. The form follows
 * the picked cell's current quote (same term, same distance from spot); the order echoes the quote on screen,
 * and is refused before review once the spot has reached its target, or while what happens at settlement (pay out,
 * renew basic or advanced) is not chosen.
 */
export function DualSubscribe({
  picked,
  ladder,
  coins,
  loggedIn,
  onClose,
}: {
  picked: PickedCell;
  ladder: DualLadder;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dual', 'flow', 'wealth']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  // No default: renewing at settlement is the holder's explicit choice, made with the order.
  const [renewal, setRenewal] = useState<RenewalChoice | null>(null);
  const product = picked.row.product;
  const direction = product.dual?.direction ?? DualDirection.BuyLow;
  const buyLow = direction === DualDirection.BuyLow;
  const family: RenewalFamily = { kind: 'dual', side: buyLow ? 'below' : 'above' };
  const name = (coin: number) => coinName(coins, coin);
  const { base, quote: quoteCoin } = ladder.pair;
  const term = termText(picked.row.termSeconds, locale) ?? '';
  const quote = followCell(ladder, product.product_id, picked.cell.targetE8, picked.column) ?? picked.cell;
  const refreshed = quote.targetE8 !== picked.cell.targetE8 || quote.aprE8 !== picked.cell.aprE8;
  const terms = (target: Decimal, apr: Decimal): OutcomeTerms => ({
    direction,
    base,
    quote: quoteCoin,
    target,
    apr,
    termSeconds: picked.row.termSeconds,
  });
  const targetText = (target: Decimal) => {
    const distance = ladder.spot ? distanceFromSpot(target, ladder.spot) : null;
    const away = distance
      ? ` (${t(`distance.${distance.side}`, { percent: percentText(distance.percent, locale) })})`
      : '';
    return `${withUnit(priceText(target, locale), name(quoteCoin), locale)}${away}`;
  };
  const terms0 = (target: Decimal, apr: Decimal, settlementAt: number | null) => [
    { label: t('facts.target'), value: targetText(target), testId: 'dual-target' },
    { label: t('facts.apr'), value: aprText(apr, locale), testId: 'dual-apr' },
    { label: t('facts.term'), value: term },
    {
      label: t('facts.settlement'),
      value: settlementAt === null ? '–' : t('flow:utc', { time: formatUtcDateTime(settlementAt, locale) }),
      testId: 'dual-settlement',
    },
  ];
  const spec: SubscribeSpec = {
    testId: 'dual',
    product,
    title: t(buyLow ? 'subscribe.titleBuyLow' : 'subscribe.titleSellHigh', {
      base: name(base),
      quote: name(quoteCoin),
      term,
    }),
    facts: terms0(quote.target, quote.apr, picked.row.settlementAt),
    quoteExpireAt: quote.expireAt,
    maxAmount: quote.maxInvestment,
    fields: () => refreshed && <Notice>{t('quote.refreshed')}</Notice>,
    outcomes: (amount) => (
      <DraftOutcomes
        terms={terms(quote.target, quote.apr)}
        amount={amount}
        spot={ladder.spot}
        coins={coins}
        locale={locale}
      />
    ),
    ack: {
      label: t('subscribe.ack', { invested: name(product.coin), other: name(buyLow ? base : quoteCoin) }),
      required: { key: 'dual:subscribe.ackRequired', values: {} },
    },
    choices: ({ problem, edited }) => (
      <RenewalChoiceField
        value={renewal}
        onChange={(choice) => {
          setRenewal(choice);
          edited();
        }}
        problem={problem}
        locale={locale}
        family={family}
        apr={quote.apr}
      />
    ),
    validate: () => checkRenewalChoice(renewal, family),
    ownsProblem: isRenewalProblem,
    lastCheck: () => passedProblem(direction, quote.target, ladder.spot),
    buildIntent: (amount) => ({ ...dualIntent(product, amount, quote), ...renewalIntent(renewal, family) }),
    review: {
      rows: (intent, preview) => [
        {
          label: t('facts.amount'),
          value: withUnit(
            coinAmountText(fromE8(intent.amount_e8), intent.coin, coins, locale),
            name(intent.coin),
            locale,
          ),
          testId: 'dual-review-amount',
        },
        ...terms0(
          fromE8(intent.dual?.target_price_e8 ?? '0'),
          fromE8(intent.quoted_apy_e8 ?? '0'),
          unixSecondsToMs(preview.payout_at) ?? picked.row.settlementAt,
        ),
        ...[renewalReviewRow(intent, intent.quoted_apy_e8 ?? preview.apy_e8, t, locale)].filter((row) => row !== null),
      ],
      outcomes: (intent, preview) => {
        const reached = preview.dual_scenarios?.find((s) => s.scenario === 1);
        const missed = preview.dual_scenarios?.find((s) => s.scenario === 2);
        const amounts =
          reached && missed
            ? { reached: fromE8(reached.return_amount_e8), missed: fromE8(missed.return_amount_e8) }
            : undefined;
        const target = terms(fromE8(intent.dual?.target_price_e8 ?? '0'), fromE8(intent.quoted_apy_e8 ?? '0'));
        return (
          <Outcomes
            terms={target}
            amount={fromE8(intent.amount_e8)}
            amounts={amounts}
            coins={coins}
            locale={locale}
            testId="dual-review-outcomes"
          />
        );
      },
    },
    quote: { refresh: (intent) => refreshDualQuote(queryClient, intent, ladder.spot) },
    requote: {
      rows: (previous, next) => [
        {
          label: t('facts.target'),
          before: targetText(fromE8(previous.targetPriceE8 ?? '0')),
          after: targetText(fromE8(next.targetPriceE8 ?? '0')),
          testId: 'dual-requote-target',
        },
        {
          label: t('facts.apr'),
          before: aprText(fromE8(previous.apyE8), locale),
          after: aprText(fromE8(next.apyE8), locale),
          testId: 'dual-requote-apr',
        },
      ],
      children: (next, intent) => (
        <Outcomes
          terms={terms(fromE8(next.targetPriceE8 ?? '1'), fromE8(next.apyE8))}
          amount={fromE8(intent.amount_e8)}
          coins={coins}
          locale={locale}
          testId="dual-requote-outcomes"
        />
      ),
    },
    // The cell as the user picked it: a review of a later quote says what moved, target and APR.
    picked: {
      quoteId: picked.cell.quoteId,
      expireAt: picked.cell.expireAt,
      apyE8: picked.cell.aprE8,
      targetPriceE8: picked.cell.targetE8,
    },
    settlesAt: (preview) => unixSecondsToMs(preview.payout_at) ?? picked.row.settlementAt ?? 0,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}

function Outcomes({
  terms,
  amount,
  amounts,
  coins,
  locale,
  testId,
}: {
  terms: OutcomeTerms;
  amount: Decimal | null;
  amounts?: { reached: Decimal; missed: Decimal };
  coins: CoinCatalogue | undefined;
  locale: string;
  testId: string;
}) {
  return <OutcomeList lines={useOutcomeLines(terms, amount, coins, locale, amounts)} testId={testId} />;
}

/** Both outcomes of the amount typed, in words and as a picture. */
function DraftOutcomes({
  terms,
  amount,
  spot,
  coins,
  locale,
}: {
  terms: OutcomeTerms;
  amount: Decimal | null;
  spot: Decimal | null;
  coins: CoinCatalogue | undefined;
  locale: string;
}) {
  const [reached, missed] = useOutcomeLines(terms, amount, coins, locale);
  return (
    <>
      <OutcomeList lines={[reached, missed]} testId="dual-outcomes" />
      <PayoffDiagram
        direction={terms.direction}
        target={terms.target}
        spot={spot}
        base={coinName(coins, terms.base)}
        quote={coinName(coins, terms.quote)}
        reachedText={`${reached.condition}: ${reached.result}`}
        missedText={`${missed.condition}: ${missed.result}`}
        locale={locale}
      />
    </>
  );
}
