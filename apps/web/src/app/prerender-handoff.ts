import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router';

/** How long the server's page may stand in at most, should the app's never settle. */
const longestMs = 10_000;
/** How long the app must stay settled: its page's first queries start after its first commit. */
const settledMs = 120;

/**
 * The server's own rendering of the page (decision 0061: `#prerender`, the programme or an event
 * before any script ran) stands in until the app's page is there: the first route loaded, no
 * navigation under way and none of its queries fetching. Until then it is inert (its links and
 * text stay readable, the app's root is hidden by the server's style); then it is removed and the
 * app's page shows in its place.
 */
export function handOffPrerender(router: AppRouter, queryClient: QueryClient): void {
  const prerender = document.getElementById('prerender');
  if (!prerender) return;
  prerender.setAttribute('inert', '');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = () =>
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    queryClient.isFetching() === 0;
  const finish = () => {
    stopRouter();
    stopQueries();
    clearTimeout(timer);
    clearTimeout(deadline);
    prerender.remove();
  };
  const check = () => {
    clearTimeout(timer);
    if (!settled()) return;
    timer = setTimeout(() => {
      if (settled()) finish();
    }, settledMs);
  };
  const stopRouter = router.subscribe(check);
  const stopQueries = queryClient.getQueryCache().subscribe(check);
  const deadline = setTimeout(finish, longestMs);
  check();
}
