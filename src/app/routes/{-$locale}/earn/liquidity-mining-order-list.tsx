import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/liquidity-mining-order-list')({
  component: LiquidityMiningOrderListPage,
});

function LiquidityMiningOrderListPage() {
  return <PageFrame metaKey="liquidityMiningOrderList" />;
}
