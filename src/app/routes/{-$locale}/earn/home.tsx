import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { HomePage } from '@/features/home/home-page';
import { listSearchShape } from '@/api/earn/product-list-order';
import type { HomeSearch } from '@/features/home/home-filters';
import { FAMILY_IDS } from '@/products/families';
import { prefetchPage } from '@/products/prefetch-page';
import { boolean, numberAsText, oneOf, searchValidator, textMatching } from '@/lib/search-readers';

/** The home filters live in the URL so a filtered view can be shared and survives a reload; bad values are dropped. */
const homeSearch = searchValidator({
  ...listSearchShape,
  family: oneOf(FAMILY_IDS),
  held: boolean,
  product: textMatching(/^\d{1,19}$/, numberAsText),
});

export const Route = createFileRoute('/{-$locale}/earn/home')({
  validateSearch: homeSearch,
  // The loader only starts loading data the page's queries own: filtering (a search change) never needs it again.
  loaderDeps: () => ({}),
  staleTime: Number.POSITIVE_INFINITY,
  // Only the translations are awaited; the data starts loading here and the page shows its skeleton.
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['home', 'products', 'errors'], () =>
      import('@/features/home/home-queries').then((m) => [m.allProductCardsQueryOptions()]),
    ),
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <PageFrame metaKey="home">
      <HomeWithSearch />
    </PageFrame>
  );
}

/** Reads the search parameters below the frame, so a filter change re-renders the page body only. */
function HomeWithSearch() {
  const search: HomeSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HomePage
      search={search}
      onSearchChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false })
      }
    />
  );
}
