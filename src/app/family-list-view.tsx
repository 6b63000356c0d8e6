import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { FamilyPage } from '@/features/savings/family-page';
import type { FamilyPage as FamilyPageId } from '@/features/savings/family-pages';
import { dropInvalid, readFamilySearch, type FamilyRouteSearch } from '@/features/savings/family-route-search';
import { FAMILY_PAGES } from '@/products/families';

/** A list of interest products (savings, flexible staking, on-chain earn, wealth management). */
export function FamilyListView({ page }: { page: FamilyPageId }) {
  return (
    <PageFrame metaKey={FAMILY_PAGES[page].metaKey}>
      <FamilyList page={page} />
    </PageFrame>
  );
}

/** The list and its focused product, driven by the URL's search parameters (also hosted by the wealth pages). */
export function FamilyList({ page }: { page: FamilyPageId }) {
  // Parsed by this route's validateSearch (familyListRoute); asserted once here for every family list.
  const { search, invalid } = readFamilySearch(useSearch({ strict: false }) as FamilyRouteSearch);
  const navigate = useNavigate();
  return (
    <FamilyPage
      page={page}
      search={search}
      invalid={invalid}
      onSearchChange={(next, options) =>
        void navigate({
          to: './',
          search: ((prev: FamilyRouteSearch) => ({ ...dropInvalid(prev), ...next })) as never,
          replace: options?.replace ?? false,
        })
      }
    />
  );
}
