import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DoubleWinPage } from '@/features/double-win/double-win-page';

export const Route = createFileRoute('/{-$locale}/earn/double-win')({
  loader: async ({ context }) => {
    const [{ prefetchPage }, { doubleWinProductsQueryOptions }] = await Promise.all([import('@/products/prefetch-page'), import('@/products/double-win/double-win-products')]);
    await prefetchPage(context.queryClient, { queries: [doubleWinProductsQueryOptions()], namespaces: ['double-win', 'flow', 'live', 'errors'] });
  },
  component: DoubleWinRoute,
});

function DoubleWinRoute() {
  return (
    <PageFrame metaKey="doubleWin">
      <DoubleWinPage />
    </PageFrame>
  );
}
