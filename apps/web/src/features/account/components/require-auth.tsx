import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../stores/auth-store';

/**
 * Pages for signed-in users only (/profile): a visitor without a session goes to /login and comes
 * back here after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((state) => state.token !== null && state.user !== null);
  const signedOut = useAuthStore((state) => state.signedOut);
  const location = useLocation();
  // After Logout: plain /login, with no page to come back to.
  if (!signedIn && signedOut) return <Navigate to={paths.login()} replace />;
  if (!signedIn) {
    return (
      <Navigate
        to={paths.login(`${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );
  }
  return children;
}
