import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { priceCartSeats } from '../inventory/price-cart-seats.js';
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
 * POST /cart/{key}/seats/ticket-type: the price of seats the cart holds, chosen per seat in the
 * cart (a concession such as a student ticket, or the zone's own price again). Under the cart's
 * lock; the seats stay held. None of them held answers 404 `cart_item_not_found`; a price not
 * valid in a seat's zone 422. A change of the tickets removes the coupon (docs/product.md §4).
 */
export async function changeSeatTicketType(
  deps: CartDeps,
  input: {
    key: string;
    seatIds: readonly number[];
    eventId: number | null;
    ticketTypeId: number;
    locale: Locale;
    channel?: Channel;
  },
): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw invalidCartKey();
    assertUsable(cart, input.channel ?? 'online');
    const result = await priceCartSeats(trx, cart.id, {
      seatIds: input.seatIds,
      eventId: input.eventId,
      priceTypeId: input.ticketTypeId,
    });
    if (result.status === 'not_held') throw new AppError('cart_item_not_found');
    if (result.status === 'concession') {
      throw AppError.validation({ ticket_type_id: [{ key: 'validation.seat_concession' }] });
    }
    const couponRemoved = await releaseCartCoupon(trx, cart.id);
    return { cart, couponRemoved, lines: await listCartLines(trx, cart.id) };
  });
  return cartReplyOf(deps, {
    lines: outcome.lines,
    couponId: null,
    remainingMs: outcome.cart.remaining_ms,
    couponRemoved: outcome.couponRemoved,
    locale: input.locale,
  });
}
