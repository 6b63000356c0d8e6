import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/launchpool')({
  component: LaunchpoolPage,
});

function LaunchpoolPage() {
  return <PageFrame metaKey="launchpool" />;
}
