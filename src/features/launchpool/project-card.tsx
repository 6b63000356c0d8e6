import type { ParseKeys } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { launchpoolRegisterMutationOptions } from '@/api/earn/launchpool-register';
import { endpointKeyPrefix } from '@/api/query-keys';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatAprE8 } from '@/lib/format-number';
import { loginToContinue } from '@/platform/login-to-continue';
import { timeLeftText } from '@/lib/format-units';
import { poolPhase } from '@/products/launchpool/pool-period';
import { stakeBlock, type LaunchpoolProduct, type LaunchpoolProject } from '@/products/launchpool/projects';
import { Button } from '@/ui/button';
import { CoinIcon } from '@/ui/coin-icon';
import { Notice } from '@/ui/notice';
import { coinText, coinTextE8 } from './format';
import * as css from './launchpool.css';

const DAY = 86_400_000;

/**
 * One project: its token, what it is, the rewards over the whole period, the period and where it stands
 * (countdown to the start, time left, or ended), its registration, and its pools.
 */
export function ProjectCard({
  project,
  stakes,
  coins,
  loggedIn,
  now,
  locale,
  onStake,
  onUnstake,
}: {
  project: LaunchpoolProject;
  stakes: ReadonlyMap<string, Position>;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  now: number;
  locale: string;
  onStake: (pool: LaunchpoolProduct) => void;
  onUnstake: (position: Position) => void;
}) {
  const { t } = useTranslation(['launchpool', 'errors']);
  const phase = poolPhase(project.startAt, project.endAt, now);
  const reward = coinName(coins, project.rewardCoin);
  const days = project.endAt === null ? null : new Decimal(project.endAt - project.startAt).div(DAY);
  const perDay = project.pools.reduce((sum, p) => sum.plus(fromE8(p.launchpool.daily_reward_e8)), new Decimal(0));
  const block = stakeBlock(project, now, loggedIn);
  // Data boundary: the product names its own description key; only `launchpool:` ones are shown.
  const descriptionKey = project.descriptionKey?.startsWith('launchpool:')
    ? (project.descriptionKey as `launchpool:${ParseKeys<'launchpool'>}`)
    : null;
  const description = descriptionKey ? t(descriptionKey) : null;
  return (
    <article
      className={css.project}
      data-testid="launchpool-project"
      data-project={project.id}
      data-phase={phase}
      aria-labelledby={`lp-${project.id}`}
    >
      <div className={css.projectHead}>
        <CoinIcon
          name={reward}
          lightSrc={coins?.byEnum.get(project.rewardCoin)?.lightIcon}
          darkSrc={coins?.byEnum.get(project.rewardCoin)?.darkIcon}
          size={36}
        />
        <h2 className={css.projectName} id={`lp-${project.id}`}>
          {t('project.title', { coin: reward })}
        </h2>
        <span className={css.phase} data-phase={phase}>
          {t(`phase.${phase}`)}
        </span>
      </div>
      {description && <p className={css.description}>{description}</p>}
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factTerm}>{t('project.totalRewards')}</dt>
          <dd className={css.factValue}>
            {days ? coinText(perDay.times(days), project.rewardCoin, coins, locale) : '–'}
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factTerm}>{t('project.period')}</dt>
          <dd className={css.factValue}>
            {t('project.periodValue', {
              start: formatDate(project.startAt, locale),
              end: project.endAt === null ? '–' : formatDate(project.endAt, locale),
            })}
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factTerm}>{t(`project.when.${phase}`)}</dt>
          <dd className={`${css.factValue} ${css.countdown}`} data-testid="launchpool-countdown">
            {phase === 'upcoming'
              ? timeLeftText(project.startAt - now, locale, { display: 'long', most: 2, round: 'up' })
              : phase === 'running' && project.endAt !== null
                ? timeLeftText(project.endAt - now, locale, { display: 'long', most: 2, round: 'up' })
                : project.endAt !== null
                  ? formatDateTime(project.endAt, locale)
                  : '–'}
          </dd>
        </div>
      </dl>
      {project.needsRegistration && phase !== 'ended' && <Registration project={project} loggedIn={loggedIn} />}
      <div className={css.pools}>
        {project.pools.map((pool) => (
          <PoolCard
            key={pool.product_id}
            projectHeading={`lp-${project.id}`}
            pool={pool}
            stake={stakes.get(pool.product_id)}
            block={block}
            running={phase === 'running'}
            coins={coins}
            locale={locale}
            loggedIn={loggedIn}
            onStake={onStake}
            onUnstake={onUnstake}
          />
        ))}
      </div>
    </article>
  );
}

