import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';

const UsdtbContent = lazyRouteComponent(() => import('@/features/usdtb/usdtb-page'), 'UsdtbPage');

export const Route = createFileRoute('/{-$locale}/earn/usdtb')({
  loader: () => loadNamespaces(['pages']),
  component: UsdtbPage,
});

function UsdtbPage() {
  return (
    <PageFrame metaKey="usdtb">
      <UsdtbContent />
    </PageFrame>
  );
}
