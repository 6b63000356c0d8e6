import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/double-win')({
  component: DoubleWinPage,
});

function DoubleWinPage() {
  return <PageFrame metaKey="doubleWin" />;
}
