import { lockCart, type Channel } from './cart.repository.js';
import { releaseCartCoupon } from './coupons.repository.js';
import { assertUsable, invalidCartKey, keyHashOf, type CartDeps } from './cart-access.js';

/** POST /coupon/delete: the cart gives its coupon back (204; the client reloads the cart). */
export async function deleteCoupon(
  deps: CartDeps,
  key: string,
  channel: Channel = 'online',
): Promise<void> {
  const keyHash = keyHashOf(deps, key);
  await deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw invalidCartKey();
    assertUsable(cart, channel);
    await releaseCartCoupon(trx, cart.id);
  });
}
