import type { ReactNode } from 'react';
import { Notice } from '@/ui/notice';
import { QueryError } from '@/ui/query-error';
import { Skeleton } from '@/ui/skeleton';
import * as css from '@/ui/offer-list.css';

/**
 * What a family's list page shows instead of its list: the load failure with a retry, the skeleton while
 * loading, or the "nothing open" notice; null when the list can be drawn. `ready` is what else the list is
 * drawn with (the coin names: drawn before them, the cards would re-wrap and move as the names arrived).
 */
export function listState({
  query,
  ready = true,
  empty,
  text,
}: {
  query: { error: unknown; data: unknown; isFetching: boolean; refetch: () => unknown };
  ready?: boolean;
  empty: boolean;
  text: { failed: string; loading: string; empty: string };
}): ReactNode | null {
  if (query.error)
    return (
      <QueryError
        error={query.error}
        lead={text.failed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data || !ready) {
    return (
      <div className={css.skeletons} role="status" aria-busy="true" aria-label={text.loading}>
        <Skeleton height={40} />
        <Skeleton height={180} radius={16} />
      </div>
    );
  }
  return empty ? <Notice>{text.empty}</Notice> : null;
}
