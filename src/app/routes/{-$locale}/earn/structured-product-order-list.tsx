import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/structured-product-order-list')({
  component: StructuredProductOrderListPage,
});

function StructuredProductOrderListPage() {
  return <PageFrame metaKey="structuredProductOrderList" />;
}
