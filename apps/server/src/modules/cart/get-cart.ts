import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { findCart, listCartLines, type Channel } from './cart.repository.js';
import { assertUsable, cartReplyOf, keyHashOf, type CartDeps } from './cart-access.js';

/** GET /cart/{key}: the items and the time left; a key not used yet is an empty cart. */
export async function getCart(
  deps: CartDeps,
  key: string,
  locale: Locale,
  channel: Channel = 'online',
): Promise<CartReply> {
  const cart = await findCart(deps.db, keyHashOf(deps, key));
  if (!cart)
    return cartReplyOf(deps, { lines: [], couponId: null, remainingMs: null, locale, channel });
  assertUsable(cart, channel);
  const lines = await listCartLines(deps.db, cart.id);
  return cartReplyOf(deps, {
    lines,
    couponId: cart.coupon_id,
    remainingMs: cart.remaining_ms,
    locale,
    channel,
  });
}
