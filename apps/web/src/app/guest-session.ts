import { useAuthStore } from '../features/account/stores/auth-store';
import {
  currentPurchaseToken,
  usePurchasePass,
  type PurchasePassData,
} from '../features/guest/stores/purchase-pass-store';
import { setPurchaseTokenGetter } from '../lib/api-client';

let connected = false;

/**
 * Guest mode (a purchase link's live pass, nobody signed in), wired by the lazy chunks that need
 * it (the cart page, the payment pages, where SimplePay's return lands on a fresh page load), not
 * by the first load: the API client sends the pass's token when there is no bearer token, and
 * signing in, any way and in any tab, leaves guest mode.
 */
export function connectGuestSession(): void {
  if (connected) return;
  connected = true;
  setPurchaseTokenGetter(currentPurchaseToken);
  if (useAuthStore.getState().token !== null) usePurchasePass.getState().clear();
  useAuthStore.subscribe((state, previous) => {
    if (state.token !== null && state.token !== previous.token) {
      usePurchasePass.getState().clear();
    }
  });
}

/** The guest buying through a purchase link (a live pass, nobody signed in), or null. */
export function useGuestPass(): PurchasePassData | null {
  const signedIn = useAuthStore((state) => state.token !== null && state.user !== null);
  const pass = usePurchasePass((state) => state.pass);
  return signedIn ? null : pass;
}
