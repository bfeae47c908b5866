import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Moving a performance to a new date (decision 0048), SQL only. */

type Trx = Transaction<Database>;

/** The performance's row, locked: a move, a cancel and an edit of it wait for each other. */
export function lockPerformanceToMove(trx: Trx, eventId: number) {
  return trx
    .selectFrom('events as e')
    .select(['e.id', 'e.starts_at', 'e.sale_starts_at', 'e.sale_ends_at', 'e.cancelled_at'])
    .where('e.id', '=', eventId)
    .forUpdate('e')
    .executeTakeFirst();
}

/**
 * The performance starts at the new time. A sale end that has not passed keeps its distance to
 * the start (a sale "until the start" stays so); one that passed stays passed. The ticket lines
 * of the performance say the new start too: the tickets, the orders' pages and the e-mails print
 * them.
 */
export async function movePerformanceStart(
  trx: Trx,
  eventId: number,
  input: { from: Date; to: Date; now: Date },
): Promise<void> {
  const shift = `${input.to.getTime() - input.from.getTime()} milliseconds`;
  await trx
    .updateTable('events')
    .set({
      starts_at: input.to,
      sale_ends_at: sql<Date>`case when sale_ends_at is not null and sale_ends_at > ${input.now}
                                   then sale_ends_at + ${shift}::interval else sale_ends_at end`,
      updated_at: sql`clock_timestamp()`,
    })
    .where('id', '=', eventId)
    .execute();
  await trx
    .updateTable('order_items')
    .set({ event_start: input.to })
    .where('event_id', '=', eventId)
    .where('kind', '=', 'ticket')
    .execute();
}

export async function insertMove(
  trx: Trx,
  row: {
    event_id: number;
    old_starts_at: Date;
    new_starts_at: Date;
    refund_deadline: Date;
    note: string;
    moved_by: number;
  },
): Promise<number> {
  const inserted = await trx
    .insertInto('performance_moves')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Every paid order with valid tickets of the performance joins the move (once); their ids. */
export async function addMoveOrders(trx: Trx, moveId: number, eventId: number): Promise<number[]> {
  const { rows } = await sql<{ order_id: number }>`
    insert into performance_move_orders (move_id, order_id)
    select distinct ${moveId}::int, o.id
      from orders o
      join tickets k on k.order_id = o.id and k.status = 'valid'
      join order_items i on i.id = k.order_item_id
     where o.status = 'paid' and i.event_id = ${eventId}
    on conflict (move_id, order_id) do nothing
    returning order_id
  `.execute(trx);
  return rows.map((row) => row.order_id);
}

/** A move with its performance's names. */
export function findMove(db: Queryable, moveId: number) {
  return db
    .selectFrom('performance_moves as m')
    .innerJoin('events as e', 'e.id', 'm.event_id')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .select(['m.id', 'm.event_id', 'm.old_starts_at', 'm.new_starts_at', 'm.refund_deadline'])
    .select(['m.note', 'm.finished_at', 'p.name', 'p.name_en'])
    .select(
      sql<number>`(select count(*)::int from performance_moves n
                    where n.event_id = m.event_id and n.id <= m.id)`.as('sequence'),
    )
    .where('m.id', '=', moveId)
    .executeTakeFirst();
}

export async function listWaitingMoveOrders(db: Queryable, moveId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('performance_move_orders')
    .select('order_id')
    .where('move_id', '=', moveId)
    .where('status', '=', 'waiting')
    .orderBy('order_id')
    .execute();
  return rows.map((row) => row.order_id);
}

/** One order's row of the move, locked: of two runs of the job, the second finds it mailed. */
export function lockMoveOrder(trx: Trx, moveId: number, orderId: number) {
  return trx
    .selectFrom('performance_move_orders')
    .select(['status'])
    .where('move_id', '=', moveId)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function finishMoveOrder(
  trx: Trx,
  key: { moveId: number; orderId: number },
  outcome: { status: 'mailed'; tokenHash: string; at: Date } | { status: 'skipped' },
): Promise<void> {
  await trx
    .updateTable('performance_move_orders')
    .set(
      outcome.status === 'mailed'
        ? {
            status: 'mailed',
            token_hash: outcome.tokenHash,
            mailed_at: outcome.at,
            updated_at: sql`clock_timestamp()`,
          }
        : { status: 'skipped', updated_at: sql`clock_timestamp()` },
    )
    .where('move_id', '=', key.moveId)
    .where('order_id', '=', key.orderId)
    .where('status', '=', 'waiting')
    .execute();
}

export async function markMoveFinished(db: Queryable, moveId: number): Promise<void> {
  await db
    .updateTable('performance_moves')
    .set({ finished_at: sql`clock_timestamp()` })
    .where('id', '=', moveId)
    .where('finished_at', 'is', null)
    .execute();
}

/** What the move's e-mail says of an order: its buyer and its valid tickets of the performance. */
export async function findMoveMailFacts(trx: Trx, orderId: number, eventId: number) {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'buyer_name', 'buyer_email', 'language', 'user_id', 'link_origin'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const tickets = await trx
    .selectFrom('tickets as t')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .select(['t.id', 't.code', 't.order_item_id', 'i.name', 'i.name_en', 'i.seat'])
    .where('t.order_id', '=', orderId)
    .where('t.status', '=', 'valid')
    .where('i.event_id', '=', eventId)
    .orderBy('t.id')
    .execute();
  return { order, tickets };
}

/** The performance's moves, the newest first, with the mailing's counts and the refunds asked. */
export function listMoves(db: Queryable, eventId: number) {
  return db
    .selectFrom('performance_moves as m')
    .leftJoin('users as u', 'u.id', 'm.moved_by')
    .select(['m.id', 'm.old_starts_at', 'm.new_starts_at', 'm.refund_deadline', 'm.note'])
    .select(['m.created_at', 'm.finished_at', 'u.name as mover'])
    .select((eb) => [
      sql<number>`(select count(*)::int from performance_move_orders o where o.move_id = ${eb.ref('m.id')})`.as(
        'orders',
      ),
      sql<number>`(select count(*)::int from performance_move_orders o where o.move_id = ${eb.ref('m.id')} and o.status = 'waiting')`.as(
        'waiting',
      ),
      sql<number>`(select count(*)::int from performance_move_orders o where o.move_id = ${eb.ref('m.id')} and o.status = 'mailed')`.as(
        'mailed',
      ),
      sql<number>`(select count(*)::int from performance_move_orders o where o.move_id = ${eb.ref('m.id')} and o.refunded_at is not null)`.as(
        'refund_orders',
      ),
      sql<number>`(select coalesce(sum(o.refund_tickets), 0)::int from performance_move_orders o where o.move_id = ${eb.ref('m.id')})`.as(
        'refund_tickets',
      ),
      sql<number>`(select coalesce(sum(o.refund_amount), 0)::int from performance_move_orders o where o.move_id = ${eb.ref('m.id')})`.as(
        'refund_amount',
      ),
    ])
    .where('m.event_id', '=', eventId)
    .orderBy('m.id', 'desc')
    .execute();
}
