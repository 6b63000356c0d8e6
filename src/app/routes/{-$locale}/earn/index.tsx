import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/earn` goes to the earn home. */
export const Route = createFileRoute('/{-$locale}/earn/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/earn/home/', params, replace: true });
  },
});