function Registration({ project, loggedIn }: { project: LaunchpoolProject; loggedIn: boolean }) {
  const { t } = useTranslation(['launchpool', 'errors']);
  const here = useRouterState({ select: (s) => s.location.href });
  const queryClient = useQueryClient();
  const register = useMutation({
    ...launchpoolRegisterMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-product-details') }),
  });
  if (loggedIn && project.registered) {
    return (
      <p className={css.register}>
        <span className={css.registered} data-testid="launchpool-registered">
          ✓ {t('project.registered')}
        </span>
      </p>
    );
  }
  const error = register.error ? errorTranslation(register.error) : null;
  return (
    <div className={css.register}>
      <span>{t('project.registrationNeeded')}</span>
      <Button
        size="small"
        pending={register.isPending}
        data-testid="launchpool-register"
        onClick={() => (loggedIn ? register.mutate({ project_id: project.id }) : loginToContinue(here))}
      >
        {loggedIn ? t('project.register') : t('project.registerLogin')}
      </Button>
      {error && <Notice tone="error">{t(error.key, error.values)}</Notice>}
    </div>
  );
}

function PoolCard({
  projectHeading,
  pool,
  stake,
  block,
  running,
  coins,
  locale,
  loggedIn,
  onStake,
  onUnstake,
}: {
  /** Id of the project's heading, the first half of the pool's name. */
  projectHeading: string;
  pool: LaunchpoolProduct;
  stake: Position | undefined;
  block: ReturnType<typeof stakeBlock>;
  /** The APR estimate means something only while the pool pays. */
  running: boolean;
  coins: CoinCatalogue | undefined;
  locale: string;
  loggedIn: boolean;
  onStake: (pool: LaunchpoolProduct) => void;
  onUnstake: (position: Position) => void;
}) {
  const { t } = useTranslation(['launchpool', 'products']);
  const info = pool.launchpool;
  const stakeName = coinName(coins, pool.coin);
  const held = stake && fromE8(stake.principal_e8).gt(0) ? stake : undefined;
  return (
    // Named by its project and its own title: two projects each have a "Stake USDT" pool (axe landmark-unique).
    <section
      className={css.pool}
      data-testid="launchpool-pool"
      data-product-id={pool.product_id}
      aria-labelledby={`${projectHeading} lp-pool-${pool.product_id}`}
    >
      <div className={css.poolHead}>
        <CoinIcon
          name={stakeName}
          lightSrc={coins?.byEnum.get(pool.coin)?.lightIcon}
          darkSrc={coins?.byEnum.get(pool.coin)?.darkIcon}
          size={24}
        />
        <h3 className={css.poolName} id={`lp-pool-${pool.product_id}`}>
          {t('pool.title', { coin: stakeName })}
        </h3>
      </div>
      <dl className={css.poolFacts}>
        <dt className={css.factTerm}>{t('pool.totalStaked')}</dt>
        <dd className={css.factValue} data-testid="pool-total">
          {coinTextE8(info.pool_total_staked_e8, pool.coin, coins, locale)}
        </dd>
        <dt className={css.factTerm}>{t('pool.myStake')}</dt>
        <dd className={css.factValue} data-testid="pool-my-stake">
          {loggedIn ? coinTextE8(stake?.principal_e8 ?? '0', pool.coin, coins, locale) : '–'}
        </dd>
        <dt className={css.factTerm}>{t('products:valuation.estimatedApr')}</dt>
        <dd className={`${css.factValue} ${css.apr}`} data-testid="pool-apr">
          {running && fromE8(pool.apy_max_e8).gt(0) ? formatAprE8(pool.apy_max_e8, locale) : '–'}
        </dd>
        <dt className={css.factTerm}>{t('pool.dailyReward')}</dt>
        <dd className={css.factValue}>{coinTextE8(info.daily_reward_e8, info.reward_coin, coins, locale)}</dd>
        <dt className={css.factTerm}>{t('pool.cap')}</dt>
        <dd className={css.factValue}>
          {pool.max_subscribe_amount_e8 === '-1'
            ? '–'
            : coinTextE8(pool.max_subscribe_amount_e8, pool.coin, coins, locale)}
        </dd>
        <dt className={css.factTerm}>{t('pool.kyc')}</dt>
        <dd className={css.factValue}>{t('pool.kycValue', { level: info.required_kyc_level })}</dd>
      </dl>
      <div className={css.poolActions}>
        {block === null ? (
          <Button size="small" onClick={() => onStake(pool)} data-testid="pool-stake">
            {t('pool.stake')}
          </Button>
        ) : (
          <p className={css.blocked} data-testid="pool-blocked">
            {t(`pool.blocked.${block}`)}
          </p>
        )}
        {held && block !== 'ended' && (
          <Button size="small" variant="secondary" onClick={() => onUnstake(held)} data-testid="pool-unstake">
            {t('pool.unstake')}
          </Button>
        )}
      </div>
    </section>
  );
}
