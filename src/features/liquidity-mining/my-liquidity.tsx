import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionStatus, ProductType } from '@/api/earn/earn-enums';
import { getPositionsQueryOptions, type Position } from '@/api/earn/get-positions';
import { getUserLiquiditySummaryQueryOptions } from '@/api/earn/get-user-liquidity-summary';
import { fromE8 } from '@/lib/decimal-e8';
import type { LiquidityPool } from '@/products/liquidity/pools';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { QueryError } from '@/ui/query-error';
import { Skeleton } from '@/ui/skeleton';
import type { PositionActionKind } from './adapters';
import { ActionDialog } from './action-dialog';
import { ClaimDialog } from '@/products/order-flow/claim-dialog';
import { familyClaimWords } from '@/products/order-flow/claim-adapter';
import { claimAdapter } from './adapters';
import type { Words } from './format';
import { PositionCard } from './position-card';
import * as css from './liquidity.css';

type Dialog = { kind: PositionActionKind; position: Position } | { kind: 'claim'; positions: Position[]; all: boolean };

/** Open and liquidated positions; yield accrues hourly and pending adds settle in minutes, so they refresh every 5 s. */
function positionsQueryOptions() {
  return {
    ...getPositionsQueryOptions({
      product_types: [ProductType.Liquidity],
      statuses: [
        PositionStatus.Processing,
        PositionStatus.Active,
        PositionStatus.Redeeming,
        PositionStatus.Settling,
        PositionStatus.Closed,
      ],
    }),
    refetchInterval: 5_000,
  };
}

/**
 * My liquidity: totals across pools, then every position with its figures and state, and its actions (remove,
 * claim, reinvest, reduce leverage, add margin), each in its own dialog on the shared order flow. Closed
 * positions show only when liquidation closed them.
 */
export function MyLiquidity({
  pools,
  words,
  loggedIn,
  onAdd,
}: {
  pools: LiquidityPool[];
  words: Words;
  loggedIn: boolean;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation(['liquidity', 'common']);
  const positions = useQuery({ ...positionsQueryOptions(), enabled: loggedIn });
  const summary = useQuery({ ...getUserLiquiditySummaryQueryOptions({}), enabled: loggedIn, refetchInterval: 5_000 });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!loggedIn) return <Notice>{t('mine.login')}</Notice>;
  if (positions.error)
    return (
      <QueryError
        error={positions.error}
        lead={t('mine.loadFailed')}
        retrying={positions.isFetching}
        onRetry={() => void positions.refetch()}
      />
    );
  if (!positions.data) return <Skeleton height={240} radius={16} />;
  const poolOf = (p: Position) => pools.find((pool) => pool.productId === p.product_id);
  const shown = positions.data.positions.filter(
    (p) => p.liquidity && (p.status !== PositionStatus.Closed || p.liquidity.liquidated_at !== undefined),
  );
  const claimable = shown.filter(
    (p) => p.status !== PositionStatus.Closed && fromE8(p.claimable_yield_e8).greaterThan(0),
  );
  const s = summary.data;

  return (
    <section aria-labelledby="mine-title">
      <h2 id="mine-title" className="visually-hidden">
        {t('tabs.my-liquidity')}
      </h2>
      {s && (
        <dl className={css.summary} data-testid="liquidity-summary">
          <div>
            <dt className={css.term}>{t('mine.total')}</dt>
            <dd className={css.value}>{words.coin(fromE8(s.total_value_e8), s.quote_coin)}</dd>
          </div>
          <div>
            <dt className={css.term}>{t('mine.claimable')}</dt>
            <dd className={css.value} data-testid="summary-claimable">
              {words.exact(fromE8(s.claimable_yield_value_e8), s.quote_coin)}
            </dd>
          </div>
          <div>
            <dt className={css.term}>{t('mine.totalYield')}</dt>
            <dd className={css.value}>{words.coin(fromE8(s.total_yield_value_e8), s.quote_coin)}</dd>
          </div>
          <div>
            <dt className={css.term}>{t('mine.yesterday')}</dt>
            <dd className={css.value}>{words.coin(fromE8(s.yesterday_yield_value_e8), s.quote_coin)}</dd>
          </div>
        </dl>
      )}
      <div className={css.toolbar}>
        <Button
          variant="secondary"
          disabled={claimable.length === 0}
          onClick={() => setDialog({ kind: 'claim', positions: claimable, all: true })}
          data-testid="claim-all"
        >
          {t('mine.claimAll')}
        </Button>
        <Button variant="secondary" onClick={onAdd}>
          {t('mine.add')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <Notice>{t('mine.empty')}</Notice>
      ) : (
        <div className={css.cards}>
          {shown.map((position) => (
            <PositionCard
              key={position.position_id}
              position={position}
              pool={poolOf(position)}
              words={words}
              onAction={(kind) =>
                setDialog(kind === 'claim' ? { kind, positions: [position], all: false } : { kind, position })
              }
            />
          ))}
        </div>
      )}
      {dialog?.kind === 'claim' && (
        <ClaimDialog
          adapter={(summary) => claimAdapter(dialog.all ? null : (dialog.positions[0]?.position_id ?? null), summary)}
          positions={dialog.positions}
          words={familyClaimWords('liquidity', i18n.t, dialog.all)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog &&
        dialog.kind !== 'claim' &&
        (() => {
          const pool = poolOf(dialog.position);
          return pool ? (
            <ActionDialog
              kind={dialog.kind}
              position={dialog.position}
              pool={pool}
              words={words}
              onClose={() => setDialog(null)}
            />
          ) : null;
        })()}
    </section>
  );
}
