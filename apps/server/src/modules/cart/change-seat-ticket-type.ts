import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { priceCartSeats } from '../inventory/price-cart-seats.js';
import type { Channel } from './cart.repository.js';
import type { CartDeps } from './cart-access.js';
import { changeCartSeats } from './change-cart-seats.js';

/**
 * POST /cart/{key}/seats/ticket-type: the price of seats the cart holds, chosen per seat in the
 * cart (a concession such as a student ticket, or the zone's own price again). Under the cart's
 * lock; the seats stay held. None of them held answers 404 `cart_item_not_found`; a price not
 * valid in a seat's zone 422. A change of the tickets removes the coupon (docs/product.md §4).
 */
export function changeSeatTicketType(
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
  return changeCartSeats(deps, input, async (trx, cartId) => {
    const result = await priceCartSeats(trx, cartId, {
      seatIds: input.seatIds,
      eventId: input.eventId,
      priceTypeId: input.ticketTypeId,
    });
    if (result.status === 'not_held') throw new AppError('cart_item_not_found');
    if (result.status === 'concession') {
      throw AppError.validation({ ticket_type_id: [{ key: 'validation.seat_concession' }] });
    }
    return { zonesGivenBack: [] };
  });
}
