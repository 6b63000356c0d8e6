import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/savings-order-list')({
  component: SavingsOrderListPage,
});

function SavingsOrderListPage() {
  return <PageFrame metaKey="savingsOrderList" />;
}
