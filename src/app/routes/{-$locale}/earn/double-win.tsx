import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DoubleWinPage } from '@/features/double-win/double-win-page';

export const Route = createFileRoute('/{-$locale}/earn/double-win')({
  loader: async ({ context }) => {
    const { prefetchDoubleWin } = await import('@/features/double-win/prefetch-double-win');
    await prefetchDoubleWin(context.queryClient);
  },
  component: DoubleWinRoute,
});

function DoubleWinRoute() {
  return (
    <PageFrame metaKey="doubleWin">
      <DoubleWinPage />
    </PageFrame>
  );
}
