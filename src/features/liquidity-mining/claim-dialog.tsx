import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { claimAdapter } from './adapters';
import type { Words } from './format';
import * as css from './liquidity.css';

/** Claiming one pool's yield, or every pool's at once, on the shared order flow (claim-yield). */
export function ClaimDialog({ positions, all, words, onClose }: { positions: Position[]; all: boolean; words: Words; onClose: () => void }) {
  const { t } = useTranslation(['liquidity', 'flow', 'errors']);
  const totals = new Map<number, Decimal>();
  for (const p of positions) totals.set(p.return_coin, (totals.get(p.return_coin) ?? new Decimal(0)).plus(fromE8(p.claimable_yield_e8)));
  const list = [...totals].map(([coin, amount]) => words.exact(amount, coin)).join(' + ');
  const adapter = claimAdapter(all ? null : positions[0]?.position_id ?? null, () => [{ label: t('claim.amount'), value: list, testId: 'claim-review-amount' }]);
  const flow = useOrderFlow(adapter);
  const { state, submit } = flow;
  // Nothing to type: the dialog opens on the review.
  useEffect(() => {
    submit(null);
  }, [submit]);

  return (
    <Modal open title={all ? t('claim.titleAll') : t('claim.title')} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'done' ? (
        <div data-testid="claim-done">
          <Notice tone="success">{t('claim.done', { list: state.result.claimed.map((c) => words.exact(fromE8(c.amount_e8), c.coin)).join(' + ') })}</Notice>
          <div className={css.actions}>
            <Button onClick={onClose} autoFocus>{t('actions.done')}</Button>
          </div>
        </div>
      ) : state.name === 'draft' && state.error ? (
        <Notice tone="error">{t(state.error.key, state.error.values)}</Notice>
      ) : (
        <OrderReview flow={{ ...flow, back: onClose }} adapter={adapter} confirmLabel={t('claim.confirm')} backLabel={t('actions.cancel')} locale={words.locale} testId="claim-review-step">
          <p className={css.note}>{t('claim.rule')}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
