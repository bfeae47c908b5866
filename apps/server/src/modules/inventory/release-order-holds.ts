import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * An order that will not be paid (expired, or refunded because its tickets were gone) gives its
 * holds back to the ticket types and releases its reserved coupon use. Answers how many tickets
 * came back.
 */
export async function releaseOrderHolds(
  trx: Transaction<Database>,
  orderId: number,
): Promise<number> {
  const gone = await trx
    .deleteFrom('holds')
    .where('order_id', '=', orderId)
    .returning(['ticket_type_id', 'quantity'])
    .execute();
  let back = 0;
  for (const hold of [...gone].sort((a, b) => a.ticket_type_id - b.ticket_type_id)) {
    await trx
      .updateTable('ticket_types')
      .set({ held: sql`held - ${hold.quantity}` })
      .where('id', '=', hold.ticket_type_id)
      .execute();
    back += hold.quantity;
  }
  await trx
    .updateTable('coupon_uses')
    .set({ status: 'released', released_at: sql`clock_timestamp()` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'reserved')
    .execute();
  return back;
}
