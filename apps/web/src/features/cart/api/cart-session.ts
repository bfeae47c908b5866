import type { CartKeyReply, CartReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { cartText } from '../hooks/use-cart-translation';
import { useCartStore } from '../stores/cart-store';

/**
 * The cart's key and its life (docs/product.md §4, §7): the key is fetched before the first call,
 * revalidated once per page load before the first change, and replaced when the server no longer
 * knows the cart (`invalid_cart_key`) or its hold is over (`cart_expired`). The API client's
 * catalogue stays quiet for those two codes: this module answers them.
 */
export const lostCartCodes = ['invalid_cart_key', 'cart_expired'] as const;
export type LostCartCode = (typeof lostCartCodes)[number];

/** Options for every cart call: the two codes above are handled here, not toasted. */
export const cartCallOptions = { handles: lostCartCodes } as const;

export function lostCartCode(error: unknown): LostCartCode | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.code;
  return code === 'invalid_cart_key' || code === 'cart_expired' ? code : null;
}

/** The cart was lost during a call; the visitor has been told and holds a fresh, empty cart. */
export class CartLostError extends Error {
  override readonly name = 'CartLostError';
  readonly code: LostCartCode;

  constructor(code: LostCartCode) {
    super(`The cart was lost: ${code}`);
    this.code = code;
  }
}

/** Why the cart is dropped: its hold ended (by the countdown or the server), or it is unknown. */
export type CartLossReason = 'expired' | 'invalid';

/** The held key the server confirmed during this page load. */
let confirmedKey: string | null = null;
let keyFlight: Promise<string> | null = null;
let renewal: Promise<string> | null = null;

/** For tests: forget what this page load learnt. */
export function resetCartSession(): void {
  confirmedKey = null;
  keyFlight = null;
  renewal = null;
}

async function fetchKey(held: string | null): Promise<string> {
  const reply = await api.get<CartKeyReply>(
    held === null ? '/cart/get-key' : `/cart/get-key/${encodeURIComponent(held)}`,
  );
  return reply.cart_key;
}

function tellLost(reason: CartLossReason): void {
  const t = cartText();
  notify({
    tone: 'info',
    title: t('timer.expired_title'),
    message: reason === 'expired' ? t('timer.expired') : t('timer.gone'),
    autoClose: 8000,
  });
}

/**
 * Drops the cart (docs/product.md §4), tells the visitor when it had items (an empty cart loses
 * nothing worth a message), and fetches a new key. Calls while one is under way share it, so a countdown and a failing call that meet tell
 * the visitor once.
 */
export function renewCart(reason: CartLossReason): Promise<string> {
  if (renewal) return renewal;
  const store = useCartStore.getState();
  const hadItems = store.items.length > 0;
  store.flush();
  confirmedKey = null;
  keyFlight = null;
  if (hadItems) tellLost(reason);
  const flight = fetchKey(null).then((key) => {
    useCartStore.getState().setKey(key);
    confirmedKey = key;
    return key;
  });
  renewal = flight;
  const forget = () => {
    if (renewal === flight) renewal = null;
  };
  flight.then(forget, forget);
  return flight;
}

/**
 * A key the server knows: the held one when it is still valid (checked once per page load with
 * GET /cart/get-key/{key}), else a new one. When the server hands out another key, the held cart
 * is gone: it is flushed and, if it had tickets, the visitor is told.
 */
export function ensureCartKey(): Promise<string> {
  if (renewal) return renewal;
  const held = useCartStore.getState().key;
  if (held !== null && held === confirmedKey) return Promise.resolve(held);
  if (keyFlight) return keyFlight;
  const flight = fetchKey(held).then((key) => {
    const store = useCartStore.getState();
    if (held !== null && key !== held) {
      if (store.items.length > 0) tellLost('expired');
      store.flush();
    }
    useCartStore.getState().setKey(key);
    confirmedKey = key;
    return key;
  });
  keyFlight = flight;
  const forget = () => {
    if (keyFlight === flight) keyFlight = null;
  };
  flight.then(forget, forget);
  return flight;
}

/** A reply for `key` becomes the cart (a late one for another key is ignored by the store). */
export function settleReply(key: string, reply: CartReply, change: boolean): void {
  confirmedKey = key;
  useCartStore.getState().applyReply(key, reply, { now: Date.now(), change });
}

