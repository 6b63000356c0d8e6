import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/wallet')({
  component: WalletPage,
});

function WalletPage() {
  return <PageFrame metaKey="wallet" />;
}
