import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import * as css from './export.css';

/**
 * A destructive action that asks first, in place (works the same at 375 px and inside the dialog): the
 * question, a confirm button that gets focus, and a way back.
 */
export function ConfirmAction({
  label,
  ariaLabel,
  question,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  label: string;
  ariaLabel: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  error: ReactNode;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('export');
  const [asking, setAsking] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const wasAsking = useRef(false);

  // Focus follows the question: onto "Yes" when it opens, back to the opener when it closes.
  useEffect(() => {
    if (asking || wasAsking.current) boxRef.current?.querySelector('button')?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <div ref={boxRef} className={css.actions}>
        <Button variant="secondary" size="small" aria-label={ariaLabel} onClick={() => setAsking(true)}>
          {label}
        </Button>
        {error}
      </div>
    );
  }
  return (
    <div ref={boxRef} className={css.confirm} role="group" aria-label={ariaLabel}>
      <p className={css.inlineMessage}>{question}</p>
      <div className={css.actions}>
        <Button variant="danger" size="small" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" size="small" disabled={pending} onClick={() => setAsking(false)}>
          {t('confirm.keep')}
        </Button>
      </div>
      {error}
    </div>
  );
}
