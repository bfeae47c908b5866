import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** How long after the user opens a page its queries' loads are still the user's own. */
export const navigationGraceMs = 2_000;

let lastNavigationAt = Number.NEGATIVE_INFINITY;

/**
 * The user opened a page (the router calls this on every change of location): the loads of the
 * page's queries that follow, even of data already at hand, are the user's activity.
 */
export function noteNavigation(now: number = Date.now()): void {
  lastNavigationAt = now;
}

/**
 * A polling query's fetch is the app's own once the query has data: its interval refreshes (and a
 * refresh when the window regains focus) are sent as background requests, which keep the session
 * in use without counting as the user's activity, so an idle session still ends (decision 0055).
 * The first load of a page is the user's, and so is the reload of data already at hand that
 * opening a page starts (a query mounted again, within `navigationGraceMs` of the navigation).
 */
export function isRefetch(
  context: { client: QueryClient; queryKey: QueryKey },
  now: number = Date.now(),
): boolean {
  const hasData = (context.client.getQueryState(context.queryKey)?.dataUpdatedAt ?? 0) > 0;
  return hasData && now - lastNavigationAt > navigationGraceMs;
}
