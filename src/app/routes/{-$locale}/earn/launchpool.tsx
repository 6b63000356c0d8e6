import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { LaunchpoolPage } from '@/features/launchpool/launchpool-page';

/** Launchpool: projects and their pools; stake, unstake and claim on the shared order flow. */
export const Route = createFileRoute('/{-$locale}/earn/launchpool')({
  loader: async ({ context }) => {
    const [{ prefetchPage }, { launchpoolProductsQueryOptions }] = await Promise.all([import('@/products/prefetch-page'), import('@/products/launchpool/projects')]);
    await prefetchPage(context.queryClient, { queries: [launchpoolProductsQueryOptions()], namespaces: ['launchpool', 'flow', 'errors'] });
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
