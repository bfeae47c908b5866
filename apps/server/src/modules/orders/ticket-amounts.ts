import type { Queryable } from '../../db/database.js';
import { listOrderTickets } from './moved-orders.repository.js';
import { listShareLines } from './ticket-refunds.repository.js';
import { sharesOfStored } from './ticket-shares.js';

/**
 * What each ticket of an order cost (its share by the split rule of decision 0039): what a refund
 * of it gives back. Tickets not of the order are left out.
 */
export async function ticketAmounts(db: Queryable, orderId: number): Promise<Map<number, number>> {
  const [lines, tickets] = await Promise.all([
    listShareLines(db, orderId),
    listOrderTickets(db, orderId),
  ]);
  const shares = sharesOfStored(lines, tickets);
  return new Map([...shares].map(([id, share]) => [id, share.total]));
}
