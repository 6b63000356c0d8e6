import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/discount-buy')({
  component: DiscountBuyPage,
});

function DiscountBuyPage() {
  return <PageFrame metaKey="discountBuy" />;
}
