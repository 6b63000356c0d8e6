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
import { useOrderFlow, type ClaimIntent, type OrderFlowAdapter, type SummaryRow } from './use-order-flow';
import * as css from './order-flow.css';
import { withUnit } from '@/lib/bidi';

/**
 * A claim of paid-out yield: one position's (a position id) or every position's of a product type (none). Its
 * intent is its target, so its intent-store key (`orderKey`) is the same from the wallet and from the family's
 * page. Nothing to type: the review is all there is.
 */
export function claimYieldAdapter(target: ClaimIntent, summary: () => SummaryRow[]): OrderFlowAdapter<'claim', null> {
  return { kind: 'claim', target, validate: () => null, buildIntent: () => target, summary };
}

/** What the page calls things, in its own namespace: the dialog supplies the amounts. */
export interface ClaimWords {
  /** The dialog's title, given what is claimed ("0.5 KST + 2 USDT"). */
  title(list: string): string;
  /** The review's label of the amount. */
  amount: string;
  /** Where the claimed yield goes. */
  rule: string;
  confirm: string;
  /** Said once the claim went through, given what was paid. */
  done(list: string): string;
  cancel: string;
  close: string;
  /** The button that closes the dialog when it is done. */
  finish: string;
}

/**
 * The words of a family page whose namespace holds `claim.{title,titleAll,amount,rule,confirm,done}` and
 * `actions.{cancel,close,done}` (launchpool, liquidity), for one position or all of them.
 */
export function familyClaimWords(t: (key: string, values?: Record<string, unknown>) => string, all: boolean): ClaimWords {
  return {
    title: (list) => (all ? t('claim.titleAll') : t('claim.title', { coin: list })),
    amount: t('claim.amount'),
    rule: t('claim.rule'),
    confirm: t('claim.confirm'),
    done: (list) => t('claim.done', { list }),
    cancel: t('actions.cancel'),
    close: t('actions.close'),
    finish: t('actions.done'),
  };
}

/** "1.2 KST + 3.4 USDT": amounts by coin, to the coin's ledger digits (what is credited, never more). */
function coinList(amounts: ReadonlyArray<readonly [number, Decimal]>, coins: CoinCatalogue | undefined, locale: string): string {
  return amounts.map(([coin, amount]) => withUnit(formatAmount(amount.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 }), coinName(coins, coin), locale)).join(' + ');
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
  const coins = useCoins();
  const locale = getIntlLocale();
  const totals = new Map<number, Decimal>();
  for (const p of positions) totals.set(p.return_coin, (totals.get(p.return_coin) ?? fromE8('0')).plus(fromE8(p.claimable_yield_e8)));
  const list = coinList([...totals], coins, locale);
  const adapter = adapterOf(() => [{ label: words.amount, value: list, testId: 'claim-review-amount' }]);
  const flow = useOrderFlow(adapter);
  const { state, submit } = flow;
  // Nothing to type: the dialog opens on the review.
  useEffect(() => {
    submit(null);
  }, [submit]);

  return (
    <Modal open title={words.title(list)} onClose={onClose} closeLabel={words.close} dismissible={state.name !== 'paying'}>
      {state.name === 'done' ? (
        <div data-testid="claim-done">
          {state.earlier && <Notice>{t('flow:done.earlier')}</Notice>}
          <Notice tone="success">{words.done(coinList(state.result.claimed.map((c) => [c.coin, fromE8(c.amount_e8)] as const), coins, locale))}</Notice>
          <div className={css.actions}>
            <Button onClick={onClose} autoFocus>{words.finish}</Button>
          </div>
        </div>
      ) : state.name === 'draft' && state.error ? (
        // A refusal that sends the flow back to its start (340: what the claim was built from has moved): said in
        // place of the review, never an empty dialog.
        <div data-testid="claim-refused">
          <Notice tone="error">{t(state.error.key, state.error.values)}</Notice>
          <div className={css.actions}>
            <Button variant="secondary" onClick={onClose} autoFocus>{words.close}</Button>
          </div>
        </div>
      ) : (
        <OrderReview flow={{ ...flow, back: onClose }} adapter={adapter} confirmLabel={words.confirm} backLabel={words.cancel} locale={locale} testId="claim-review-step">
          <p className={css.note}>{words.rule}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
