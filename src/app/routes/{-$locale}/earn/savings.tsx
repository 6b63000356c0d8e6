import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { FamilyPage } from '@/features/savings/family-page';
import { dropInvalid, readFamilySearch, savingsRouteSearch } from '@/features/savings/family-route-search';

export const Route = createFileRoute('/{-$locale}/earn/savings')({
  validateSearch: savingsRouteSearch,
  loader: async ({ context }) => {
    const { prefetchFamily } = await import('@/features/savings/prefetch-family');
    await prefetchFamily(context.queryClient, 'savings');
  },
  component: SavingsPage,
});

function SavingsPage() {
  const { search, invalid } = readFamilySearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <PageFrame metaKey="savings">
      <FamilyPage
        page="savings"
        search={search}
        invalid={invalid}
        onSearchChange={(next, options) => void navigate({ search: (prev) => ({ ...dropInvalid(prev), ...next }), replace: options?.replace ?? false })}
      />
    </PageFrame>
  );
}
