import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/referral')({
  component: ReferralPage,
});

function ReferralPage() {
  return <PageFrame metaKey="referral" />;
}
