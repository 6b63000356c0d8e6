import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/usdtb')({
  component: UsdtbPage,
});

function UsdtbPage() {
  return <PageFrame metaKey="usdtb" />;
}
