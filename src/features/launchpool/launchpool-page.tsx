import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import type { LaunchpoolProduct } from '@/products/launchpool/projects';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { useServerClock } from '@/ui/use-server-clock';
import { MyRewards } from './my-rewards';
import { ProjectCard } from './project-card';
import type { PoolDialogOpen } from './pool-dialog';
import { useLaunchpool } from './use-launchpool';
import * as css from './launchpool.css';
import { QueryError } from '@/ui/query-error';

const PoolDialog = lazy(() => import('./pool-dialog').then((m) => ({ default: m.PoolDialog })));

/**
 * Launchpool: projects running, coming and ended (on the exchange's clock), each with its pools; stake and
 * unstake on the shared order flow with the reward a day shown first; my rewards accrue hourly and are
 * claimed per pool or all at once.
 */
export function LaunchpoolPage() {
  const { t } = useTranslation(['launchpool', 'common']);
  const locale = getIntlLocale();
  const now = useServerClock(1000);
  const { products, projects, positions, stakes, coins, loggedIn } = useLaunchpool(now);
  const [dialog, setDialog] = useState<PoolDialogOpen | null>(null);

  if (products.error) {
    return (
      <QueryError
        error={products.error}
        lead={t('loadFailed')}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
      />
    );
  }
  if (!projects) {
    return (
      <div className={css.skeletons} role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={120} radius={16} />
        <Skeleton height={240} radius={16} />
      </div>
    );
  }
  const pools = new Map(projects.flatMap((p) => p.pools.map((pool) => [pool.product_id, pool] as const)));
  const stakePool: LaunchpoolProduct | undefined = dialog?.kind === 'stake' ? pools.get(dialog.productId) : undefined;

  return (
    <>
      <p className={css.intro}>{t('intro')}</p>
      {loggedIn && positions.data && (
        <MyRewards
          positions={positions.data.positions}
          coins={coins}
          locale={locale}
          onClaim={(list, all) => setDialog({ kind: 'claim', positions: list, all })}
        />
      )}
      {projects.length === 0 ? (
        <Notice>{t('empty')}</Notice>
      ) : (
        <div className={css.projects}>
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              stakes={stakes}
              coins={coins}
              loggedIn={loggedIn}
              now={now}
              locale={locale}
              onStake={(pool) => setDialog({ kind: 'stake', productId: pool.product_id })}
              onUnstake={(position) => setDialog({ kind: 'unstake', position })}
            />
          ))}
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PoolDialog
            open={dialog}
            pool={stakePool ?? null}
            stake={stakePool ? stakes.get(stakePool.product_id) : undefined}
            coins={coins}
            loggedIn={loggedIn}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}
