import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DiscountBuyPage } from '@/features/discount-buy/discount-buy-page';

export const Route = createFileRoute('/{-$locale}/earn/discount-buy')({
  loader: async ({ context }) => {
    const [{ prefetchPage }, { discountBuyProductsQueryOptions }] = await Promise.all([import('@/products/prefetch-page'), import('@/products/discount-buy/discount-buy-products')]);
    await prefetchPage(context.queryClient, { queries: [discountBuyProductsQueryOptions()], namespaces: ['discount-buy', 'flow', 'live', 'errors'] });
  },
  component: DiscountBuyRoute,
});

function DiscountBuyRoute() {
  return (
    <PageFrame metaKey="discountBuy">
      <DiscountBuyPage />
    </PageFrame>
  );
}
