import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import * as css from '@/ui/info-page.css';

/** A value with a Copy button; says "Copied" (politely announced) once the clipboard took it. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('pages');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <span className={css.muted}>{label}</span>
      <div className={css.field}>
        <span className={css.fieldValue} data-testid={testId}>
          {value}
        </span>
        <Button
          size="small"
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`${t('referral.copy')}: ${label}`}
        >
          {t('referral.copy')}
        </Button>
      </div>
      <span className={css.muted} role="status">
        {state === 'copied' ? t('referral.copied') : state === 'failed' ? t('referral.copyFailed') : ''}
      </span>
    </div>
  );
}
