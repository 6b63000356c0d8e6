import type { QueryClient } from '@tanstack/react-query';
import { endpointKeyPrefix, USER_DATA_ENDPOINTS } from './query-keys';

/** After a write (order, redeem, claim, auto-savings): everything about the user's money is refetched. */
export async function invalidateUserData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    USER_DATA_ENDPOINTS.map((name) => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', name) })),
  );
}
