import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { LaunchpoolPage } from '@/features/launchpool/launchpool-page';
import { prefetchPage } from '@/products/prefetch-page';

/** Launchpool: projects and their pools; stake, unstake and claim on the shared order flow. */
export const Route = createFileRoute('/{-$locale}/earn/launchpool')({
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['launchpool', 'products', 'flow', 'errors'], () =>
      import('@/products/launchpool/projects').then((m) => [m.launchpoolProductsQueryOptions()]),
    ),
  component: LaunchpoolRoute,
});

function LaunchpoolRoute() {
  return (
    <PageFrame metaKey="launchpool">
      <LaunchpoolPage />
    </PageFrame>
  );
}
