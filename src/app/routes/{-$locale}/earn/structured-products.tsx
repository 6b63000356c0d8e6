import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { StructuredPage } from '@/features/structured/structured-page';

export const Route = createFileRoute('/{-$locale}/earn/structured-products')({
  loader: async ({ context }) => {
    const [{ prefetchPage }, { structuredProductsQueryOptions }] = await Promise.all([import('@/products/prefetch-page'), import('@/products/structured/structured-products')]);
    await prefetchPage(context.queryClient, { queries: [structuredProductsQueryOptions()], namespaces: ['structured', 'flow', 'live', 'errors'] });
  },
  component: StructuredProductsRoute,
});

function StructuredProductsRoute() {
  return (
    <PageFrame metaKey="structuredProducts">
      <StructuredPage />
    </PageFrame>
  );
}
