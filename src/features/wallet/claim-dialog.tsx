import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { openOrderIntent } from '@/api/client-order-id';
import { claimYieldMutationOptions } from '@/api/earn/claim-yield';
import type { Position } from '@/api/earn/get-positions';
import { invalidateUserData } from '@/api/invalidate-user-data';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { coinName, formatCoinE8 } from './format';
import { useCoins } from './use-coins';
import { useSingleFlight } from './use-single-flight';
import * as css from './wallet.css';

/** Claim a position's paid-out yield to the wallet: one confirmation, one client order id for every retry of it. */
export function ClaimDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const coins = useCoins();
  const queryClient = useQueryClient();
  const [intent] = useState(() => openOrderIntent());
  const once = useSingleFlight();
  const claim = useMutation({
    ...claimYieldMutationOptions(),
    onSuccess: () => invalidateUserData(queryClient),
  });
  const returnCoin = coins?.byEnum.get(position.return_coin);
  const amount = `${formatCoinE8(position.claimable_yield_e8, returnCoin)} ${coinName(coins, position.return_coin)}`;
  const failure = claim.error ? errorTranslation(claim.error) : null;
  const pending = claim.isPending;

  return (
    <Modal open title={t('actions.claim.title', { product: position.product_name ?? coinName(coins, position.coin) })} onClose={onClose} closeLabel={t('actions.close')} dismissible={!pending}>
      {claim.isSuccess ? (
        <>
          <Notice tone="success">
            {t('actions.claim.done')}{' '}
            {t('actions.receivedList', {
              list: claim.data.claimed.map((c) => `${formatCoinE8(c.amount_e8, coins?.byEnum.get(c.coin))} ${coinName(coins, c.coin)}`).join(' + '),
            })}
          </Notice>
          <div className={css.dialogActions}>
            <Button onClick={onClose} autoFocus>{t('actions.done')}</Button>
          </div>
        </>
      ) : (
        <>
          <dl className={css.facts}>
            <div>
              <dt>{t('positions.claimable')}</dt>
              <dd data-testid="claim-amount">{amount}</dd>
            </div>
          </dl>
          <p className={css.rule}>{t('rules.claim')}</p>
          {failure && <Notice tone="error">{t(failure.key, failure.values)}</Notice>}
          <div className={css.dialogActions}>
            <Button variant="secondary" disabled={pending} onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              pending={pending}
              onClick={() =>
                once((done) => claim.mutate(intent.withId({ product_type: position.product_type, position_id: position.position_id }), { onSettled: done }))
              }
            >
              {t('actions.claim.confirm')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
