import { lazyRouteComponent } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { requireLogin } from '@/features/account/require-login';
import { orderSearchSchema } from '@/features/orders/order-search';
import type { OrderListId } from '@/products/order-lists';

/**
 * The options of the seven order-list routes: each needs a user (a visitor logs in and comes back), keeps its
 * filters in typed search parameters and shows no app prompt (spec §2). Which orders and columns a list
 * shows comes from the registry (src/products/order-lists.ts). The page itself loads with the route, never
 * in the entry chunk.
 */
export function orderListRoute(list: OrderListId) {
  return {
    validateSearch: orderSearchSchema,
    beforeLoad: requireLogin,
    loader: () => loadNamespaces(['orders', 'products', 'export', 'errors']),
    component: lazyRouteComponent(async () => {
      const { OrderListView } = await import('./order-list-view');
      return { default: () => <OrderListView list={list} /> };
    }),
  };
}
