import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useReadyToReveal } from '@/ui/reveal-ready';
import { familyNameKey, familyOfType, familyRank } from '@/products/families';
import { PositionCard, type PositionIntent } from './position-card';
import { QueryError } from '@/ui/query-error';
import { usePositions } from './use-positions';
import * as css from './wallet.css';

const PositionDialog = lazy(() => import('./position-dialog').then((m) => ({ default: m.PositionDialog })));

type Open = { position: Position; intent: PositionIntent } | null;

function groupByFamily(positions: readonly Position[]): [number, Position[]][] {
  const groups = new Map<number, Position[]>();
  for (const position of positions)
    groups.set(position.product_type, [...(groups.get(position.product_type) ?? []), position]);
  return [...groups].sort(([a], [b]) => familyRank(familyOfType(a)) - familyRank(familyOfType(b)));
}

/** Everything the user holds, grouped by product family, each with the actions it allows now. */
export function PositionsSection() {
  const { t } = useTranslation(['wallet', 'products']);
  const { query, positions } = usePositions();
  useReadyToReveal('positions', query.data !== undefined || query.isError);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // The dialog acts on the position as last fetched (an early close's estimate moves with the price); one
  // that has just closed is gone from the list, and its dialog keeps the last copy to show the outcome.
  const acting = open ? (positions.find((p) => p.position_id === open.position.position_id) ?? open.position) : null;

  return (
    <section className={css.section} aria-labelledby="positions-title">
      <h2 id="positions-title" className={css.sectionTitle}>
        {t('positions.title')}
      </h2>
      {query.isPending && (
        <div className={css.positionGrid} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={180} radius={12} />
          ))}
        </div>
      )}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && positions.length === 0 && <p className={css.empty}>{t('positions.empty')}</p>}
      {groupByFamily(positions).map(([family, items]) => (
        <div key={family} className={css.family}>
          <h3 className={css.familyTitle}>
            {t(familyNameKey(familyOfType(family)), { ns: 'products' })}{' '}
            <span className={css.count}>{items.length}</span>
          </h3>
          <div className={css.positionGrid}>
            {items.map((position) => (
              <PositionCard
                key={position.position_id}
                position={position}
                onIntent={(intent) => setOpen({ position, intent })}
              />
            ))}
          </div>
        </div>
      ))}
      {query.hasNextPage && (
        <Button variant="secondary" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('positions.more')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <PositionDialog
            position={open.intent.kind === 'action' && acting ? acting : open.position}
            intent={open.intent}
            onClose={close}
          />
        </Suspense>
      )}
    </section>
  );
}
