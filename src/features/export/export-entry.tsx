import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { requestLogin } from '@/platform/login-request';
import { Button } from '@/ui/button';
import { ExportDialog } from './export-dialog';

/**
 * "Export records": the way into data export and bill export, placed on the wallet and order-list pages.
 * A visitor who is not logged in is asked to log in first.
 */
export function ExportEntry() {
  const { t } = useTranslation('export');
  const [open, setOpen] = useState(false);
  const user = useQuery(currentUserQueryOptions());

  const onClick = () => {
    // Only a known visitor is sent to log in; while the profile loads, the export calls redirect if needed.
    if (user.data === null && requestLogin()) return;
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={onClick} data-testid="export-entry">
        {t('entry.button')}
      </Button>
      <ExportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
