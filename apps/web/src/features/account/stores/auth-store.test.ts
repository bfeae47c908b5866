import type { User } from '@theatre/contracts';
import { beforeEach, describe, expect, it } from 'vitest';

const storage = localStorage;

const { authStorageKey, currentToken, isUser, selectIsVip, useAuthStore } =
  await import('./auth-store');

const user: User = {
  id: 7,
  name: 'Kovács-Nagy Éva',
  email: 'eva@example.com',
  vip: 0,
  newsletter: 1,
  relevant_infos: 0,
  roles: [],
};

function stored(): unknown {
  const raw = storage.getItem(authStorageKey);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.getState().clear();
  });

  it('starts signed out', () => {
    expect(useAuthStore.getState().user).toBeNull();
    expect(currentToken()).toBeNull();
  });

  it('keeps the session (user and token) under jegy-auth', () => {
    useAuthStore.getState().setSession(user, 'token-1');
    expect(currentToken()).toBe('token-1');
    expect(stored()).toEqual({ state: { user, token: 'token-1' }, version: 1 });
  });

  it('remembers, until the next sign-in and not in storage, that the server ended an idle session', () => {
    useAuthStore.getState().setSession(user, 'token-idle');
    useAuthStore.getState().clear({ idle: true });
    expect(useAuthStore.getState().endedIdle).toBe(true);
    expect(JSON.stringify(stored())).not.toContain('endedIdle');
    useAuthStore.getState().setSession(user, 'token-next');
    expect(useAuthStore.getState().endedIdle).toBe(false);
    useAuthStore.getState().clear({ byLogout: true });
    expect(useAuthStore.getState().endedIdle).toBe(false);
  });

  it('clears user and token together', () => {
    useAuthStore.getState().setSession(user, 'token-1');
    useAuthStore.getState().clear();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(stored()).toEqual({ state: { user: null, token: null }, version: 1 });
  });

  it('remembers (not persisted) that the visitor signed out by Logout', () => {
    useAuthStore.getState().setSession(user, 'token-1');
    useAuthStore.getState().clear({ byLogout: true });
    expect(useAuthStore.getState().signedOut).toBe(true);
    expect(stored()).toEqual({ state: { user: null, token: null }, version: 1 });
    useAuthStore.getState().setSession(user, 'token-2');
    expect(useAuthStore.getState().signedOut).toBe(false);
    useAuthStore.getState().clear();
    expect(useAuthStore.getState().signedOut).toBe(false);
  });

  it('refreshes the user only while signed in', () => {
    useAuthStore.getState().setUser({ ...user, vip: 1 });
    expect(useAuthStore.getState().user).toBeNull();
    useAuthStore.getState().setSession(user, 'token-1');
    useAuthStore.getState().setUser({ ...user, newsletter: 0 });
    expect(useAuthStore.getState().user?.newsletter).toBe(0);
  });

  it('restores a stored session and drops a broken one', async () => {
    storage.setItem(
      authStorageKey,
      JSON.stringify({ state: { user, token: 'from-storage' }, version: 1 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'from-storage' });

    // A token without a valid user (hand-edited, or an older shape) is no session at all.
    storage.setItem(
      authStorageKey,
      JSON.stringify({ state: { user: { id: 'x' }, token: 'orphan' }, version: 1 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });

    storage.setItem(authStorageKey, JSON.stringify({ state: { user, token: 42 }, version: 0 }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
  });

  it('tells VIPs apart (vip equals 1, signed in)', () => {
    expect(selectIsVip({ user: { ...user, vip: 1 }, token: 't' })).toBe(true);
    expect(selectIsVip({ user, token: 't' })).toBe(false);
    expect(selectIsVip({ user: { ...user, vip: 1 }, token: null })).toBe(false);
  });

  it('checks the stored user shape', () => {
    expect(isUser(user)).toBe(true);
    expect(isUser({ ...user, vip: true })).toBe(false);
    expect(isUser(null)).toBe(false);
  });
});
