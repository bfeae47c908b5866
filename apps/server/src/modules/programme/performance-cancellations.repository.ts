import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Cancelling a whole performance (decision 0047), SQL only. */

type Trx = Transaction<Database>;

/** The performance's row, locked: a cancel and its changes and publishing wait for each other. */
export function lockPerformanceToCancel(trx: Trx, eventId: number) {
  return trx
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .select(['e.id', 'e.starts_at', 'e.cancelled_at', 'p.name', 'p.name_en'])
    .where('e.id', '=', eventId)
    .forUpdate('e')
    .executeTakeFirst();
}

/** The performance will not take place: its sale ends now (every sale path reads the window). */
export async function markPerformanceCancelled(
  trx: Trx,
  eventId: number,
  input: { reason: string; at: Date },
): Promise<void> {
  await trx
    .updateTable('events')
    .set({
      cancelled_at: input.at,
      cancellation_reason: input.reason,
      sale_ends_at: sql<Date>`case when sale_ends_at is null or sale_ends_at > ${input.at}
                                   then ${input.at}::timestamptz else sale_ends_at end`,
      updated_at: sql`clock_timestamp()`,
    })
    .where('id', '=', eventId)
    .execute();
}

export async function insertCancellation(
  trx: Trx,
  row: { event_id: number; reason: string; requested_by: number },
): Promise<number> {
  const inserted = await trx
    .insertInto('performance_cancellations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A cancellation with its performance (name, start) and who asked for it. */
export function findCancellation(db: Queryable, by: { eventId: number } | { id: number }) {
  let query = db
    .selectFrom('performance_cancellations as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .leftJoin('users as u', 'u.id', 'c.requested_by')
    .select(['c.id', 'c.event_id', 'c.reason', 'c.requested_by', 'c.created_at'])
    .select(['c.finished_at', 'e.starts_at', 'p.name', 'p.name_en', 'u.name as requester']);
  query = 'id' in by ? query.where('c.id', '=', by.id) : query.where('c.event_id', '=', by.eventId);
  return query.executeTakeFirst();
}

/** A repeated cancel: the refused orders are tried again, the job has work again. */
export async function reopenCancellation(trx: Trx, cancellationId: number): Promise<void> {
  await trx
    .updateTable('performance_cancellation_orders')
    .set({ status: 'waiting', updated_at: sql`clock_timestamp()` })
    .where('cancellation_id', '=', cancellationId)
    .where('status', '=', 'failed')
    .execute();
  await trx
    .updateTable('performance_cancellations')
    .set({ finished_at: null })
    .where('id', '=', cancellationId)
    .execute();
}

/** Orders still awaiting payment that hold tickets of the performance. */
export async function listAwaitingOrders(db: Queryable, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.status', '=', 'awaiting_payment')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('holds as h')
          .innerJoin('ticket_types as t', 't.id', 'h.ticket_type_id')
          .select('h.id')
          .whereRef('h.order_id', '=', 'o.id')
          .where('t.event_id', '=', eventId),
      ),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every paid order with valid tickets of the performance joins the cancellation (once). */
export async function addPaidOrders(
  db: Queryable,
  cancellationId: number,
  eventId: number,
): Promise<void> {
  await sql`
    insert into performance_cancellation_orders (cancellation_id, order_id)
    select distinct ${cancellationId}::int, o.id
      from orders o
      join tickets k on k.order_id = o.id and k.status = 'valid'
      join order_items i on i.id = k.order_item_id
      join ticket_types t on t.id = i.ticket_type_id
     where o.status = 'paid' and t.event_id = ${eventId}
    on conflict (cancellation_id, order_id) do nothing
  `.execute(db);
}

export async function listWaitingOrders(db: Queryable, cancellationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('performance_cancellation_orders')
    .select('order_id')
    .where('cancellation_id', '=', cancellationId)
    .where('status', '=', 'waiting')
    .orderBy('order_id')
    .execute();
  return rows.map((row) => row.order_id);
}

/** One order's row of the cancellation, locked (after the order's own lock). */
export function lockCancellationOrder(trx: Trx, cancellationId: number, orderId: number) {
  return trx
    .selectFrom('performance_cancellation_orders')
    .select(['status'])
    .where('cancellation_id', '=', cancellationId)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function finishCancellationOrder(
  db: Queryable,
  key: { cancellationId: number; orderId: number },
  outcome:
    | { status: 'done'; tickets: number; amount: number; refundId: number | null }
    | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .updateTable('performance_cancellation_orders')
    .set(
      outcome.status === 'done'
        ? {
            status: 'done',
            tickets: outcome.tickets,
            amount: outcome.amount,
            refund_id: outcome.refundId,
            error: null,
            updated_at: sql`clock_timestamp()`,
          }
        : {
            status: 'failed',
            error: outcome.error,
            attempts: sql`attempts + 1`,
            updated_at: sql`clock_timestamp()`,
          },
    )
    .where('cancellation_id', '=', key.cancellationId)
    .where('order_id', '=', key.orderId)
    .where('status', '=', 'waiting')
    .execute();
}

/** When the last hold of the performance made before the cancel runs out; null: none is live. */
export async function findLastLiveHold(db: Queryable, eventId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('live_holds as h')
    .innerJoin('ticket_types as t', 't.id', 'h.ticket_type_id')
    .select(sql<Date | null>`max(h.expires_at)`.as('until'))
    .where('t.event_id', '=', eventId)
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}

export async function markCancellationFinished(
  db: Queryable,
  cancellationId: number,
): Promise<void> {
  await db
    .updateTable('performance_cancellations')
    .set({ finished_at: sql`clock_timestamp()` })
    .where('id', '=', cancellationId)
    .where('finished_at', 'is', null)
    .execute();
}

/** The cancellation's orders with the buyer and how each one's money goes back. */
export function listCancellationOrders(db: Queryable, cancellationId: number) {
  return db
    .selectFrom('performance_cancellation_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .leftJoin('refunds as r', 'r.id', 'c.refund_id')
    .select(['c.order_id', 'o.buyer_name', 'c.status', 'c.tickets', 'c.amount', 'c.error'])
    .select(['c.attempts', 'r.method as refund_method'])
    .where('c.cancellation_id', '=', cancellationId)
    .orderBy('c.order_id')
    .execute();
}
