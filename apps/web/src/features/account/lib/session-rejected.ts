import { paths } from '../../../config/paths';

interface SessionRejectedDeps {
  /** Clears user and token (the auth store). */
  clear: () => void;
  /** The page being shown. */
  location: () => { pathname: string; search: string };
  navigate: (to: string) => void;
}

/**
 * A 401 or 419 reply (docs/product.md §4): the session is cleared and the visitor goes to /login,
 * which brings them back to this page after signing in. Already on /login: nothing more to do.
 */
export function handleSessionRejected({ clear, location, navigate }: SessionRejectedDeps): void {
  clear();
  const { pathname, search } = location();
  if (pathname === paths.login()) return;
  navigate(paths.login(`${pathname}${search}`));
}
