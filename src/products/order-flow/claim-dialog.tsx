import { useKeyText } from '@/i18n/use-key-text';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { useCoins } from '@/products/use-coins';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { OrderReview } from './order-review';
import { useOrderFlow, type OrderFlowAdapter, type SummaryRow } from './use-order-flow';
import * as css from './order-flow.css';
import type { ClaimWords } from './claim-adapter';
import { withUnit } from '@/lib/bidi';

/** "1.2 KST + 3.4 USDT": amounts by coin, to the coin's ledger digits (what is credited, never more). */
function coinList(
  amounts: ReadonlyArray<readonly [number, Decimal]>,
  coins: CoinCatalogue | undefined,
  locale: string,
): string {
  return amounts
    .map(([coin, amount]) =>
      withUnit(
        formatAmount(amount.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 }),
        coinName(coins, coin),
        locale,
      ),
    )
    .join(' + ');
}

/**
 * The one claim dialog (wallet, launchpool, liquidity): it opens on the review of what the positions hold to
 * claim, confirms on the shared order flow (one client order id for every retry), shows a refusal that sends
 * the flow back in place, and ends on what was paid. The page's adapter names the target; the dialog gives it
 * the summary.
 */
export function ClaimDialog(props: {
  adapter: (summary: () => SummaryRow[]) => OrderFlowAdapter<'claim', null>;
  /** The positions claimed (one, or every position of the product type): their claimable yield is totalled by coin. */
  positions: readonly Position[];
  words: ClaimWords;
  onClose: () => void;
}) {
  // The flow's own strings (review, errors) may still be loading: nothing shows until they are there.
  return (
    <Suspense fallback={null}>
      <Claim {...props} />
    </Suspense>
  );
}

function Claim({ adapter: adapterOf, positions, words, onClose }: Parameters<typeof ClaimDialog>[0]) {
  const { t } = useTranslation(['flow', 'errors']);
  const keyText = useKeyText();
  const coins = useCoins();
  const locale = getIntlLocale();
  const totals = new Map<number, Decimal>();
  for (const p of positions)
    totals.set(p.return_coin, (totals.get(p.return_coin) ?? fromE8('0')).plus(fromE8(p.claimable_yield_e8)));
  const list = coinList([...totals], coins, locale);
  const adapter = adapterOf(() => [{ label: words.amount, value: list, testId: 'claim-review-amount' }]);
  const flow = useOrderFlow(adapter);
  const { state, submit } = flow;
  // Nothing to type: the dialog opens on the review.
  useEffect(() => {
    submit(null);
  }, [submit]);

  return (
    <Modal
      open
      title={words.title(list)}
      onClose={onClose}
      closeLabel={words.close}
      dismissible={state.name !== 'paying'}
    >
      {state.name === 'done' ? (
        <div data-testid="claim-done">
          {state.earlier && <Notice>{t('flow:done.earlier')}</Notice>}
          <Notice tone="success">
            {words.done(
              coinList(
                state.result.claimed.map((c) => [c.coin, fromE8(c.amount_e8)] as const),
                coins,
                locale,
              ),
            )}
          </Notice>
          <div className={css.actions}>
            <Button onClick={onClose}>{words.finish}</Button>
          </div>
        </div>
      ) : state.name === 'draft' && state.error ? (
        // A refusal that sends the flow back to its start (340: what the claim was built from has moved): said in
        // place of the review, never an empty dialog.
        <div data-testid="claim-refused">
          <Notice tone="error">{keyText(state.error)}</Notice>
          <div className={css.actions}>
            <Button variant="secondary" onClick={onClose}>
              {words.close}
            </Button>
          </div>
        </div>
      ) : (
        <OrderReview
          flow={{ ...flow, back: onClose }}
          adapter={adapter}
          confirmLabel={words.confirm}
          backLabel={words.cancel}
          locale={locale}
          testId="claim-review-step"
        >
          <p className={css.note}>{words.rule}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
