import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, isLoggedIn } from '@/api/main/user-profile';

/** The session as every page sees it: the profile query (null for a visitor). */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    user: isLoggedIn(user) ? user : null,
    /** undefined until the first answer. */
    loggedIn: query.isSuccess ? isLoggedIn(user) : undefined,
    isPending: query.isPending,
    /** The last failure of the profile call (HTTP error, unreadable body, timeout), null once it answers. */
    error: query.error,
    /** A call is out (the first one, or a retry). */
    isFetching: query.isFetching,
    /** Asks again (a "Try again" button). */
    retry: () => void query.refetch(),
  };
}
