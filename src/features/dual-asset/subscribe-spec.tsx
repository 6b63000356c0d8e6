import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType, DualDirection, ProductType } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { termText } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { distanceFromSpot, targetOffered } from '@/products/dual/distance';
import { followCell, type DualLadder, type DualQuoteCell } from '@/products/dual/ladder';
import { priceText } from '@/products/offer-format';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { SubscribeDialog, type SubscribeSpec } from '@/products/order-flow/subscribe-dialog';
import { RenewalChoiceField } from '@/products/renewal/renewal-choice';
import { checkRenewalChoice, isRenewalProblem, renewalIntent, renewalReviewRow, type RenewalChoice, type RenewalFamily } from '@/products/renewal/renewal-intent';
import { Notice } from '@/ui/notice';
import { aprText, coinAmountText, percentText } from './format';
import { OutcomeList } from './outcomes';
import { useOutcomeLines, type OutcomeTerms } from './outcome-lines';
import { PayoffDiagram } from './payoff-diagram';
import type { PickedCell } from './quote-ladder';
import { withUnit } from '@/lib/bidi';

/** The order echoes the quote on screen: its id, its APR and its target price. */
export function dualIntent(product: ProductDetail, amount: Decimal, quote: Pick<DualQuoteCell, 'quoteId' | 'aprE8' | 'targetE8'>): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.Dual,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
    quote_id: quote.quoteId,
    quoted_apy_e8: quote.aprE8,
    dual: { direction: product.dual?.direction ?? 0, target_price_e8: quote.targetE8 },
  };
}

/** A target the spot reached after it was picked refuses the draft before review, saying so (`targetOffered`). */
export function passedProblem(direction: DualDirection, target: Decimal, spot: Decimal | null): FlowProblem | null {
  if (targetOffered(direction, target, spot)) return null;
  return { key: direction === DualDirection.BuyLow ? 'dual:quote.passedBuyLow' : 'dual:quote.passedSellHigh', values: {} };
}

/**
 * Subscribing at one cell of the ladder: both outcomes with exact amounts and their picture, settlement time
 * in UTC, the quote's countdown and the acknowledgement that principal is not protected. The form follows
 * the picked cell's current quote (same term, same distance from spot); the order echoes the quote on screen,
 * and is refused before review once the spot has reached its target, or while what happens at settlement (pay out,
 * renew basic or advanced) is not chosen.
 */
export function DualSubscribe({ picked, ladder, coins, loggedIn, onClose }: { picked: PickedCell; ladder: DualLadder; coins: CoinCatalogue | undefined; loggedIn: boolean; onClose: () => void }) {
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
  const terms = (target: Decimal, apr: Decimal): OutcomeTerms => ({ direction, base, quote: quoteCoin, target, apr, termSeconds: picked.row.termSeconds });
  const targetText = (target: Decimal) => {
    const distance = ladder.spot ? distanceFromSpot(target, ladder.spot) : null;
    const away = distance ? ` (${t(`distance.${distance.side}`, { percent: percentText(distance.percent, locale) })})` : '';
    return `${withUnit(priceText(target, locale), name(quoteCoin), locale)}${away}`;
  };
  const terms0 = (target: Decimal, apr: Decimal, settlementAt: number | null) => [
    { label: t('facts.target'), value: targetText(target), testId: 'dual-target' },
    { label: t('facts.apr'), value: aprText(apr, locale), testId: 'dual-apr' },
    { label: t('facts.term'), value: term },
    { label: t('facts.settlement'), value: settlementAt === null ? '–' : t('flow:utc', { time: formatUtcDateTime(settlementAt, locale) }), testId: 'dual-settlement' },
  ];
  const spec: SubscribeSpec = {
    testId: 'dual',
    product,
    title: t(buyLow ? 'subscribe.titleBuyLow' : 'subscribe.titleSellHigh', { base: name(base), quote: name(quoteCoin), term }),
    facts: terms0(quote.target, quote.apr, picked.row.settlementAt),
    quoteExpireAt: quote.expireAt,
    maxAmount: quote.maxInvestment,
    fields: () => refreshed && <Notice>{t('quote.refreshed')}</Notice>,
    outcomes: (amount) => <DraftOutcomes terms={terms(quote.target, quote.apr)} amount={amount} spot={ladder.spot} coins={coins} locale={locale} />,
    ack: { label: t('subscribe.ack', { invested: name(product.coin), other: name(buyLow ? base : quoteCoin) }), required: { key: 'dual:subscribe.ackRequired', values: {} } },
    choices: ({ problem, edited }) => <RenewalChoiceField value={renewal} onChange={(choice) => { setRenewal(choice); edited(); }} problem={problem} locale={locale} family={family} apr={quote.apr} />,
    validate: () => checkRenewalChoice(renewal, family),
    ownsProblem: isRenewalProblem,
    lastCheck: () => passedProblem(direction, quote.target, ladder.spot),
    buildIntent: (amount) => ({ ...dualIntent(product, amount, quote), ...renewalIntent(renewal, family) }),
    review: {
      rows: (intent, preview) => [
        { label: t('facts.amount'), value: withUnit(coinAmountText(fromE8(intent.amount_e8), intent.coin, coins, locale), name(intent.coin), locale), testId: 'dual-review-amount' },
        ...terms0(fromE8(intent.dual?.target_price_e8 ?? '0'), fromE8(intent.quoted_apy_e8 ?? '0'), unixSecondsToMs(preview.payout_at) ?? picked.row.settlementAt),
        ...[renewalReviewRow(intent, intent.quoted_apy_e8 ?? preview.apy_e8, t, locale)].filter((row) => row !== null),
      ],
      outcomes: (intent, preview) => {
        const reached = preview.dual_scenarios?.find((s) => s.scenario === 1);
        const missed = preview.dual_scenarios?.find((s) => s.scenario === 2);
        const amounts = reached && missed ? { reached: fromE8(reached.return_amount_e8), missed: fromE8(missed.return_amount_e8) } : undefined;
        const target = terms(fromE8(intent.dual?.target_price_e8 ?? '0'), fromE8(intent.quoted_apy_e8 ?? '0'));
        return <Outcomes terms={target} amount={fromE8(intent.amount_e8)} amounts={amounts} coins={coins} locale={locale} testId="dual-review-outcomes" />;
      },
    },
    quote: { refresh: (intent) => refreshDualQuote(queryClient, intent, ladder.spot) },
    requote: {
      rows: (previous, next) => [
        { label: t('facts.target'), before: targetText(fromE8(previous.targetPriceE8 ?? '0')), after: targetText(fromE8(next.targetPriceE8 ?? '0')), testId: 'dual-requote-target' },
        { label: t('facts.apr'), before: aprText(fromE8(previous.apyE8), locale), after: aprText(fromE8(next.apyE8), locale), testId: 'dual-requote-apr' },
      ],
      children: (next, intent) => <Outcomes terms={terms(fromE8(next.targetPriceE8 ?? '1'), fromE8(next.apyE8))} amount={fromE8(intent.amount_e8)} coins={coins} locale={locale} testId="dual-requote-outcomes" />,
    },
    // The cell as the user picked it: a review of a later quote says what moved, target and APR.
    picked: { quoteId: picked.cell.quoteId, expireAt: picked.cell.expireAt, apyE8: picked.cell.aprE8, targetPriceE8: picked.cell.targetE8 },
    settlesAt: (preview) => unixSecondsToMs(preview.payout_at) ?? picked.row.settlementAt ?? 0,
  };
  return <SubscribeDialog spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}

