import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';
import { requireLogin } from '@/features/account/require-login';
import { ExportEntry } from '@/features/export/export-entry';
import { CalendarLink } from '@/features/wallet/calendar-link';
import { WalletPage } from '@/features/wallet/wallet-page';
import { walletSearchSchema, type WalletSearch } from '@/features/wallet/wallet-search';

/** Needs a user: a visitor is sent to log in and comes back here. No app download prompt on this page (spec §2). */
export const Route = createFileRoute('/{-$locale}/earn/wallet')({
  validateSearch: walletSearchSchema,
  beforeLoad: requireLogin,
  loader: () => loadNamespaces(['wallet', 'products', 'flow', 'export', 'errors', 'wealth', 'orders']),
  component: WalletRoute,
});

function WalletRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: WalletSearch) => void navigate({ search: next, replace: true, resetScroll: false });
  return (
    <PageFrame
      metaKey="wallet"
      actions={
        <>
          <CalendarLink />
          <ExportEntry />
        </>
      }
    >
      <WalletPage search={search} onSearchChange={onSearchChange} />
    </PageFrame>
  );
}
