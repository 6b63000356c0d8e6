import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useReadyToReveal } from '@/ui/reveal-together';
import { AutoSavingsDialog } from './auto-savings-dialog';
import { ClaimDialog, claimYieldAdapter, type ClaimWords } from '@/products/order-flow/claim-dialog';
import { claimIntent } from '@/products/order-flow/order-key';
import { useCoins } from '@/products/use-coins';
import { coinName } from './format';
import { familyNameKey, familyOfType, familyRank } from '@/products/families';
import { PositionActionDialog } from './position-action-dialog';
import { PositionCard, type PositionIntent } from './position-card';
import { QueryError } from '@/ui/query-error';
import { usePositions } from './use-positions';
import * as css from './wallet.css';

type Open = { position: Position; intent: PositionIntent } | null;

function groupByFamily(positions: readonly Position[]): [number, Position[]][] {
  const groups = new Map<number, Position[]>();
  for (const position of positions) groups.set(position.product_type, [...(groups.get(position.product_type) ?? []), position]);
  return [...groups].sort(([a], [b]) => familyRank(familyOfType(a)) - familyRank(familyOfType(b)));
}

/** Everything the user holds, grouped by product family, each with the actions it allows now. */
export function PositionsSection() {
  const { t } = useTranslation(['wallet', 'products']);
  const { query, positions } = usePositions();
  useReadyToReveal('positions', query.data !== undefined || query.isError);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const coins = useCoins();
  const claimWords = (product: string): ClaimWords => ({
    title: () => t('actions.claim.title', { product }),
    amount: t('positions.claimable'),
    rule: t('rules.claim'),
    confirm: t('actions.claim.confirm'),
    done: (list) => `${t('actions.claim.done')} ${t('actions.receivedList', { list })}`,
    cancel: t('actions.cancel'),
    close: t('actions.close'),
    finish: t('actions.done'),
  });
  // The dialog acts on the position as last fetched (an early close's estimate moves with the price); one
  // that has just closed is gone from the list, and its dialog keeps the last copy to show the outcome.
  const acting = open ? (positions.find((p) => p.position_id === open.position.position_id) ?? open.position) : null;

  return (
    <section className={css.section} aria-labelledby="positions-title">
      <h2 id="positions-title" className={css.sectionTitle}>{t('positions.title')}</h2>
      {query.isPending && (
        <div className={css.positionGrid} aria-busy="true">
          {[0, 1].map((i) => <Skeleton key={i} height={180} radius={12} />)}
        </div>
      )}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && positions.length === 0 && <p className={css.empty}>{t('positions.empty')}</p>}
      {groupByFamily(positions).map(([family, items]) => (
        <div key={family} className={css.family}>
          <h3 className={css.familyTitle}>
            {t(familyNameKey(familyOfType(family)), { ns: 'products' })} <span className={css.count}>{items.length}</span>
          </h3>
          <div className={css.positionGrid}>
            {items.map((position) => (
              <PositionCard key={position.position_id} position={position} onIntent={(intent) => setOpen({ position, intent })} />
            ))}
          </div>
        </div>
      ))}
      {query.hasNextPage && (
        <Button variant="secondary" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('positions.more')}
        </Button>
      )}
      {acting && open?.intent.kind === 'action' && open.intent.action.kind === 'claim' && (
        <ClaimDialog
          adapter={(summary) => claimYieldAdapter(claimIntent(acting.product_type, acting.position_id), summary)}
          positions={[acting]}
          words={claimWords(acting.product_name ?? coinName(coins, acting.coin))}
          onClose={close}
        />
      )}
      {acting && open?.intent.kind === 'action' && open.intent.action.kind !== 'claim' && (
        <PositionActionDialog position={acting} action={open.intent.action} onClose={close} />
      )}
      {open?.intent.kind === 'autoSavings' && <AutoSavingsDialog coin={open.position.coin} turnOn={open.intent.turnOn} onClose={close} />}
    </section>
  );
}
