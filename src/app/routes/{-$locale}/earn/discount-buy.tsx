import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DiscountBuyPage } from '@/features/discount-buy/discount-buy-page';

export const Route = createFileRoute('/{-$locale}/earn/discount-buy')({
  loader: async ({ context }) => {
    const { prefetchDiscountBuy } = await import('@/features/discount-buy/prefetch-discount-buy');
    await prefetchDiscountBuy(context.queryClient);
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
