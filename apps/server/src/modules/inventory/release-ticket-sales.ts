import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decrementSold, releaseOrderCouponUse } from './inventory.repository.js';
import { releaseSeatsOfItems } from './seats.repository.js';

/** Refunded tickets of one order line: the line, the type that counts them, how many. */
export interface ReleasedTickets {
  orderItemId: number;
  /** The ticket type whose `sold` counts them (a seat sold at a concession: its zone). */
  ticketTypeId: number;
  quantity: number;
  /** A seat's line: its seat comes free. */
  seat: boolean;
}

/**
 * Some tickets of a paid order go back to sale (refunds per ticket, decision 0039), inside the
 * caller's transaction, which holds the order's lock: `sold` goes down per ticket type under the
 * types' locks in id order, their seats come free, and when no valid ticket of the order is left
 * its coupon use is released. Answers how many tickets came back.
 */
export async function releaseTicketSales(
  trx: Transaction<Database>,
  input: { orderId: number; tickets: readonly ReleasedTickets[]; lastOfOrder: boolean },
): Promise<number> {
  const sold = new Map<number, number>();
  for (const line of input.tickets) {
    sold.set(line.ticketTypeId, (sold.get(line.ticketTypeId) ?? 0) + line.quantity);
  }
  const back = await decrementSold(trx, sold);
  await releaseSeatsOfItems(
    trx,
    input.tickets.filter((line) => line.seat).map((line) => line.orderItemId),
  );
  if (input.lastOfOrder) await releaseOrderCouponUse(trx, input.orderId);
  return back;
}
