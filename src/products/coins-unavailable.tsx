import { QueryError } from '@/ui/query-error';
import { useCoinList } from './use-coins';

/**
 * "Failed to get coins" (spec §8) with a retry, where coin names are shown: the coin list failed and no
 * stored copy was left. Nothing while the list loads or once it is there.
 */
export function CoinsUnavailable() {
  const { error, retry, retrying } = useCoinList();
  if (!error) return null;
  return (
    <div data-testid="coins-unavailable">
      <QueryError error={error} onRetry={retry} retrying={retrying} />
    </div>
  );
}
