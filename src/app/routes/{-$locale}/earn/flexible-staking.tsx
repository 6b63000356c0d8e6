import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/flexible-staking')({
  component: FlexibleStakingPage,
});

function FlexibleStakingPage() {
  return <PageFrame metaKey="flexibleStaking" />;
}
