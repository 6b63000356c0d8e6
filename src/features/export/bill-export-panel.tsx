import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submitBillExportMutationOptions } from '@/api/earn/submit-bill-export';
import { endpointKeyPrefix } from '@/api/query-keys';
import { Notice } from '@/ui/notice';
import { useServerClock } from '@/ui/use-server-clock';
import { BillExportActions } from './bill-export-actions';
import { dailyQuota } from './daily-quota';
import { exportCodeView, explainExportError } from './export-error';
import { ExportErrorNotice } from './export-error-notice';
import { ExportLimitsNotice } from './export-limits-notice';
import { ExportRecordList } from './export-record-list';
import { billExportRequest } from './export-request';
import { billExportRows } from './export-row-model';
import { groupNameKey, ORDER_GROUPS, typesOfGroup, type OrderGroup } from '@/products/families';
import { RangeRequestForm } from './range-request-form';
import { BILL_LIST_LIMIT, useBillExportList } from './use-export-lists';
import * as css from './export.css';

/** Bill export of earn records (spec §1, §7, §8): submit, list, retry a failed one, download. */
export function BillExportPanel() {
  const { t } = useTranslation(['export', 'products']);
  const queryClient = useQueryClient();
  const selectId = useId();
  // "Today (UTC)" and the daily quota roll over at midnight while the dialog stays open.
  const now = useServerClock(30_000);
  const [group, setGroup] = useState<OrderGroup | 'all'>('all');
  const list = useBillExportList();
  const submit = useMutation({
    ...submitBillExportMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'list-bill-export') }),
  });

  const records = list.data?.records;
  const rows = records ? billExportRows(records) : undefined;
  const quota = records
    ? dailyQuota(
        records.map((r) => r.submit_at),
        now,
      )
    : null;
  const error = submit.error ? explainExportError(submit.error) : null;
  const blocked =
    quota && quota.remaining === 0 && !submit.isPending ? (
      <ExportErrorNotice error={exportCodeView(326)} tone="warning" />
    ) : null;
  const edited = () => {
    if (!submit.isPending) submit.reset();
  };

  return (
    <div className={css.panel}>
      <p className={css.muted}>{t('intro.bill')}</p>
      <ExportLimitsNotice quota={quota} />
      <RangeRequestForm
        idPrefix="bill-export"
        now={now}
        pending={submit.isPending}
        blocked={blocked}
        onSubmit={(range) => submit.mutate(billExportRequest(range, group === 'all' ? [] : typesOfGroup(group)))}
        onEdit={edited}
      >
        <div>
          <label htmlFor={selectId} className={css.label}>
            {t('form.products')}
          </label>
          <select
            id={selectId}
            className={css.select}
            value={group}
            onChange={(event) => {
              setGroup(event.target.value as OrderGroup | 'all');
              edited();
            }}
          >
            <option value="all">{t(groupNameKey('all'), { ns: 'products' })}</option>
            {ORDER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(groupNameKey(g), { ns: 'products' })}
              </option>
            ))}
          </select>
        </div>
      </RangeRequestForm>
      {error && <ExportErrorNotice error={error} />}
      {submit.isSuccess && <Notice tone="success">{t('submitted', { id: submit.data.record_id })}</Notice>}
      <ExportRecordList
        kind="bill"
        rows={rows}
        loading={list.isPending}
        error={list.error}
        onReload={() => void list.refetch()}
        highlightId={error?.existingRecordId ?? submit.data?.record_id ?? null}
        renderActions={(row) => <BillExportActions row={row} />}
        footer={
          list.data && list.data.total > list.data.records.length ? (
            <p className={css.muted}>
              {t('list.latestOnly', { count: list.data.total, shown: BILL_LIST_LIMIT, total: list.data.total })}
            </p>
          ) : null
        }
      />
    </div>
  );
}
