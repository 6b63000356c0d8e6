import { useState } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';
import { useTranslation } from 'react-i18next';
import { filterPools, type LiquidityPool, type PoolSort } from '@/products/liquidity/pools';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { SearchField } from '@/ui/search-field';
import type { Words } from './format';
import { useFundingBalances } from './use-balances';
import * as table from '@/ui/data-table.css';
import * as css from './liquidity.css';

/**
 * Every pool: pair, APR now and over 7 days with its split (swap fees and mining rewards), total liquidity,
 * daily yield, maximum leverage and availability. Search by coin, sort by APR or liquidity, and (logged in)
 * only pools with a coin I hold. A pool opens the mining tab on it.
 */
export function PoolList({
  pools,
  words,
  loggedIn,
  onOpen,
}: {
  pools: LiquidityPool[];
  words: Words;
  loggedIn: boolean;
  onOpen: (pool: LiquidityPool) => void;
}) {
  const { t } = useTranslation('liquidity');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<PoolSort>('apr');
  const [onlyHeld, setOnlyHeld] = useState(false);
  const balances = useFundingBalances(loggedIn);
  const list = filterPools(pools, { query, sort, held: onlyHeld ? balances.held : null, nameOf: words.name });

  return (
    <section aria-labelledby="pool-list-title">
      <h2 id="pool-list-title" className="visually-hidden">
        {t('tabs.pool-list')}
      </h2>
      <div className={css.toolbar}>
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          maxLength={24}
        />
        <label className={css.selectLabel}>
          {t('list.sort')}
          <select
            className={css.select}
            value={sort}
            onChange={(e) => setSort(e.target.value as PoolSort)}
            data-testid="pool-sort"
          >
            <option value="apr">{t('list.sortApr')}</option>
            <option value="liquidity">{t('list.sortLiquidity')}</option>
          </select>
        </label>
        {loggedIn && (
          <label className={css.check}>
            <input
              type="checkbox"
              checked={onlyHeld}
              onChange={(e) => setOnlyHeld(e.target.checked)}
              data-testid="pool-held"
            />
            {t('list.onlyHeld')}
          </label>
        )}
      </div>
      {list.length === 0 ? (
        <Notice>{t('list.none')}</Notice>
      ) : (
        <ScrollRegion className={table.tableWrap} label={t('list.caption')}>
          {/* The shared data table: on phones each pool is a card of "label: value" lines, its button included. */}
          <table className={table.table} data-testid="pool-table">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.pair')}</th>
                <th scope="col">{t('list.apr')}</th>
                <th scope="col">{t('list.apr7d')}</th>
                <th scope="col" className={table.num}>
                  {t('list.liquidity')}
                </th>
                <th scope="col" className={table.num}>
                  {t('list.dailyYield')}
                </th>
                <th scope="col" className={table.num}>
                  {t('list.maxLeverage')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('list.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((pool) => {
                const pair = `${words.name(pool.base)}/${words.name(pool.quote)}`;
                return (
                  <tr key={pool.poolId} data-testid="pool-row" data-pool={pool.poolId}>
                    <th scope="row" className={css.pair} data-label={t('list.pair')}>
                      {pair}
                    </th>
                    <td data-label={t('list.apr')}>
                      <span>
                        <span className={css.positive} data-testid="pool-apr">
                          {words.pct(pool.apr)}
                        </span>
                        <span className={css.sub}>
                          {t('list.split', { fees: words.pct(pool.feeApr), rewards: words.pct(pool.rewardApr) })}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('list.apr7d')}>
                      <span>
                        {words.pct(pool.apr7d)}
                        <span className={css.sub}>
                          {t('list.split', { fees: words.pct(pool.feeApr7d), rewards: words.pct(pool.rewardApr) })}
                        </span>
                      </span>
                    </td>
                    <td className={table.num} data-label={t('list.liquidity')} data-testid="pool-liquidity">
                      {words.total(pool.liquidity, pool.quote)}
                    </td>
                    <td className={table.num} data-label={t('list.dailyYield')}>
                      {words.total(pool.dailyYield, pool.quote)}
                    </td>
                    <td className={table.num} data-label={t('list.maxLeverage')}>
                      {t('leverageValue', { value: pool.maxLeverage.toFixed() })}
                    </td>
                    <td>
                      {pool.available ? (
                        <Button
                          size="small"
                          onClick={() => onOpen(pool)}
                          aria-label={t('list.openLabel', { pair })}
                          data-testid="pool-open"
                        >
                          {t('list.open')}
                        </Button>
                      ) : (
                        <span className={css.sub}>{t('list.unavailable')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className={css.note}>{t('list.note')}</p>
    </section>
  );
}
