import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { unitRate } from '@/lib/bidi';
import type { LiquidityPool } from '@/products/liquidity/pools';
import type { Words } from './format';
import * as css from './liquidity.css';

/** The pool a form works on, with its price now. */
export function PoolPicker({
  pools,
  pool,
  words,
  onPool,
}: {
  pools: LiquidityPool[];
  pool: LiquidityPool;
  words: Words;
  onPool: (pool: LiquidityPool) => void;
}) {
  const { t } = useTranslation('liquidity');
  const id = useId();
  return (
    <div className={css.toolbar}>
      <label className={css.selectLabel} htmlFor={id}>
        {t('form.pool')}
        <select
          id={id}
          className={css.select}
          value={pool.poolId}
          onChange={(e) => {
            const next = pools.find((p) => p.poolId === e.target.value);
            if (next) onPool(next);
          }}
          data-testid="pool-picker"
        >
          {pools
            .filter((p) => p.available || p.poolId === pool.poolId)
            .map((p) => (
              <option key={p.poolId} value={p.poolId}>{`${words.name(p.base)}/${words.name(p.quote)}`}</option>
            ))}
        </select>
      </label>
      <p className={css.note} data-testid="pool-price">
        {t('form.price', { rate: unitRate(words.name(pool.base), words.price(pool.price, pool.quote), words.locale) })}
      </p>
    </div>
  );
}
