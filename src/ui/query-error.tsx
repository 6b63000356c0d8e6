import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { Button } from './button';
import { Notice } from './notice';

/** Data that could not load: what failed (optional lead), the translated reason and a retry, in place. */
export function QueryError({
  error,
  lead,
  retrying = false,
  onRetry,
}: {
  error: unknown;
  /** A sentence naming what could not load, in the page's words. */
  lead?: string;
  retrying?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['errors', 'common']);
  const failure = errorTranslation(error);
  return (
    <Notice
      tone="error"
      action={
        <Button variant="secondary" size="small" pending={retrying} onClick={onRetry}>
          {t('common:error.retry')}
        </Button>
      }
    >
      {lead && <>{lead} </>}
      {t(failure.key, failure.values)}
    </Notice>
  );
}
