import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ShellLayout } from '@/app/shell/shell-layout';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { RouteError } from '@/app/shell/route-error';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <ShellLayout>
      <NotFoundPage />
    </ShellLayout>
  ),
  errorComponent: (props) => (
    <ShellLayout>
      <RouteError {...props} />
    </ShellLayout>
  ),
});
