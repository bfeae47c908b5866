import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { titleKeyOf } from './route-handle';
import { setDocumentTitle } from './site-title';

/** Before every navigation: the target route's title (docs/product.md §2). */
export function installNavigationTitles(router: DataRouter, routes: RouteObject[]): () => void {
  let lastKey: string | null = null;
  return router.subscribe((state) => {
    const target = state.navigation.location;
    if (!target) return;
    const signature = `${target.pathname}${target.search}`;
    if (signature === lastKey) return;
    lastKey = signature;
    const matches = matchRoutes(routes, target) ?? [];
    setDocumentTitle(
      titleKeyOf(matches.map((match) => ({ handle: match.route.handle as unknown }))),
    );
  });
}
