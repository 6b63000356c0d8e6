import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '@/platform/login-request';
import { useCurrentUser } from '@/products/session';
import { Button } from '@/ui/button';

/** Loaded on the first click: the wallet and the order lists show the entry, rarely the dialog. */
const ExportDialog = lazy(() => import('./export-dialog').then((m) => ({ default: m.ExportDialog })));

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
      {open && (
        <Suspense fallback={null}>
          <ExportDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
