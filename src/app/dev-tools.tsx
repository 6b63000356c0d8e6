import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * TanStack Query and Router devtools, `npm run dev` only: main.tsx imports this file behind
 * `import.meta.env.DEV`, so no build contains it (the budgets in scripts/compare.ts would show it).
 */
export default function DevTools({ router }: { router: AnyRouter }) {
  return (
    <>
      <ReactQueryDevtools buttonPosition="bottom-left" />
      <TanStackRouterDevtools router={router} position="bottom-right" />
    </>
  );
}
