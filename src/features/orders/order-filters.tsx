import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { groupNameKey, ORDER_GROUPS, type OrderGroup } from '@/products/families';
import type { OrderListId } from '@/products/order-lists';
import type { OrderSearch } from './order-search';
import { STATUS_PARAM_NAMES, type StatusParam } from './order-search';
import { useCoins } from '@/products/use-coins';
import * as css from './orders.css';

type Filters = Omit<OrderSearch, 'order'>;

/** Status (spec §4, with the Suspended variant), coin, UTC date range and, on the all-orders page, the family. */
export function OrderFilters({
  family,
  filters,
  onChange,
}: {
  family: OrderListId;
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation(['orders', 'products']);
  const coins = useCoins();
  const coinNames = coins ? [...new Set(coins.list.map((coin) => coin.name.toUpperCase()))].sort() : [];
  const selectedCoin = filters.coin?.toUpperCase();
  const set = (next: Partial<Filters>) => onChange({ ...filters, ...next });
  const any = Boolean(filters.status || filters.coin || filters.from || filters.to || filters.family);

  return (
    <div className={css.filters} role="search" aria-label={t('filters.label')}>
      {family === 'all' && (
        <label className={css.field}>
          {t('filters.family')}
          <select
            className={css.control}
            value={filters.family ?? ''}
            onChange={(event) => set({ family: (event.target.value || undefined) as OrderGroup | undefined })}
          >
            <option value="">{t('filters.allFamilies')}</option>
            {ORDER_GROUPS.map((id) => (
              <option key={id} value={id}>
                {t(groupNameKey(id), { ns: 'products' })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={css.field}>
        {t('filters.status')}
        <select
          className={css.control}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as StatusParam | undefined })}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {STATUS_PARAM_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`status.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={css.field}>
        {t('filters.coin')}
        <select
          className={css.control}
          value={selectedCoin ?? ''}
          onChange={(event) => set({ coin: event.target.value || undefined })}
        >
          <option value="">{t('filters.allCoins')}</option>
          {selectedCoin && !coinNames.includes(selectedCoin) && <option value={selectedCoin}>{selectedCoin}</option>}
          {coinNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={css.field}>
        {t('filters.from')}
        <input
          type="date"
          className={css.control}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </label>
      <label className={css.field}>
        {t('filters.to')}
        <input
          type="date"
          className={css.control}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </label>
      {any && (
        <Button variant="ghost" size="small" className={css.clear} onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
