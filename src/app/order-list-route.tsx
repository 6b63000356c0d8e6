import { useNavigate, useSearch } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';
import { requireLogin } from '@/features/account/require-login';
import { ExportEntry } from '@/features/export/export-entry';
import { OrderListPage } from '@/features/orders/order-list-page';
import { orderSearchSchema, type OrderSearch } from '@/features/orders/order-search';
import { ORDER_LISTS, type OrderListId } from '@/products/order-lists';

/**
 * The options of the seven order-list routes: each needs a user (a visitor logs in and comes back), keeps its
 * filters in typed search parameters and shows no app prompt (spec §2). Which orders and columns a list
 * shows comes from the registry (src/products/order-lists.ts).
 */
export function orderListRoute(list: OrderListId) {
  return {
    validateSearch: orderSearchSchema,
    beforeLoad: requireLogin,
    loader: () => loadNamespaces(['orders', 'products', 'export', 'errors']),
    component: function OrderListRoute() {
      // The search is this route's own, parsed by orderSearchSchema above; the router cannot type a route
      // made by a factory, so the shape is asserted here, once for the seven lists.
      const search = useSearch({ strict: false }) as OrderSearch;
      const navigate = useNavigate();
      const onSearchChange = (next: OrderSearch) => void navigate({ to: './', search: next as never, resetScroll: false });
      return (
        <PageFrame metaKey={ORDER_LISTS[list].metaKey} actions={<ExportEntry />}>
          <OrderListPage family={list} search={search} onSearchChange={onSearchChange} />
        </PageFrame>
      );
    },
  };
}
