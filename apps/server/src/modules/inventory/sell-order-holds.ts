import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { reclaimHolds } from './inventory.repository.js';
import { sellOrderSeats } from './seats.repository.js';

type Trx = Transaction<Database>;

export interface OrderedTickets {
  ticketTypeId: number;
  quantity: number;
}

/**
 * A confirmed payment turns the order's tickets into sales, inside the caller's transaction, under
 * the ticket types' row locks taken in id order (the inventory's lock order). A hold of the order
 * that still exists, expired or not, still counts in `held`, so its tickets are the order's:
 * `held -= q, sold += q`. Tickets whose hold was reclaimed meanwhile (a payment after the hold ran
 * out) are sold from free capacity when there is enough, after reclaiming other expired holds.
 * A seated performance's lines are counted on their zones (`tickets` names the zone of a seat
 * sold with a concession), and each seat line's seat becomes the order's.
 * All or nothing: when any type lacks tickets (or a seat was taken) nothing changes and the answer
 * is false.
 */
export async function sellOrderHolds(
  trx: Trx,
  orderId: number,
  tickets: readonly OrderedTickets[],
): Promise<boolean> {
  const wanted = new Map<number, number>();
  for (const line of tickets) {
    wanted.set(line.ticketTypeId, (wanted.get(line.ticketTypeId) ?? 0) + line.quantity);
  }
  const typeIds = [...wanted.keys()].sort((a, b) => a - b);
  if (typeIds.length === 0) return true;
  await trx
    .selectFrom('ticket_types')
    .select('id')
    .where('id', 'in', typeIds)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  await sql`savepoint sell_order_holds`.execute(trx);
  // Which seats: each seat line's seat, still the order's or free (decision 0036).
  if (!(await sellOrderSeats(trx, orderId))) {
    await sql`rollback to savepoint sell_order_holds`.execute(trx);
    return false;
  }
  for (const typeId of typeIds) {
    const need = wanted.get(typeId) ?? 0;
    const held = await trx
      .deleteFrom('holds')
      .where('order_id', '=', orderId)
      .where('ticket_type_id', '=', typeId)
      .returning('quantity')
      .execute();
    const fromHolds = Math.min(
      need,
      held.reduce((sum, hold) => sum + hold.quantity, 0),
    );
    const surplus = held.reduce((sum, hold) => sum + hold.quantity, 0) - fromHolds;
    const fromFree = need - fromHolds;
    if (fromHolds + surplus > 0) {
      await trx
        .updateTable('ticket_types')
        .set({ held: sql`held - ${fromHolds + surplus}`, sold: sql`sold + ${fromHolds}` })
        .where('id', '=', typeId)
        .execute();
    }
    if (fromFree === 0) continue;
    await reclaimHolds(trx, typeId);
    const taken = await trx
      .updateTable('ticket_types')
      .set({ sold: sql`sold + ${fromFree}` })
      .where('id', '=', typeId)
      .where(sql<boolean>`sold + held + ${fromFree} <= capacity`)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) {
      await sql`rollback to savepoint sell_order_holds`.execute(trx);
      return false;
    }
  }
  await sql`release savepoint sell_order_holds`.execute(trx);
  await trx
    .updateTable('coupon_uses')
    .set({ status: 'consumed', released_at: null })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['reserved', 'released'])
    .execute();
  return true;
}
