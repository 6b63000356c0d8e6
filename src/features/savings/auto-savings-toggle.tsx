import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation, type ErrorText } from '@/api/api-error';
import { editAutoSavingsMutationOptions } from '@/api/earn/edit-auto-savings';
import {
  getAutoSavingsOpenStatusQueryOptions,
  type GetAutoSavingsOpenStatusResult,
} from '@/api/earn/get-auto-savings-open-status';
import { Notice } from '@/ui/notice';
import { switchButton } from '@/ui/switch.css';
import * as css from './product-dialog.css';

/**
 * Auto-savings for one coin: idle funding balance is subscribed automatically each day. The switch flips
 * at once (optimistic) and flips back, with the reason, if the exchange refuses.
 */
export function AutoSavingsToggle({
  coin,
  coinName,
  closedReason = null,
}: {
  coin: number;
  coinName: string;
  /** Why the product takes no money now (sold out, ended, not open…): auto-savings cannot be switched on. */
  closedReason?: string | null;
}) {
  const { t } = useTranslation(['savings', 'errors']);
  const queryClient = useQueryClient();
  const options = getAutoSavingsOpenStatusQueryOptions({ coins: [coin] });
  const status = useQuery(options);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const labelId = useId();
  const edit = useMutation({
    ...editAutoSavingsMutationOptions(),
    onMutate: async (request) => {
      setFailure(null);
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<GetAutoSavingsOpenStatusResult>(options.queryKey);
      queryClient.setQueryData<GetAutoSavingsOpenStatusResult>(options.queryKey, (old) => ({
        items: (old?.items ?? []).some((item) => item.coin === request.coin)
          ? (old?.items ?? []).map((item) =>
              item.coin === request.coin ? { ...item, is_open: request.is_open } : item,
            )
          : [...(old?.items ?? []), { coin: request.coin, is_open: request.is_open, product_id: '' }],
      }));
      return { previous };
    },
    onError: (error, _request, context) => {
      queryClient.setQueryData(options.queryKey, context?.previous);
      setFailure(errorTranslation(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });

  const isOpen = status.data?.items.find((item) => item.coin === coin)?.is_open ?? false;
  // Switching off is always possible; switching on only while the product takes subscriptions.
  const refused = !isOpen && closedReason !== null;
  const reasonId = useId();
  return (
    <section className={css.section} aria-labelledby={labelId}>
      <div className={css.switchRow}>
        <span>
          <strong id={labelId}>{t('autoSavings.title', { coin: coinName })}</strong>
          <br />
          <span style={{ fontSize: 13 }}>{t('autoSavings.body', { coin: coinName })}</span>
        </span>
        <button
          type="button"
          role="switch"
          className={switchButton}
          aria-checked={isOpen}
          aria-labelledby={labelId}
          aria-describedby={refused ? reasonId : undefined}
          disabled={status.isPending || edit.isPending || refused}
          onClick={() => edit.mutate({ coin, is_open: !isOpen })}
        />
      </div>
      {refused && (
        <p id={reasonId} data-testid="auto-savings-closed" style={{ fontSize: 13, marginTop: 8 }}>
          {t('autoSavings.closed')} {closedReason}
        </p>
      )}
      {failure && (
        <div style={{ marginTop: 8 }}>
          <Notice tone="error">
            {t('autoSavings.failed')} {t(failure.key, failure.values)}
          </Notice>
        </div>
      )}
    </section>
  );
}
