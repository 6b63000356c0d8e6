import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { SmartLeveragePage } from '@/features/smart-leverage/smart-leverage-page';

export const Route = createFileRoute('/{-$locale}/earn/smart-leverage')({
  loader: async ({ context }) => {
    const { prefetchSmartLeverage } = await import('@/features/smart-leverage/prefetch-smart-leverage');
    await prefetchSmartLeverage(context.queryClient);
  },
  component: SmartLeverageRoute,
});

function SmartLeverageRoute() {
  return (
    <PageFrame metaKey="smartLeverage">
      <SmartLeveragePage />
    </PageFrame>
  );
}
