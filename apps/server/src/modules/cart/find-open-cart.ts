import type { Db } from '../../db/database.js';
import { hashCartKey } from './cart-key.js';
import { findCart } from './cart.repository.js';

/** The id of the cart a key names while its key is not spent (it may have expired); else null. */
export async function findOpenCartId(db: Db, key: string): Promise<number | null> {
  const cart = await findCart(db, hashCartKey(key));
  return cart && !cart.retired ? cart.id : null;
}
