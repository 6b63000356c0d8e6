import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '@/platform/login-request';
import { useCurrentUser } from '@/products/session';
import { Button } from '@/ui/button';
import { ExportDialog } from './export-dialog';

/**
 * "Export records": the way into data export and bill export, placed on the wallet and order-list pages.
 * A visitor who is not logged in is asked to log in first.
 */
export function ExportEntry() {
  const { t } = useTranslation('export');
  const [open, setOpen] = useState(false);
  const { loggedIn } = useCurrentUser();

  const onClick = () => {
    // Only a known visitor is sent to log in; while the profile loads, the export calls redirect if needed.
    if (loggedIn === false && requestLogin()) return;
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
