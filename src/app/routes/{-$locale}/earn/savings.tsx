import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PageFrame } from '@/app/shell/page-frame';

/** `id` focuses one product, `type` picks flexible or fixed; hostile values are dropped, never a crash. */
const savingsSearch = z.object({
  id: z.catch(z.optional(z.string().check(z.regex(/^\d{1,20}$/))), undefined),
  type: z.catch(z.optional(z.enum(['flexible', 'fixed'])), undefined),
});

export const Route = createFileRoute('/{-$locale}/earn/savings')({
  validateSearch: savingsSearch,
  component: SavingsPage,
});

function SavingsPage() {
  return <PageFrame metaKey="savings" />;
}
