import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { editAutoSavingsMutationOptions } from '@/api/earn/edit-auto-savings';
import { invalidateUserData } from '@/api/invalidate-user-data';
import { endpointKeyPrefix } from '@/api/query-keys';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { coinName } from './format';
import { useCoins } from '@/products/use-coins';
import { useSingleFlight } from './use-single-flight';
import * as css from './wallet.css';

/** Turns auto-savings of one coin on or off, after saying what it does. */
export function AutoSavingsDialog({ coin, turnOn, onClose }: { coin: number; turnOn: boolean; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const coins = useCoins();
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const edit = useMutation({
    ...editAutoSavingsMutationOptions(),
    onSuccess: async () => {
      await Promise.all([
        invalidateUserData(queryClient),
        queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-auto-savings-open-status') }),
      ]);
      onClose();
    },
  });
  const name = coinName(coins, coin);
  const failure = edit.error ? errorTranslation(edit.error) : null;
  return (
    <Modal
      open
      title={t(turnOn ? 'autoSavings.turnOnTitle' : 'autoSavings.turnOffTitle', { coin: name })}
      onClose={onClose}
      closeLabel={t('actions.close')}
      dismissible={!edit.isPending}
    >
      <p className={css.rule}>{t(turnOn ? 'autoSavings.onExplained' : 'autoSavings.offExplained', { coin: name })}</p>
      {failure && <Notice tone="error">{t(failure.key, failure.values)}</Notice>}
      <div className={css.dialogActions}>
        <Button variant="secondary" disabled={edit.isPending} onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          pending={edit.isPending}
          onClick={() => once((done) => edit.mutate({ coin, is_open: turnOn }, { onSettled: done }))}
        >
          {t(turnOn ? 'autoSavings.turnOn' : 'autoSavings.turnOff')}
        </Button>
      </div>
    </Modal>
  );
}
