import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { ClaimDialog } from '@/products/order-flow/claim-dialog';
import { claimYieldAdapter, type ClaimWords } from '@/products/order-flow/claim-adapter';
import { claimIntent } from '@/products/order-flow/order-key';
import { useCoins } from '@/products/use-coins';
import { AutoSavingsDialog } from './auto-savings-dialog';
import { coinName } from './format';
import type { PositionIntent } from './position-card';
import { PositionActionDialog } from './position-action-dialog';

/**
 * The dialog a position card opened: claim, an action on the position, or the coin's auto-savings switch.
 * Loaded with the first click, not with the wallet: a look at one's holdings needs none of the order flow.
 */
export function PositionDialog({
  position,
  intent,
  onClose,
}: {
  position: Position;
  intent: PositionIntent;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  if (intent.kind === 'autoSavings')
    return <AutoSavingsDialog coin={position.coin} turnOn={intent.turnOn} onClose={onClose} />;
  if (intent.action.kind !== 'claim')
    return <PositionActionDialog position={position} action={intent.action} onClose={onClose} />;
  const product = position.product_name ?? coinName(coins, position.coin);
  const words: ClaimWords = {
    title: () => t('actions.claim.title', { product }),
    amount: t('positions.claimable'),
    rule: t('rules.claim'),
    confirm: t('actions.claim.confirm'),
    done: (list) => `${t('actions.claim.done')} ${t('actions.receivedList', { list })}`,
    cancel: t('actions.cancel'),
    close: t('actions.close'),
    finish: t('actions.done'),
  };
  return (
    <ClaimDialog
      adapter={(summary) => claimYieldAdapter(claimIntent(position.product_type, position.position_id), summary)}
      positions={[position]}
      words={words}
      onClose={onClose}
    />
  );
}
