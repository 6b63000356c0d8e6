import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';
import { requireLogin } from '@/features/account/require-login';
import { ExportEntry } from '@/features/export/export-entry';
import { OrderListPage } from '@/features/orders/order-list-page';
import { orderSearchSchema, type OrderSearch } from '@/features/orders/order-search';

/** Needs a user (a visitor logs in and comes back); filters are typed search parameters; no app prompt (spec §2). */
export const Route = createFileRoute('/{-$locale}/earn/dual-order-list')({
  validateSearch: orderSearchSchema,
  beforeLoad: requireLogin,
  loader: () => loadNamespaces(['orders', 'export', 'errors']),
  component: DualOrderListRoute,
});

function DualOrderListRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: OrderSearch) => void navigate({ search: next, resetScroll: false });
  return (
    <PageFrame metaKey="dualOrderList" actions={<ExportEntry />}>
      <OrderListPage family="dual" search={search} onSearchChange={onSearchChange} />
    </PageFrame>
  );
}
