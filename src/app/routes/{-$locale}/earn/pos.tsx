import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { FamilyPage } from '@/features/savings/family-page';
import { dropInvalid, readFamilySearch, familyRouteSearch } from '@/features/savings/family-route-search';

export const Route = createFileRoute('/{-$locale}/earn/pos')({
  validateSearch: familyRouteSearch,
  loader: async ({ context }) => {
    const { prefetchFamily } = await import('@/features/savings/prefetch-family');
    await prefetchFamily(context.queryClient, 'pos');
  },
  component: PosPage,
});

function PosPage() {
  const { search, invalid } = readFamilySearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <PageFrame metaKey="pos">
      <FamilyPage
        page="pos"
        search={search}
        invalid={invalid}
        onSearchChange={(next, options) => void navigate({ search: (prev) => ({ ...dropInvalid(prev), ...next }), replace: options?.replace ?? false })}
      />
    </PageFrame>
  );
}
