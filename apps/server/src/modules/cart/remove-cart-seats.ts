import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { releaseCartSeats } from '../inventory/release-seats.js';
import type { Channel } from './cart.repository.js';
import type { CartDeps } from './cart-access.js';
import { changeCartSeats } from './change-cart-seats.js';

/**
 * POST /cart/{key}/seats/remove: gives back seats the cart holds, under the cart's lock. Seats
 * it does not hold are passed over; none of them held answers 404 `cart_item_not_found`. A change
 * of the tickets removes the coupon (docs/product.md §4).
 */
export function removeCartSeats(
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
  return changeCartSeats(deps, input, async (trx, cartId) => {
    const released = await releaseCartSeats(trx, cartId, {
      seatIds: input.seatIds,
      eventId: input.eventId,
    });
    if (released.seatIds.length === 0) throw new AppError('cart_item_not_found');
    return { zonesGivenBack: released.zoneIds };
  });
}
