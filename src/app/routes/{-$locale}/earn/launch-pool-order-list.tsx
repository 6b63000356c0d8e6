import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/launch-pool-order-list')({
  component: LaunchPoolOrderListPage,
});

function LaunchPoolOrderListPage() {
  return <PageFrame metaKey="launchPoolOrderList" />;
}
