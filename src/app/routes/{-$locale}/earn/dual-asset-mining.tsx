import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/dual-asset-mining')({
  component: DualAssetMiningPage,
});

function DualAssetMiningPage() {
  return <PageFrame metaKey="dualAsset" />;
}
