import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

/** A section that could not load: the translated reason and a retry, in place. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const failure = errorTranslation(error);
  return (
    <Notice
      tone="error"
      action={
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t(failure.key, failure.values)}
    </Notice>
  );
}
