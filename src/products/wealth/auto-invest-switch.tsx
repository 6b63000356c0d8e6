import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation, type ErrorText } from '@/api/api-error';
import { editAutoReinvestMutationOptions } from '@/api/earn/edit-auto-reinvest';
import type { Position } from '@/api/earn/get-positions';
import { endpointKeyPrefix } from '@/api/query-keys';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatDateTime } from '@/lib/format-date';
import { useServerClock } from '@/ui/use-server-clock';
import { renewalCutoffMs } from '@/products/renewal/renewal-cutoff';
import { AUTO_INVEST_LOCK_MINUTES } from './auto-invest-lock';
import { switchButton } from '@/ui/switch.css';
import * as css from './auto-invest-switch.css';

/**
 * Auto-invest at maturity of one held term position: a switch that flips at once and flips back with the
 * reason if the exchange refuses; locked (with the reason) from 30 minutes before maturity, by server time.
 */
export function AutoInvestSwitch({ position }: { position: Position }) {
  const { t } = useTranslation(['wealth', 'errors']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const now = useServerClock(10_000);
  const [shown, setShown] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const noteId = useId();
  const edit = useMutation({
    ...editAutoReinvestMutationOptions(),
    onMutate: (request) => {
      setFailure(null);
      setShown(request.auto_reinvest);
    },
    onError: (error) => {
      setShown(null);
      setFailure(errorTranslation(error));
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-positions') });
      setShown(null);
    },
  });
  const on = shown ?? position.auto_reinvest;
  const cutoff = renewalCutoffMs(position);
  const lock = { locked: cutoff !== null && now >= cutoff };
  const lockAt = cutoff === null ? null : formatDateTime(cutoff, locale);
  return (
    <span>
      <span className={css.row}>
        <button
          type="button"
          role="switch"
          className={switchButton}
          aria-checked={on}
          aria-label={t('autoInvest.label')}
          aria-describedby={position.renewal ? undefined : noteId}
          data-testid="auto-invest-switch"
          disabled={lock.locked || edit.isPending}
          onClick={() => edit.mutate({ position_id: position.position_id, auto_reinvest: !on })}
        />
        <span>{t(on ? 'autoInvest.on' : 'autoInvest.off')}</span>
      </span>
      {/* A position with its next cycle states the cut-off once, on its own line (PositionRenewalFacts). */}
      {!position.renewal && (
        <span className={css.note} id={noteId} data-testid="auto-invest-note">
          {lock.locked
            ? t('autoInvest.locked', { minutes: AUTO_INVEST_LOCK_MINUTES })
            : lockAt && t('autoInvest.until', { date: lockAt, minutes: AUTO_INVEST_LOCK_MINUTES })}
        </span>
      )}
      {failure && (
        <span className={css.error} role="alert">
          {t('autoInvest.failed')} {t(failure.key, failure.values)}
        </span>
      )}
    </span>
  );
}
