import { findCart } from './cart.repository.js';
import { hashCartKey, isIssuedCartKey, newCartKey } from './cart-key.js';
import type { CartDeps } from './cart-access.js';

/**
 * GET /cart/get-key[/{key}]: the key the client holds while it is still good (issued here, not
 * spent by an order, its ten minutes not over), otherwise a new one. A new key costs no database
 * write: the cart is created by its first ticket.
 */
export async function getCartKey(
  deps: Pick<CartDeps, 'db' | 'config'>,
  current?: string,
): Promise<{ cart_key: string }> {
  if (current !== undefined && isIssuedCartKey(deps.config.appSecret, current)) {
    const cart = await findCart(deps.db, hashCartKey(current));
    if (!cart || (!cart.retired && !cart.expired)) return { cart_key: current };
  }
  return { cart_key: newCartKey(deps.config.appSecret) };
}
