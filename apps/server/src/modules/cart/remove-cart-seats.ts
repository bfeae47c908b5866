import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { releaseCartSeats } from '../inventory/release-seats.js';
import { listCartLines, lockCart, type Channel } from './cart.repository.js';
import { releaseCartCoupon } from './coupons.repository.js';
import {
  assertUsable,
  cartReplyOf,
  invalidCartKey,
  keyHashOf,
  type CartDeps,
} from './cart-access.js';

/**
 * POST /cart/{key}/seats/remove: gives back seats the cart holds, under the cart's lock. Seats
 * it does not hold are passed over; none of them held answers 404 `cart_item_not_found`. A change
 * of the tickets removes the coupon (docs/product.md §4).
 */
export async function removeCartSeats(
  deps: CartDeps,
  input: {
    key: string;
    seatIds: readonly number[];
    /** The performance; null: those seats of every performance in the cart. */
    eventId: number | null;
    locale: Locale;
    channel?: Channel;
  },
): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw invalidCartKey();
    assertUsable(cart, input.channel ?? 'online');
    const released = await releaseCartSeats(trx, cart.id, {
      seatIds: input.seatIds,
      eventId: input.eventId,
    });
    if (released.seatIds.length === 0) throw new AppError('cart_item_not_found');
    const couponRemoved = await releaseCartCoupon(trx, cart.id);
    return {
      cart,
      couponRemoved,
      zones: released.zoneIds,
      lines: await listCartLines(trx, cart.id),
    };
  });
  for (const zone of outcome.zones) deps.holds.released(zone);
  return cartReplyOf(deps, {
    lines: outcome.lines,
    couponId: null,
    remainingMs: outcome.cart.remaining_ms,
    couponRemoved: outcome.couponRemoved,
    locale: input.locale,
  });
}
