import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { SmartLeveragePage } from '@/features/smart-leverage/smart-leverage-page';

export const Route = createFileRoute('/{-$locale}/earn/smart-leverage')({
  loader: async ({ context }) => {
    const [{ prefetchPage }, { smartLeverageProductsQueryOptions }] = await Promise.all([import('@/products/prefetch-page'), import('@/products/smart-leverage/plans')]);
    await prefetchPage(context.queryClient, { queries: [smartLeverageProductsQueryOptions()], namespaces: ['smart-leverage', 'flow', 'live', 'errors'] });
  },
  component: SmartLeverageRoute,
});

function SmartLeverageRoute() {
  return (
    <PageFrame metaKey="smartLeverage">
      <SmartLeveragePage />
    </PageFrame>
  );
}
