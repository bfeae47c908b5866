import type { CartReply } from '@theatre/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findHoldsExpiry } from '../inventory/find-holds-expiry.js';
import { handHoldsToOrder } from '../inventory/hand-holds-to-order.js';
import { invalidCartKey, keyHashOf, type CartDeps } from './cart-access.js';
import { listCartLines, loadTicketMeta, lockCart, type Channel } from './cart.repository.js';
import { buildCartReply, couponApplies, type CartLine, type TicketMeta } from './cart-view.js';
import { loadCoupon } from './coupons.repository.js';
import { ticketMetaOf } from './ticket-meta-cache.js';
import { chargesTechFee, metaForChannel } from './channel-fee.js';

type Trx = Transaction<Database>;

/** A cart locked for ordering, priced from the database (never from a cache or the client). */
export interface CartForOrder {
  cartId: number;
  couponId: number | null;
  /** When the cart's holds expire. */
  expiresAt: Date;
  lines: CartLine[];
  meta: Map<number, TicketMeta>;
  /** The ticket types the cart's coupon reduces; null without a coupon. */
  discountedTypes: ReadonlySet<number> | null;
  /** The lines and totals the buyer saw in the review step, recomputed now. */
  priced: CartReply;
}

/**
 * The first half of storing an order (decision 0012), inside the caller's transaction: locks the
 * cart (carts come first in the lock order) and prices it. A key never used is an empty cart; a
 * spent key (its order was stored) is an invalid key; a cart whose ten minutes are over has
 * expired.
 */
export async function takeCartForOrder(
  trx: Trx,
  deps: Pick<CartDeps, 'config'>,
  key: string,
  channel: Channel,
): Promise<CartForOrder> {
  const cart = await lockCart(trx, keyHashOf(deps, key));
  if (!cart) throw new AppError('cart_empty', {}, { cart_key: [{ key: 'errors.cart_empty' }] });
  if (cart.retired || cart.channel !== channel) throw invalidCartKey();
  const lines = await listCartLines(trx, cart.id);
  if (lines.length === 0) {
    throw new AppError('cart_empty', {}, { cart_key: [{ key: 'errors.cart_empty' }] });
  }
  if (cart.expired) throw new AppError('cart_expired');
  const expiry = await findHoldsExpiry(trx, cart.id);
  const rows = await loadTicketMeta(
    trx,
    lines.map((line) => line.ticketTypeId),
  );
  // The box office charges the technical fee only when the setting says so (decision 0044): then
  // the order has no fee line and its tickets no fee share.
  const meta = metaForChannel(
    new Map(rows.map((row) => [row.id, ticketMetaOf(row)])),
    await chargesTechFee(trx, channel),
  );
  const coupon = cart.coupon_id === null ? undefined : await loadCoupon(trx, cart.coupon_id);
  const priced = buildCartReply({
    lines,
    meta,
    coupon: coupon ?? null,
    remainingMs: cart.remaining_ms ?? 0,
  });
  return {
    cartId: cart.id,
    couponId: coupon ? cart.coupon_id : null,
    expiresAt: new Date(expiry),
    lines,
    meta,
    discountedTypes: coupon
      ? new Set(
          [...meta.values()].filter((ticket) => couponApplies(coupon, ticket)).map((t) => t.id),
        )
      : null,
    priced,
  };
}

/**
 * The second half: the cart's holds move to the order (they keep counting against capacity until
 * they expire or are sold), its coupon use is reserved for the order, and the key is spent.
 */
export async function handOverCart(
  trx: Trx,
  cart: CartForOrder,
  order: { id: number; userId: number | null; email: string },
): Promise<void> {
  await handHoldsToOrder(trx, cart.cartId, order.id);
  await trx
    .updateTable('coupon_uses')
    .set({
      status: 'reserved',
      order_id: order.id,
      user_id: order.userId,
      email: order.email,
      expires_at: cart.expiresAt,
    })
    .where('cart_id', '=', cart.cartId)
    .where('status', '=', 'held')
    .execute();
  await trx
    .updateTable('carts')
    .set({ retired_at: sql`clock_timestamp()` })
    .where('id', '=', cart.cartId)
    .execute();
}
