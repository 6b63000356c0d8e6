import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DoubleWinPage } from '@/features/double-win/double-win-page';
import { prefetchPage } from '@/products/prefetch-page';

export const Route = createFileRoute('/{-$locale}/earn/double-win')({
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['double-win', 'flow', 'live', 'errors', 'price-history'], () =>
      import('@/products/double-win/double-win-products').then((m) => [m.doubleWinProductsQueryOptions()]),
    ),
  component: DoubleWinRoute,
});

function DoubleWinRoute() {
  return (
    <PageFrame metaKey="doubleWin">
      <DoubleWinPage />
    </PageFrame>
  );
}
