import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { StructuredPage } from '@/features/structured/structured-page';
import { prefetchPage } from '@/products/prefetch-page';

export const Route = createFileRoute('/{-$locale}/earn/structured-products')({
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['structured', 'flow', 'live', 'errors', 'price-history'], () =>
      import('@/products/structured/structured-products').then((m) => [m.structuredProductsQueryOptions()]),
    ),
  component: StructuredProductsRoute,
});

function StructuredProductsRoute() {
  return (
    <PageFrame metaKey="structuredProducts">
      <StructuredPage />
    </PageFrame>
  );
}
