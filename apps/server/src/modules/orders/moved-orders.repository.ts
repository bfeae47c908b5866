import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** A buyer's link of a moved performance (decision 0048), SQL only. */

type Trx = Transaction<Database>;

const moveOrderColumns = [
  'mo.move_id',
  'mo.order_id',
  'mo.refunded_at',
  'mo.refund_tickets',
  'mo.refund_amount',
  'mo.refund_id',
  'm.event_id',
  'm.old_starts_at',
  'm.new_starts_at',
  'm.refund_deadline',
  'm.note',
  'm.moved_by',
  'o.language',
  'o.payment_method',
  'o.channel',
] as const;

/** The move's row of the order whose link has this token hash (mailed ones only). */
export function findMoveOrderByToken(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('performance_move_orders as mo')
    .innerJoin('performance_moves as m', 'm.id', 'mo.move_id')
    .innerJoin('orders as o', 'o.id', 'mo.order_id')
    .select(moveOrderColumns)
    .where('mo.token_hash', '=', tokenHash)
    .where('mo.status', '=', 'mailed')
    .executeTakeFirst();
}

/** The same, locked: two refund requests of one link wait for each other. */
export function lockMoveOrderByToken(trx: Trx, tokenHash: string) {
  return trx
    .selectFrom('performance_move_orders as mo')
    .innerJoin('performance_moves as m', 'm.id', 'mo.move_id')
    .innerJoin('orders as o', 'o.id', 'mo.order_id')
    .select(moveOrderColumns)
    .where('mo.token_hash', '=', tokenHash)
    .where('mo.status', '=', 'mailed')
    .forUpdate('mo')
    .executeTakeFirst();
}

export async function markMoveOrderRefunded(
  trx: Trx,
  key: { moveId: number; orderId: number },
  refund: { tickets: number; amount: number; refundId: number | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('performance_move_orders')
    .set({
      refunded_at: refund.at,
      refund_tickets: refund.tickets,
      refund_amount: refund.amount,
      refund_id: refund.refundId,
      updated_at: sql`clock_timestamp()`,
    })
    .where('move_id', '=', key.moveId)
    .where('order_id', '=', key.orderId)
    .execute();
}

/** Every ticket of an order (valid or not), as the ticket shares read them. */
export function listOrderTickets(db: Queryable, orderId: number) {
  return db
    .selectFrom('tickets')
    .select(['id', 'order_item_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The order's tickets of the performance: valid ones, and those a refund took back. */
export function listPerformanceTickets(db: Queryable, orderId: number, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .select(['t.id', 't.code', 't.status', 't.refund_id', 't.checked_in_at'])
    .select(['i.name', 'i.name_en', 'i.seat'])
    .where('t.order_id', '=', orderId)
    .where('i.event_id', '=', eventId)
    .orderBy('t.id')
    .execute();
}

/** The performance's title, venue and hall. */
export function findMovedPerformance(db: Queryable, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('halls as h', 'h.id', 'e.hall_id')
    .select(['p.name', 'p.name_en', 'v.name as venue', 'v.name_en as venue_en', 'v.address'])
    .select(['h.name as hall', 'h.name_en as hall_en'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}
