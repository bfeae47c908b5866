import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { moveCartHoldsToOrder } from './inventory.repository.js';

/**
 * An order is stored from a cart (the caller holds the cart's lock): the cart's holds become the
 * order's, with their expiry, and keep counting against capacity until they expire or are sold.
 */
export function handHoldsToOrder(
  trx: Transaction<Database>,
  cartId: number,
  orderId: number,
): Promise<void> {
  return moveCartHoldsToOrder(trx, cartId, orderId);
}
