import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PageFrame } from '@/app/shell/page-frame';
import { FamilyPage } from '@/features/savings/family-page';
import { INVALID, SORT_KEYS, TERM_FILTERS } from '@/features/savings/family-pages';

/**
 * `id` focuses one product; `q`, `term` and `sort` filter the list.
 * A malformed `id` or `type` reads as "invalid" (never a crash): the page shows its list with a notice.
 * An id arrives as a number when typed by hand (`?id=4001`) and as a quoted string from the app's links.
 */
const posSearch = z.object({
  id: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)).check(z.regex(/^\d{1,20}$/))), INVALID),
  q: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)).check(z.maxLength(20))), undefined),
  term: z.catch(z.optional(z.enum(TERM_FILTERS)), undefined),
  sort: z.catch(z.optional(z.enum(SORT_KEYS)), undefined),
});

export const Route = createFileRoute('/{-$locale}/earn/pos')({
  validateSearch: posSearch,
  loader: async ({ context }) => {
    const { prefetchFamily } = await import('@/features/savings/prefetch-family');
    await prefetchFamily(context.queryClient, 'pos');
  },
  component: PosPage,
});

function PosPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageFrame metaKey="pos">
      <FamilyPage
        page="pos"
        search={{ ...search, id: search.id === INVALID ? undefined : search.id }}
        invalid={{ id: search.id === INVALID, type: false }}
        onSearchChange={(next, options) => void navigate({ search: (prev) => ({ ...prev, id: prev.id === INVALID ? undefined : prev.id, ...next }), replace: options?.replace ?? false })}
      />
    </PageFrame>
  );
}
