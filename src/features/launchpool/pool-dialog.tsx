import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import type { LaunchpoolProduct } from '@/products/launchpool/projects';
import { ClaimDialog } from '@/products/order-flow/claim-dialog';
import { familyClaimWords } from '@/products/order-flow/claim-adapter';
import { claimAdapter } from './stake-adapters';
import { StakeDialog } from './stake-dialog';
import { UnstakeDialog } from './unstake-dialog';

export type PoolDialogOpen =
  | { kind: 'stake'; productId: string }
  | { kind: 'unstake'; position: Position }
  | { kind: 'claim'; positions: Position[]; all: boolean };

/**
 * The dialog a pool or my rewards opened: stake, unstake or claim. Loaded with the first click, not with the
 * page: browsing the projects needs none of the order flow.
 */
export function PoolDialog({
  open,
  pool,
  stake,
  coins,
  loggedIn,
  onClose,
}: {
  open: PoolDialogOpen;
  /** The pool a stake is for (null when it is gone from the list). */
  pool: LaunchpoolProduct | null;
  /** The user's position in that pool, if any. */
  stake: Position | undefined;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { i18n } = useTranslation('launchpool');
  if (open.kind === 'stake') {
    if (!pool) return null;
    return (
      <StakeDialog
        key={pool.product_id}
        pool={pool}
        myStake={stake ? fromE8(stake.principal_e8) : new Decimal(0)}
        coins={coins}
        loggedIn={loggedIn}
        onClose={onClose}
      />
    );
  }
  if (open.kind === 'unstake') return <UnstakeDialog position={open.position} coins={coins} onClose={onClose} />;
  return (
    <ClaimDialog
      adapter={(summary) => claimAdapter(open.all ? null : (open.positions[0]?.position_id ?? null), summary)}
      positions={open.positions}
      words={familyClaimWords('launchpool', i18n.t, open.all)}
      onClose={onClose}
    />
  );
}
