import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { releaseCartHold } from '../inventory/release-cart-hold.js';
import { listCartLines, lockCart, type Channel } from './cart.repository.js';
import { releaseCartCoupon } from './coupons.repository.js';
import {
  assertUsable,
  cartReplyOf,
  invalidCartKey,
  keyHashOf,
  type CartDeps,
} from './cart-access.js';

export interface ChangeCartItemInput {
  key: string;
  ticketTypeId: number;
  locale: Locale;
  channel?: Channel;
}

/**
 * Gives back held tickets under the cart's lock: `one` ticket (remove; the line goes at 0) or the
 * whole line (delete). Giving back never oversells, so the ticket type is not locked. A change of
 * the tickets removes the coupon (docs/product.md §4).
 */
export async function changeCartItem(
  deps: CartDeps,
  input: ChangeCartItemInput,
  change: 'one' | 'line',
): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw invalidCartKey();
    assertUsable(cart, input.channel ?? 'online');
    const changed = await releaseCartHold(trx, cart.id, input.ticketTypeId, change);
    if (!changed) throw new AppError('cart_item_not_found');
    const couponRemoved = await releaseCartCoupon(trx, cart.id);
    return { cart, couponRemoved, lines: await listCartLines(trx, cart.id) };
  });
  deps.holds.released(input.ticketTypeId);
  return cartReplyOf(deps, {
    lines: outcome.lines,
    couponId: null,
    remainingMs: outcome.cart.remaining_ms,
    couponRemoved: outcome.couponRemoved,
    locale: input.locale,
  });
}
