import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, isLoggedIn, type UserProfile } from '@/api/main/user-profile';

/**
 * `beforeLoad` of pages that need a user (wallet, order lists): a visitor goes to the login page of the same
 * locale with a `redirect_url` back to exactly this page (path, filters and hash).
 */
export async function requireLogin({ context, location, params }: {
  context: { queryClient: QueryClient };
  location: Pick<ParsedLocation, 'href'>;
  params: { locale?: string | undefined };
}): Promise<{ user: UserProfile }> {
  const user = await context.queryClient.fetchQuery(currentUserQueryOptions());
  if (user && isLoggedIn(user)) return { user };
  throw redirect({
    to: '/{-$locale}/earn/login/',
    params: { locale: params.locale },
    search: { redirect_url: location.href },
    replace: true,
  });
}
