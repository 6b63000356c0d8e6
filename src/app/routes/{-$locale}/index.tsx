import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` goes to the earn home. */
export const Route = createFileRoute('/{-$locale}/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/earn/home/', params, replace: true });
  },
});
