import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
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
 * A change of the seats a cart holds, under the cart's lock: `change` does it and answers the
 * zones it gave seats back to (their waiting adds are told). A change of the tickets removes the
 * coupon (docs/product.md §4); the reply is the cart after it.
 */
export async function changeCartSeats(
  deps: CartDeps,
  input: { key: string; locale: Locale; channel?: Channel },
  change: (trx: Transaction<Database>, cartId: number) => Promise<{ zonesGivenBack: number[] }>,
): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw invalidCartKey();
    assertUsable(cart, input.channel ?? 'online');
    const { zonesGivenBack } = await change(trx, cart.id);
    const couponRemoved = await releaseCartCoupon(trx, cart.id);
    return { cart, couponRemoved, zonesGivenBack, lines: await listCartLines(trx, cart.id) };
  });
  for (const zone of outcome.zonesGivenBack) deps.holds.released(zone);
  return cartReplyOf(deps, {
    lines: outcome.lines,
    couponId: null,
    remainingMs: outcome.cart.remaining_ms,
    couponRemoved: outcome.couponRemoved,
    locale: input.locale,
    channel: input.channel ?? 'online',
  });
}
