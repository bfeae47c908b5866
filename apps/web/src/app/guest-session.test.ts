import type { User } from '@theatre/contracts';
import { describe, expect, it, vi } from 'vitest';

const setPurchaseTokenGetter = vi.fn<(getter: () => string | null) => void>();
vi.mock('../lib/api-client', () => ({ setPurchaseTokenGetter }));

const { useAuthStore } = await import('../features/account/stores/auth-store');
const { usePurchasePass } = await import('../features/guest/stores/purchase-pass-store');
const { connectGuestSession } = await import('./guest-session');

const token = `${'k'.repeat(32)}${'t'.repeat(43)}`;
const pass = {
  token,
  email: 'vendeg@example.com',
  name: 'Vendég Vera',
  cart_key: 'k'.repeat(32),
  order_id: null,
  expires_at: Date.now() + 86_400_000,
  ticket_delivery: null,
};
const user: User = {
  id: 7,
  name: 'Kovács-Nagy Éva',
  email: 'eva@example.com',
  vip: 0,
  newsletter: 0,
  relevant_infos: 0,
  roles: [],
};

describe('guest session', () => {
  it("registers the pass's token with the API client, once", () => {
    usePurchasePass.getState().setPass(pass);
    connectGuestSession();
    connectGuestSession();
    expect(setPurchaseTokenGetter).toHaveBeenCalledTimes(1);
    const getter = setPurchaseTokenGetter.mock.calls[0]?.[0];
    expect(getter?.()).toBe(token);
    usePurchasePass.getState().clear();
    expect(getter?.()).toBeNull();
  });

  it('leaves guest mode when someone signs in', () => {
    usePurchasePass.getState().setPass(pass);
    useAuthStore.getState().setSession(user, 'session-1');
    expect(usePurchasePass.getState().pass).toBeNull();
    // A link opened while signed in is not kept either (the page adopts its cart only).
    useAuthStore.getState().clear();
    usePurchasePass.getState().setPass(pass);
    expect(usePurchasePass.getState().pass).toEqual(pass);
  });
});
