import { withUnit } from '@/lib/bidi';
import { useTranslation } from 'react-i18next';
import { DualDirection } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { Decimal } from '@/lib/decimal';
import { creditedAmount, dualOutcomes, type DualPayout } from '@/products/dual/payoff';
import { priceText } from '@/products/offer-format';
import { coinAmountText } from './format';

export interface OutcomeTerms {
  direction: DualDirection;
  base: number;
  quote: number;
  target: Decimal;
  apr: Decimal;
  termSeconds: number;
}

export interface OutcomeLine {
  condition: string;
  result: string;
  converted: boolean;
}

/**
 * The two outcomes in words, each with its exact amount (cut to the coin's digits, as credited):
 * the target reached (converted) first, then not reached (principal plus interest in the invested coin).
 * `amounts` overrides the computed figures with the exchange's own (the preview).
 */
export function useOutcomeLines(
  terms: OutcomeTerms,
  amount: Decimal | null,
  coins: CoinCatalogue | undefined,
  locale: string,
  amounts?: { reached: Decimal; missed: Decimal },
): [OutcomeLine, OutcomeLine] {
  const { t } = useTranslation('dual');
  const name = (coin: number) => coinName(coins, coin);
  const sideCoin = (payout: Pick<DualPayout, 'side'>) => (payout.side === 'base' ? terms.base : terms.quote);
  const computed = amount ? dualOutcomes({ ...terms, amount }) : null;
  const target = withUnit(priceText(terms.target, locale), name(terms.quote), locale);
  const buyLow = terms.direction === DualDirection.BuyLow;
  const reachedSide = { side: buyLow ? 'base' : 'quote' } as const;
  const missedSide = { side: buyLow ? 'quote' : 'base' } as const;
  // undefined: no amount yet; null: an amount but no figure (a buy low at a zero target).
  const text = (value: Decimal | null | undefined, side: Pick<DualPayout, 'side'>) =>
    value === undefined
      ? t('outcome.enterAmount', { coin: name(sideCoin(side)) })
      : value === null
        ? '—'
        : t('outcome.youGet', {
            amount: withUnit(
              coinAmountText(creditedAmount(value), sideCoin(side), coins, locale),
              name(sideCoin(side)),
              locale,
            ),
          });
  const reached = amounts?.reached ?? (computed ? (computed.reached?.amount ?? null) : undefined);
  const missed = amounts?.missed ?? computed?.missed.amount;
  return [
    {
      condition: t(buyLow ? 'outcome.atOrBelow' : 'outcome.atOrAbove', { base: name(terms.base), target }),
      result: text(reached, reachedSide),
      converted: true,
    },
    {
      condition: t(buyLow ? 'outcome.above' : 'outcome.below', { base: name(terms.base), target }),
      result: text(missed, missedSide),
      converted: false,
    },
  ];
}
