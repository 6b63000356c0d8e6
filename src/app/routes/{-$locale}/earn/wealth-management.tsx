import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/wealth-management')({
  component: WealthManagementPage,
});

function WealthManagementPage() {
  return <PageFrame metaKey="wealthManagement" />;
}
