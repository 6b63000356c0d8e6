import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/order-list')({
  component: OrderListPage,
});

function OrderListPage() {
  return <PageFrame metaKey="orderList" />;
}
