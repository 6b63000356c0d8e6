import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { LaunchpoolPage } from '@/features/launchpool/launchpool-page';

/** Launchpool: projects and their pools; stake, unstake and claim on the shared order flow. */
export const Route = createFileRoute('/{-$locale}/earn/launchpool')({
  loader: async ({ context }) => {
    const { prefetchLaunchpool } = await import('@/features/launchpool/prefetch-launchpool');
    await prefetchLaunchpool(context.queryClient);
  },
  component: LaunchpoolRoute,
});

function LaunchpoolRoute() {
  return (
    <PageFrame metaKey="launchpool">
      <LaunchpoolPage />
    </PageFrame>
  );
}
