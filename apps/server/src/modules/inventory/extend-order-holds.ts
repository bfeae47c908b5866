import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A payment was started: the order's live holds (and its reserved coupon use) last until `until`,
 * so the ten-minute countdown never ends a payment in flight. Expired holds are not revived: their
 * tickets were already free for others. Answers how many holds were extended.
 */
export async function extendOrderHolds(
  trx: Transaction<Database>,
  orderId: number,
  until: Date,
): Promise<number> {
  const extended = await trx
    .updateTable('holds')
    .set({ expires_at: sql<Date>`greatest(expires_at, ${until})` })
    .where('order_id', '=', orderId)
    .where(sql<boolean>`hold_is_live(expires_at, clock_timestamp())`)
    .executeTakeFirst();
  await trx
    .updateTable('coupon_uses')
    .set({ expires_at: sql<Date>`greatest(expires_at, ${until})` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'reserved')
    .execute();
  return Number(extended.numUpdatedRows);
}
