import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ShellLayout } from '@/app/shell/shell-layout';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { RouteError } from '@/app/shell/route-error';
import { PlatformRoot } from '@/app/platform-root';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <PlatformRoot>
      <Outlet />
    </PlatformRoot>
  ),
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
