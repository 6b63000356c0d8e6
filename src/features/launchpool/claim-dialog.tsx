import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { coinText, coinTextE8 } from './format';
import { claimAdapter } from './stake-adapters';
import * as css from './launchpool.css';

/** Claiming one pool's rewards, or every pool's at once, on the shared order flow (claim-yield). */
export function ClaimDialog({ positions, all, coins, onClose }: { positions: Position[]; all: boolean; coins: CoinCatalogue | undefined; onClose: () => void }) {
  const { t } = useTranslation(['launchpool', 'flow', 'errors']);
  const locale = getIntlLocale();
  const totals = new Map<number, ReturnType<typeof fromE8>>();
  for (const p of positions) totals.set(p.return_coin, (totals.get(p.return_coin) ?? fromE8('0')).plus(fromE8(p.claimable_yield_e8)));
  const list = [...totals].map(([coin, amount]) => coinText(amount, coin, coins, locale)).join(' + ');
  const adapter = claimAdapter(all ? null : positions[0]?.position_id ?? null, () => [{ label: t('claim.amount'), value: list, testId: 'claim-review-amount' }]);
  const flow = useOrderFlow(adapter);
  const { state, submit } = flow;
  // Nothing to type: the dialog opens on the review.
  useEffect(() => {
    submit(null);
  }, [submit]);

  return (
    <Modal open title={all ? t('claim.titleAll') : t('claim.title', { coin: list })} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'done' ? (
        <div data-testid="claim-done">
          <Notice tone="success">{t('claim.done', { list: state.result.claimed.map((c) => coinTextE8(c.amount_e8, c.coin, coins, locale)).join(' + ') })}</Notice>
          <div className={css.actions}>
            <Button onClick={onClose} autoFocus>{t('actions.done')}</Button>
          </div>
        </div>
      ) : (
        <OrderReview flow={{ ...flow, back: onClose }} adapter={adapter} confirmLabel={t('claim.confirm')} backLabel={t('actions.cancel')} locale={locale} testId="claim-review-step">
          <p className={css.rule}>{t('claim.rule')}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
