import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PageFrame } from '@/app/shell/page-frame';
import { HomePage } from '@/features/home/home-page';
import { listSearchShape, textParam } from '@/api/earn/product-list-order';
import type { HomeSearch } from '@/features/home/home-filters';
import { FAMILY_IDS } from '@/products/families';
import { prefetchPage } from '@/products/prefetch-page';

/** The home filters live in the URL so a filtered view can be shared and survives a reload; bad values are dropped. */
const homeSearch = z.object({
  ...listSearchShape,
  family: z.catch(z.optional(z.enum(FAMILY_IDS)), undefined),
  held: z.catch(z.optional(z.boolean()), undefined),
  product: z.catch(z.optional(textParam.check(z.regex(/^\d{1,19}$/))), undefined),
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
