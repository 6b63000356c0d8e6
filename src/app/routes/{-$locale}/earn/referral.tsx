import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';

const ReferralContent = lazyRouteComponent(() => import('@/features/referral/referral-page'), 'ReferralPage');

export const Route = createFileRoute('/{-$locale}/earn/referral')({
  loader: () => loadNamespaces(['pages']),
  component: ReferralPage,
});

function ReferralPage() {
  return (
    <PageFrame metaKey="referral">
      <ReferralContent />
    </PageFrame>
  );
}
