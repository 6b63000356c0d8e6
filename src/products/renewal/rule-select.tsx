import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation, type ErrorText } from '@/api/api-error';
import { editAutoReinvestMutationOptions, type EditAutoReinvestRequest } from '@/api/earn/edit-auto-reinvest';
import { endpointKeyPrefix } from '@/api/query-keys';
import * as css from './renewal.css';

/**
 * One rule of a held position's renewal (the lowest APR accepted, a dual position's mode) as a select: changed on
 * the exchange at once, shown as asked meanwhile, and put back with the reason if the exchange refuses.
 */
export function RuleSelect({
  label,
  value,
  options,
  request,
  disabled,
  testId,
}: {
  label: string;
  value: string;
  /** Every value offered, and the current one if the exchange set one that is not. */
  options: ReadonlyArray<{ value: string; text: string }>;
  /** The edit-auto-reinvest request that sets `value`. */
  request: (value: string) => EditAutoReinvestRequest;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation(['wealth', 'errors']);
  const queryClient = useQueryClient();
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const edit = useMutation({
    ...editAutoReinvestMutationOptions(),
    onError: (error) => setFailure(errorTranslation(error)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-positions') });
      setShown(null);
    },
  });
  const change = (next: string) => {
    setFailure(null);
    setShown(next);
    edit.mutate(request(next));
  };
  return (
    <>
      <label className={css.selectLabel} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={css.select}
        value={shown ?? value}
        disabled={disabled || edit.isPending}
        data-testid={testId}
        onChange={(event) => change(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {failure && (
        <span className={css.error} role="alert">
          {t('renewal.toleranceFailed')} {t(failure.key, failure.values)}
        </span>
      )}
    </>
  );
}
