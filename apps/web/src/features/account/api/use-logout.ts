import type { MessageReply } from '@theatre/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * POST /logout, then (docs/product.md §4) user and token are cleared and the visitor goes to
 * /login; the app reloads the events list when the session ends. The session ends here even when
 * the call fails (offline, or the token had already expired). The header uses it, so it is part of
 * the first load: a plain call, not a TanStack mutation (whose observer stays out of the first
 * load).
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const clear = useAuthStore((state) => state.clear);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await api.post<MessageReply>('/logout', undefined, { silent: true });
    } catch {
      // Signed out locally all the same.
    } finally {
      setPending(false);
      clear({ byLogout: true });
      void navigate(paths.login());
    }
  }, [clear, navigate]);
  return { logout, pending };
}
