import type { MessageKey } from '../lib/i18n';

/** Static data of a route: the catalogue key of its page title (set before the navigation). */
export interface RouteHandle {
  title: MessageKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Record<string, unknown>)['title'] === 'string'
  );
}

/** The title key of the deepest route that has one. */
export function titleKeyOf(matches: readonly { handle?: unknown }[]): MessageKey | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
