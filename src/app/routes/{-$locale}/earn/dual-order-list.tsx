import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/dual-order-list')({
  component: DualOrderListPage,
});

function DualOrderListPage() {
  return <PageFrame metaKey="dualOrderList" />;
}
