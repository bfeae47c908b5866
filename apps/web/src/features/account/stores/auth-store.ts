import type { User } from '@theatre/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';
import { setStaffCsrfToken } from '../../../lib/staff-csrf';

interface AuthState {
  /** Kept in the browser (docs/product.md §3): the signed-in user, or null. */
  user: User | null;
  /** The bearer token of the session, or null. */
  token: string | null;
  /**
   * The session was ended by the visitor (Logout), not by the server: pages for signed-in users
   * then leave the redirect to the logout (plain /login, no page to come back to). Not persisted.
   */
  signedOut: boolean;
  /**
   * The server ended the session because it was idle too long (419 `reason: idle`, decision
   * 0055): the sign-in page says so. Not persisted; a new session clears it.
   */
  endedIdle: boolean;
  /** After signing in (login, magic link, e-mail confirmation). */
  setSession: (user: User, token: string) => void;
  /** A fresh copy of the user (GET /profile, saved preferences); ignored when signed out. */
  setUser: (user: User) => void;
  /** Signing out (`byLogout`), or a 401/419 reply: user and token go together. */
  clear: (options?: { byLogout?: boolean; idle?: boolean }) => void;
}

export const authStorageKey = 'jegy-auth';

const flags = new Set<unknown>([0, 1]);

/** A stored user is kept only when it has the shape the app reads (type-only import: no zod here). */
export function isUser(value: unknown): value is User {
  if (value === null || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user['id'] === 'number' &&
    typeof user['name'] === 'string' &&
    typeof user['email'] === 'string' &&
    flags.has(user['vip']) &&
    flags.has(user['newsletter']) &&
    flags.has(user['relevant_infos']) &&
    // Staff roles (decision 0057); a user stored before them (`role`) signs in again.
    Array.isArray(user['roles']) &&
    (user['roles'] as unknown[]).every((role) => typeof role === 'string')
  );
}

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 4096;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      user: null,
      token: null,
      signedOut: false,
      endedIdle: false,
      setSession: (user, token) => {
        set({ user, token, signedOut: false, endedIdle: false });
      },
      setUser: (user) => {
        if (get().token) set({ user });
      },
      clear: (options) => {
        // The staff session ended with the bearer session (decision 0056).
        setStaffCsrfToken(null);
        set({
          user: null,
          token: null,
          signedOut: options?.byLogout ?? false,
          endedIdle: options?.idle ?? false,
        });
      },
    }),
    {
      name: authStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, token: state.token }),
      // Both or neither: a token without its user (or the reverse) is a broken session.
      merge: (persisted, current) => {
        const user = pick(persisted, 'user', isUser);
        const token = pick(persisted, 'token', isToken);
        return user && token
          ? { ...current, user, token }
          : { ...current, user: null, token: null };
      },
      migrate: (persisted) => ({
        user: pick(persisted, 'user', isUser) ?? null,
        token: pick(persisted, 'token', isToken) ?? null,
      }),
    },
  ),
);

/** The bearer token for the API client (read at every request). */
export function currentToken(): string | null {
  return useAuthStore.getState().token;
}

/** Signed in as a VIP (docs/product.md §6: vip equals 1). */
export function selectIsVip(state: Pick<AuthState, 'user' | 'token'>): boolean {
  return state.token !== null && state.user?.vip === 1;
}

/**
 * Another tab signed in or out: take its session over, so one tab never keeps a token that the
 * other has just signed out.
 */
export function syncAuthAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === authStorageKey) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
}
