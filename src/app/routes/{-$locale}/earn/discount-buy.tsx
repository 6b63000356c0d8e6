import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DiscountBuyPage } from '@/features/discount-buy/discount-buy-page';
import { prefetchPage } from '@/products/prefetch-page';

export const Route = createFileRoute('/{-$locale}/earn/discount-buy')({
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['discount-buy', 'flow', 'live', 'errors', 'price-history'], () =>
      import('@/products/discount-buy/discount-buy-products').then((m) => [m.discountBuyProductsQueryOptions()]),
    ),
  component: DiscountBuyRoute,
});

function DiscountBuyRoute() {
  return (
    <PageFrame metaKey="discountBuy">
      <DiscountBuyPage />
    </PageFrame>
  );
}
