import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../stores/auth-store';

/**
 * Pages for signed-in users only (/profile): a visitor without a session goes to /login and comes
 * back here after signing in. `allow`: another way in the page accepts (the payment pages: a
 * guest's purchase link).
 */
export function RequireAuth({ children, allow = false }: { children: ReactNode; allow?: boolean }) {
  const signedIn = useAuthStore((state) => state.token !== null && state.user !== null);
  const signedOut = useAuthStore((state) => state.signedOut);
  const location = useLocation();
  if (allow) return children;
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
