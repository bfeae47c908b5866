import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderedTickets } from './sell-order-holds.js';
import { releaseOrderSeats } from './seats.repository.js';

/**
 * A paid order that is cancelled gives its tickets back to sale, inside the caller's transaction:
 * `sold -= q` per ticket type under the types' row locks taken in id order (the inventory's lock
 * order, as when they were sold), its seats come free, and its consumed coupon use is released. Answers how many
 * tickets came back.
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
  const typeIds = [...sold.keys()].sort((a, b) => a - b);
  let back = 0;
  if (typeIds.length > 0) {
    await trx
      .selectFrom('ticket_types')
      .select('id')
      .where('id', 'in', typeIds)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
    for (const typeId of typeIds) {
      const quantity = sold.get(typeId) ?? 0;
      // Never below zero (a constraint): a type whose counter was corrected by hand meanwhile.
      const result = await trx
        .updateTable('ticket_types')
        .set({ sold: sql`greatest(sold - ${quantity}, 0)` })
        .where('id', '=', typeId)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) back += quantity;
    }
  }
  await releaseOrderSeats(trx, orderId);
  await trx
    .updateTable('coupon_uses')
    .set({ status: 'released', released_at: sql`clock_timestamp()` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'consumed')
    .execute();
  return back;
}
