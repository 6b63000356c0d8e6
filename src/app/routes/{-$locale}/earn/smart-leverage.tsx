import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { SmartLeveragePage } from '@/features/smart-leverage/smart-leverage-page';
import { prefetchPage } from '@/products/prefetch-page';

export const Route = createFileRoute('/{-$locale}/earn/smart-leverage')({
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['smart-leverage', 'flow', 'live', 'errors', 'price-history'], () =>
      import('@/products/smart-leverage/plans').then((m) => [m.smartLeverageProductsQueryOptions()]),
    ),
  component: SmartLeverageRoute,
});

function SmartLeverageRoute() {
  return (
    <PageFrame metaKey="smartLeverage">
      <SmartLeveragePage />
    </PageFrame>
  );
}
