import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/defi-order-list')({
  component: DefiOrderListPage,
});

function DefiOrderListPage() {
  return <PageFrame metaKey="defiOrderList" />;
}
