import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PageFrame } from '@/app/shell/page-frame';
import { FamilyPage } from '@/features/savings/family-page';
import { INVALID, SORT_KEYS, TERM_FILTERS, SAVINGS_TYPES } from '@/features/savings/family-pages';

/**
 * `id` focuses one product, `type` picks flexible or fixed; `q`, `term` and `sort` filter the list.
 * A malformed `id` or `type` reads as "invalid" (never a crash): the page shows its list with a notice.
 * An id arrives as a number when typed by hand (`?id=4001`) and as a quoted string from the app's links.
 */
const savingsSearch = z.object({
  id: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)).check(z.regex(/^\d{1,20}$/))), INVALID),
  type: z.catch(z.optional(z.enum([...SAVINGS_TYPES, INVALID])), INVALID),
  q: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)).check(z.maxLength(20))), undefined),
  term: z.catch(z.optional(z.enum(TERM_FILTERS)), undefined),
  sort: z.catch(z.optional(z.enum(SORT_KEYS)), undefined),
});

export const Route = createFileRoute('/{-$locale}/earn/savings')({
  validateSearch: savingsSearch,
  loader: async ({ context }) => {
    const { prefetchFamily } = await import('@/features/savings/prefetch-family');
    await prefetchFamily(context.queryClient, 'savings');
  },
  component: SavingsPage,
});

/** A malformed value is reported once; the next navigation leaves it behind. */
function dropInvalid(prev: { id?: string; type?: string }) {
  return { id: prev.id === INVALID ? undefined : prev.id, type: prev.type === INVALID ? undefined : (prev.type as 'flexible' | 'fixed' | undefined) };
}

function SavingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageFrame metaKey="savings">
      <FamilyPage
        page="savings"
        search={{ ...search, id: search.id === INVALID ? undefined : search.id, type: search.type === INVALID ? undefined : search.type }}
        invalid={{ id: search.id === INVALID, type: search.type === INVALID }}
        onSearchChange={(next, options) => void navigate({ search: (prev) => ({ ...prev, ...dropInvalid(prev), ...next }), replace: options?.replace ?? false })}
      />
    </PageFrame>
  );
}
