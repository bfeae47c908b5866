import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decrementSold, releaseOrderCouponUse } from './inventory.repository.js';
import type { OrderedTickets } from './sell-order-holds.js';
import { releaseOrderSeats } from './seats.repository.js';

/**
 * A paid order that is cancelled gives its tickets back to sale, inside the caller's transaction:
 * `sold -= q` per ticket type under the types' row locks taken in id order (the inventory's lock
 * order, as when they were sold), its seats come free, and its consumed coupon use is released.
 * Answers how many tickets came back.
 */
export async function releaseOrderSales(
  trx: Transaction<Database>,
  orderId: number,
  tickets: readonly OrderedTickets[],
): Promise<number> {
  const sold = new Map<number, number>();
  for (const line of tickets) {
    sold.set(line.ticketTypeId, (sold.get(line.ticketTypeId) ?? 0) + line.quantity);
  }
  const back = await decrementSold(trx, sold);
  await releaseOrderSeats(trx, orderId);
  await releaseOrderCouponUse(trx, orderId);
  return back;
}
