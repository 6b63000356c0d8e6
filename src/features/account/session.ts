import type { QueryClient } from '@tanstack/react-query';
import { clearProfileCache, currentUserQueryOptions, isLoggedIn, type UserProfile } from '@/api/main/user-profile';

/**
 * After a login or a registration (spec §4): forget the cached profile, then refetch everything — the profile
 * first, so the header and the login guard see the user before anything navigates.
 */
export async function refreshSession(queryClient: QueryClient): Promise<UserProfile | null> {
  clearProfileCache();
  await queryClient.invalidateQueries({ refetchType: 'none' });
  const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  void queryClient.refetchQueries({ type: 'active' });
  return isLoggedIn(user) ? user : null;
}

/** What the header shows for a user: the masked email, else the masked mobile, else the username. */
export function userLabel(user: Pick<UserProfile, 'vague_email' | 'vague_mobile' | 'username'>): string {
  return user.vague_email || user.vague_mobile || user.username;
}
