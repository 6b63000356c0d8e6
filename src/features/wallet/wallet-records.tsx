import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProcessingState } from '@/api/earn/earn-enums';
import { getUserWalletRecordsQueryOptions } from '@/api/earn/get-user-wallet-records';
import { Decimal } from '@/lib/decimal';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { familyNameKey, familyOfType } from '@/products/families';
import { coinName, formatCoinE8, formatDateTime, NONE } from './format';
import { QueryError } from '@/ui/query-error';
import { useCoins } from '@/products/use-coins';
import { RECORD_TYPE_KEYS, type RecordTypeName } from './wallet-search';
import { useDeferredResult } from './use-deferred-result';
import * as css from './wallet.css';
import * as table from '@/ui/data-table.css';
import { RECORDS_PAGE_SIZE, TYPE_BY_NUMBER, recordsRequest, type RecordFilters } from './records-request';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';

/** The earn wallet's money movements, newest first, filtered by type and UTC dates, a page at a time. */
export function WalletRecords({
  filters,
  onFiltersChange,
}: {
  filters: RecordFilters;
  onFiltersChange: (next: RecordFilters) => void;
}) {
  const { t } = useTranslation(['wallet', 'products']);
  const coins = useCoins();
  const query = useDeferredResult(
    useQuery({ ...getUserWalletRecordsQueryOptions(recordsRequest(filters)), placeholderData: keepPreviousData }),
  );
  const page = filters.rpage ?? 1;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / RECORDS_PAGE_SIZE)) : 1;
  // Any filter change starts again at page 1.
  const change = (next: Partial<RecordFilters>) => onFiltersChange({ ...filters, ...next, rpage: undefined });
  const datesInverted = filters.rfrom !== undefined && filters.rto !== undefined && filters.rfrom > filters.rto;

  return (
    <section className={css.section} aria-labelledby="records-title">
      <h2 id="records-title" className={css.sectionTitle}>
        {t('records.title')}
      </h2>
      <div className={css.filters}>
        <label className={css.selectLabel}>
          {t('records.type')}
          <select
            className={css.select}
            value={filters.rtype ?? ''}
            onChange={(event) => change({ rtype: (event.target.value || undefined) as RecordTypeName | undefined })}
          >
            <option value="">{t('records.allTypes')}</option>
            {RECORD_TYPE_KEYS.map((name) => (
              <option key={name} value={name}>
                {t(`recordType.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={css.selectLabel}>
          {t('records.from')}
          <input
            type="date"
            className={css.select}
            value={filters.rfrom ?? ''}
            max={filters.rto}
            onChange={(event) => change({ rfrom: event.target.value || undefined })}
          />
        </label>
        <label className={css.selectLabel}>
          {t('records.to')}
          <input
            type="date"
            className={css.select}
            value={filters.rto ?? ''}
            min={filters.rfrom}
            onChange={(event) => change({ rto: event.target.value || undefined })}
          />
        </label>
        {(filters.rtype || filters.rfrom || filters.rto) && (
          <Button variant="ghost" size="small" onClick={() => onFiltersChange({})}>
            {t('records.clear')}
          </Button>
        )}
      </div>
      <p className={css.hint}>{t('records.utcNote')}</p>
      {datesInverted && (
        <p className={css.hint} role="alert">
          {t('records.datesInverted')}
        </p>
      )}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton height={240} radius={12} />}
      {query.data && query.data.records.length === 0 && <p className={css.empty}>{t('records.empty')}</p>}
      {query.data && query.data.records.length > 0 && (
        <div className={table.tableWrap} aria-busy={query.isPlaceholderData || undefined}>
          <table className={table.table} data-testid="wallet-records" aria-labelledby="records-title">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.type')}</th>
                <th scope="col" className={table.num}>
                  {t('records.amount')}
                </th>
                <th scope="col">{t('records.product')}</th>
                <th scope="col">{t('records.status')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.records.map((record) => {
                const name = TYPE_BY_NUMBER.get(record.record_type);
                const negative = new Decimal(record.amount_e8).isNegative();
                return (
                  <tr key={record.record_id}>
                    <td data-label={t('records.time')}>{formatDateTime(record.created_at)}</td>
                    <td data-label={t('records.type')}>{name ? t(`recordType.${name}`) : NONE}</td>
                    <td
                      data-label={t('records.amount')}
                      className={`${table.num} ${negative ? css.negative : css.positive}`}
                    >
                      {withUnit(
                        formatCoinE8(record.amount_e8, coins?.byEnum.get(record.coin), { signed: true }),
                        coinName(coins, record.coin),
                        getIntlLocale(),
                      )}
                    </td>
                    <td data-label={t('records.product')}>
                      {record.product_type === undefined
                        ? NONE
                        : t(familyNameKey(familyOfType(record.product_type)), { ns: 'products' })}
                    </td>
                    <td data-label={t('records.status')}>
                      {t(
                        record.status === ProcessingState.Success
                          ? 'processing.success'
                          : record.status === ProcessingState.Failed
                            ? 'processing.failed'
                            : 'processing.inprogress',
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {query.data && query.data.total > RECORDS_PAGE_SIZE && (
        <nav className={css.pager} aria-label={t('records.pages')}>
          <Button
            variant="secondary"
            size="small"
            disabled={page <= 1}
            onClick={() => onFiltersChange({ ...filters, rpage: page - 1 === 1 ? undefined : page - 1 })}
          >
            {t('records.previous')}
          </Button>
          <span aria-live="polite">{t('records.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={page >= pages}
            onClick={() => onFiltersChange({ ...filters, rpage: page + 1 })}
          >
            {t('records.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
