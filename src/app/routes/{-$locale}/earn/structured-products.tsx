import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { StructuredPage } from '@/features/structured/structured-page';

export const Route = createFileRoute('/{-$locale}/earn/structured-products')({
  loader: async ({ context }) => {
    const { prefetchStructured } = await import('@/features/structured/prefetch-structured');
    await prefetchStructured(context.queryClient);
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