/**
 * A change of the cart with a valid key. A lost cart is renewed (the visitor is told what was lost);
 * `retryLost` then sends the change once more with the new key (an add: the visitor still wants
 * the ticket). Otherwise a lost cart rejects with CartLostError.
 */
export async function changeCart(
  send: (key: string) => Promise<CartReply>,
  { retryLost = false }: { retryLost?: boolean } = {},
): Promise<CartReply> {
  const key = await ensureCartKey();
  try {
    const reply = await send(key);
    settleReply(key, reply, true);
    return reply;
  } catch (error) {
    const code = lostCartCode(error);
    if (code === null) throw error;
    const fresh = await renewCart(code === 'cart_expired' ? 'expired' : 'invalid');
    if (!retryLost) throw new CartLostError(code);
    const reply = await send(fresh);
    settleReply(fresh, reply, true);
    return reply;
  }
}

/**
 * GET /cart/{key}: the held cart as the server has it, into the store; null when there is no cart
 * (no key yet, or it was lost and renewed: the store is then empty).
 */
export async function readCart(signal?: AbortSignal): Promise<CartReply | null> {
  const key = useCartStore.getState().key;
  if (key === null) return null;
  try {
    const reply = await api.get<CartReply>(`/cart/${encodeURIComponent(key)}`, {
      ...cartCallOptions,
      ...(signal ? { signal } : {}),
    });
    settleReply(key, reply, false);
    return reply;
  } catch (error) {
    const code = lostCartCode(error);
    if (code === null) throw error;
    // A failure to fetch the new key leaves none held: the next change fetches one.
    await renewCart(code === 'cart_expired' ? 'expired' : 'invalid').catch(() => undefined);
    return null;
  }
}

/** The call options of a cart call (what `send` of spendCart gets with the key). */
export type CartCallOptions = typeof cartCallOptions;

/**
 * A call that names the held cart without changing it (the guest's purchase link request; the
 * order, through spendCart): `send` gets the held key and the options that leave a lost cart to
 * this module. A lost cart is renewed, the visitor told, and the call rejects with CartLostError.
 */
export async function withCartKey<T>(
  send: (key: string, options: CartCallOptions) => Promise<T>,
): Promise<T> {
  const key = await ensureCartKey();
  try {
    return await send(key, cartCallOptions);
  } catch (error) {
    const code = lostCartCode(error);
    if (code === null) throw error;
    await renewCart(code === 'cart_expired' ? 'expired' : 'invalid').catch(() => undefined);
    throw new CartLostError(code);
  }
}

/**
 * Storing the order spends the cart (docs/product.md §4: the order takes the holds over and the
 * key is retired): `send` gets the held key and the options that leave a lost cart to this module.
 * On success `onSpent` runs first (the page moves on to the payment), then the cart is flushed
 * (docs/product.md §4) and a new key fetched, without a notice: nothing was lost. A lost cart is
 * renewed, the visitor told, and the call rejects with CartLostError.
 */
export async function spendCart<T>(
  send: (key: string, options: CartCallOptions) => Promise<T>,
  onSpent: (reply: T) => void,
): Promise<T> {
  const reply = await withCartKey(send);
  onSpent(reply);
  useCartStore.getState().flush();
  confirmedKey = null;
  keyFlight = null;
  // The next purchase's key; a failure is harmless (the next change fetches one).
  void ensureCartKey().catch(() => undefined);
  return reply;
}

/**
 * Another browser's cart becomes this one's (a purchase link opened here, which carries the key):
 * the held cart is dropped for it (the new one's lines replace it, its checkout choice starts
 * afresh) and read from the server. Resolves with the reply, or null when the server no longer
 * holds that cart (the store is then empty, with a new key).
 */
export async function adoptCart(key: string): Promise<CartReply | null> {
  const store = useCartStore.getState();
  if (store.key !== key) {
    store.flush();
    useCartStore.getState().setKey(key);
  }
  confirmedKey = null;
  keyFlight = null;
  const reply = await readCart();
  return reply !== null && useCartStore.getState().key === key ? reply : null;
}
