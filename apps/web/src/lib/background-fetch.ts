import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A polling query's fetch is the app's own once the query has data: its interval refreshes (and a
 * refresh when the window regains focus) are sent as background requests, which keep the session
 * in use without counting as the user's activity, so an idle session still ends (decision 0055).
 * The first load of a page is the user's.
 */
export function isRefetch(context: { client: QueryClient; queryKey: QueryKey }): boolean {
  return (context.client.getQueryState(context.queryKey)?.dataUpdatedAt ?? 0) > 0;
}