function Outcomes({ terms, amount, amounts, coins, locale, testId }: { terms: OutcomeTerms; amount: Decimal | null; amounts?: { reached: Decimal; missed: Decimal }; coins: CoinCatalogue | undefined; locale: string; testId: string }) {
  return <OutcomeList lines={useOutcomeLines(terms, amount, coins, locale, amounts)} testId={testId} />;
}

/** Both outcomes of the amount typed, in words and as a picture. */
function DraftOutcomes({ terms, amount, spot, coins, locale }: { terms: OutcomeTerms; amount: Decimal | null; spot: Decimal | null; coins: CoinCatalogue | undefined; locale: string }) {
  const [reached, missed] = useOutcomeLines(terms, amount, coins, locale);
  return (
    <>
      <OutcomeList lines={[reached, missed]} testId="dual-outcomes" />
      <PayoffDiagram direction={terms.direction} target={terms.target} spot={spot} base={coinName(coins, terms.base)} quote={coinName(coins, terms.quote)} reachedText={`${reached.condition}: ${reached.result}`} missedText={`${missed.condition}: ${missed.result}`} locale={locale} />
    </>
  );
}

/**
 * A fresh quote for the same order, read from the exchange (never from a cache): the same target if it is
 * still quoted and offered against `spot`, else the offered quote nearest to the old target.
 */
export async function refreshDualQuote(queryClient: ReturnType<typeof useQueryClient>, intent: SubscribeIntent, spot: Decimal | null): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({ ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }), staleTime: 0 });
  const direction = intent.dual?.direction ?? DualDirection.BuyLow;
  const quotes = (result.products.find((p) => p.product_id === intent.product_id)?.dual?.quotes ?? []).filter((q) => targetOffered(direction, fromE8(q.target_price_e8), spot));
  const old = BigInt(intent.dual?.target_price_e8 ?? '0');
  const distance = (e8: string) => {
    const d = BigInt(e8) - old;
    return d < 0n ? -d : d;
  };
  const best = [...quotes].sort((a, b) => (distance(a.target_price_e8) < distance(b.target_price_e8) ? -1 : distance(a.target_price_e8) > distance(b.target_price_e8) ? 1 : 0))[0];
  if (!best) throw new Error('no quote');
  return {
    intent: { ...intent, quote_id: best.quote_id, quoted_apy_e8: best.apy_e8, dual: { direction: intent.dual?.direction ?? 0, target_price_e8: best.target_price_e8 } },
    quote: { quoteId: best.quote_id, expireAt: unixSecondsToMs(best.expire_at) ?? 0, apyE8: best.apy_e8, targetPriceE8: best.target_price_e8 },
  };
}
