import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow, type OrderFlowAdapter } from '@/products/order-flow/use-order-flow';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { coinName, formatCoinE8 } from './format';
import { useCoins } from '@/products/use-coins';
import * as css from './wallet.css';

/** Claim a position's paid-out yield to the wallet: one confirmation, one client order id for every retry of it. */
export function ClaimDialog(props: { position: Position; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Claim {...props} />
    </Suspense>
  );
}

function Claim({ position, onClose }: { position: Position; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'flow', 'errors']);
  const coins = useCoins();
  const returnCoin = coins?.byEnum.get(position.return_coin);
  const amount = `${formatCoinE8(position.claimable_yield_e8, returnCoin)} ${coinName(coins, position.return_coin)}`;
  const adapter: OrderFlowAdapter<'claim', null> = {
    kind: 'claim',
    target: { product_type: position.product_type, position_id: position.position_id },
    validate: () => null,
    buildIntent: () => ({ product_type: position.product_type, position_id: position.position_id }),
    summary: () => [{ label: t('positions.claimable'), value: amount, testId: 'claim-amount' }],
  };
  const flow = useOrderFlow(adapter);
  const { state } = flow;
  // Nothing to type or preview: the dialog opens on the review.
  const { submit } = flow;
  useEffect(() => {
    submit(null);
  }, [submit]);

  return (
    <Modal
      open
      title={t('actions.claim.title', { product: position.product_name ?? coinName(coins, position.coin) })}
      onClose={onClose}
      closeLabel={t('actions.close')}
      dismissible={state.name !== 'paying'}
    >
      {state.name === 'done' ? (
        <>
          <Notice tone="success">
            {t('actions.claim.done')}{' '}
            {t('actions.receivedList', {
              list: state.result.claimed.map((c) => `${formatCoinE8(c.amount_e8, coins?.byEnum.get(c.coin))} ${coinName(coins, c.coin)}`).join(' + '),
            })}
          </Notice>
          <div className={css.dialogActions}>
            <Button onClick={onClose} autoFocus>{t('actions.done')}</Button>
          </div>
        </>
      ) : (
        <OrderReview flow={{ ...flow, back: onClose }} adapter={adapter} confirmLabel={t('actions.claim.confirm')} backLabel={t('actions.cancel')} locale={getIntlLocale()}>
          <p className={css.rule}>{t('rules.claim')}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
