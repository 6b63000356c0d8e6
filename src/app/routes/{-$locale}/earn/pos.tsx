import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/pos')({
  component: PosPage,
});

function PosPage() {
  return <PageFrame metaKey="pos" />;
}
