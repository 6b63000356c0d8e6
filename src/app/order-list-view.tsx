import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { ExportEntry } from '@/features/export/export-entry';
import { OrderListPage } from '@/features/orders/order-list-page';
import type { OrderSearch } from '@/features/orders/order-search';
import { ORDER_LISTS, type OrderListId } from '@/products/order-lists';

/** One order-list page: the list the registry describes, its filters in the URL, the export entry beside the title. */
export function OrderListView({ list }: { list: OrderListId }) {
  // The search is this route's own, parsed by orderSearchSchema in orderListRoute; the router cannot type a
  // route made by a factory, so the shape is asserted here, once for the seven lists.
  const search = useSearch({ strict: false }) as OrderSearch;
  const navigate = useNavigate();
  const onSearchChange = (next: OrderSearch) => void navigate({ to: './', search: next as never, resetScroll: false });
  return (
    <PageFrame metaKey={ORDER_LISTS[list].metaKey} actions={<ExportEntry />}>
      <OrderListPage family={list} search={search} onSearchChange={onSearchChange} />
    </PageFrame>
  );
}
