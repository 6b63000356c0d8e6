import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, isLoggedIn, type UserProfile } from '@/api/main/user-profile';

/**
 * How long a guarded page waits for the profile before it sends the visitor to the login page anyway (the
 * call may hang for its full 30 s timeout and retries); the login page goes on asking and sends a logged-in
 * user straight back.
 */
const GUARD_WAIT_MS = 3_000;

/** The profile, or null when it failed or did not answer within `ms`. */
async function profileWithin(queryClient: QueryClient, ms: number): Promise<UserProfile | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([queryClient.fetchQuery(currentUserQueryOptions()), late]);
  } catch {
    // HTTP 500, an unreadable body, a timeout: the login page shows the failure with a retry.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `beforeLoad` of pages that need a user (wallet, order lists): a visitor goes to the login page of the same
 * locale with a `redirect_url` back to exactly this page (path, filters and hash), and so does anyone whose
 * profile call fails or hangs (never an error page).
 */
export async function requireLogin({
  context,
  location,
  params,
}: {
  context: { queryClient: QueryClient };
  location: Pick<ParsedLocation, 'href'>;
  params: { locale?: string | undefined };
}): Promise<{ user: UserProfile }> {
  // A user the page already knows is let in at once (the profile is checked again in the background): only
  // the first page of a visit waits for the profile, and its static skeleton stays meanwhile.
  const known = context.queryClient.getQueryData(currentUserQueryOptions().queryKey);
  if (known && isLoggedIn(known)) {
    void context.queryClient.prefetchQuery(currentUserQueryOptions());
    return { user: known };
  }
  const user = await profileWithin(context.queryClient, GUARD_WAIT_MS);
  if (user && isLoggedIn(user)) return { user };
  throw redirect({
    to: '/{-$locale}/earn/login/',
    params: { locale: params.locale },
    search: { redirect_url: location.href },
    replace: true,
  });
}
