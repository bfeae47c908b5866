import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { releaseCartHold } from '../inventory/release-cart-hold.js';
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

export interface ChangeCartItemInput {
  key: string;
  ticketTypeId: number;
  locale: Locale;
  channel?: Channel;
}

/**
 * Gives back held tickets under the cart's lock: `one` ticket (remove; the line goes at 0) or the
 * whole line (delete). Giving back never oversells, so the ticket type is not locked. A change of
 * the tickets removes the coupon (docs/product.md §4). On a seated performance the ticket type is
 * a line's price: `one` gives back its last seat, the line all its seats.
 */
export async function changeCartItem(
  deps: CartDeps,
  input: ChangeCartItemInput,
  change: 'one' | 'line',
): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const [meta] = (await deps.ticketMeta.get([input.ticketTypeId])).values();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw invalidCartKey();
    assertUsable(cart, input.channel ?? 'online');
    let zones = [input.ticketTypeId];
    if (meta?.seated) {
      const released = await releaseCartSeats(trx, cart.id, {
        priceTypeId: input.ticketTypeId,
        change,
      });
      if (released.seatIds.length === 0) throw new AppError('cart_item_not_found');
      zones = released.zoneIds;
    } else if (!(await releaseCartHold(trx, cart.id, input.ticketTypeId, change))) {
      throw new AppError('cart_item_not_found');
    }
    const couponRemoved = await releaseCartCoupon(trx, cart.id);
    return { cart, couponRemoved, zones, lines: await listCartLines(trx, cart.id) };
  });
  for (const zone of outcome.zones) deps.holds.released(zone);
  return cartReplyOf(deps, {
    lines: outcome.lines,
    couponId: null,
    remainingMs: outcome.cart.remaining_ms,
    couponRemoved: outcome.couponRemoved,
    locale: input.locale,
    channel: input.channel ?? 'online',
  });
}
