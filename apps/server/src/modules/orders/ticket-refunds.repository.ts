import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Refunding some tickets of an order (decision 0039), SQL only. */

type Trx = Transaction<Database>;

function lineKind(kind: string): 'ticket' | 'fee' | 'discount' {
  return kind === 'fee' || kind === 'discount' ? kind : 'ticket';
}

/** Every line of an order, as the ticket shares read them. */
export async function listShareLines(db: Queryable, orderId: number) {
  const rows = await db
    .selectFrom('order_items')
    .select(['id', 'kind', 'quantity', 'unit_price', 'total', 'unit_fee', 'discounted'])
    .select(sql<number | null>`coalesce(zone_id, ticket_type_id)`.as('counted_type_id'))
    .select(sql<boolean>`hall_seat_id is not null`.as('seat'))
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    kind: lineKind(row.kind),
  }));
}

/** Every ticket of an order (valid or not), locked for the refund. */
export function lockOrderTickets(trx: Trx, orderId: number) {
  return trx
    .selectFrom('tickets')
    .select(['id', 'code', 'status', 'order_item_id', 'checked_in_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * The tickets stop admitting: refunded by `refundId` (null: nothing was paid for them, or all of
 * it moved to the order of an exchange, `exchangedTo`: decision 0050).
 */
export async function markTicketsRefunded(
  trx: Trx,
  ticketIds: readonly number[],
  refundId: number | null,
  exchangedTo: number | null = null,
): Promise<void> {
  if (ticketIds.length === 0) return;
  await trx
    .updateTable('tickets')
    .set({
      status: 'cancelled',
      refund_id: refundId,
      exchanged_to_order_id: exchangedTo,
      cancelled_at: sql`clock_timestamp()`,
    })
    .where('id', 'in', [...ticketIds])
    .where('status', '=', 'valid')
    .execute();
}

/** The ids of an order's valid tickets, in id order. */
export async function listValidTicketIds(trx: Trx, orderId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('tickets')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** An order's valid tickets per line, as the inventory gives them back (zone for a seat). */
export async function listValidTicketLines(trx: Trx, orderId: number) {
  const { rows } = await sql<{
    order_item_id: number;
    ticket_type_id: number;
    quantity: number;
    seat: boolean;
  }>`
    select i.id as order_item_id, coalesce(i.zone_id, i.ticket_type_id) as ticket_type_id,
           count(*)::int as quantity, i.hall_seat_id is not null as seat
      from tickets t join order_items i on i.id = t.order_item_id
     where t.order_id = ${orderId} and t.status = 'valid'
       and coalesce(i.zone_id, i.ticket_type_id) is not null
     group by i.id
     order by i.id
  `.execute(trx);
  return rows.map((row) => ({
    orderItemId: row.order_item_id,
    ticketTypeId: row.ticket_type_id,
    quantity: row.quantity,
    seat: row.seat,
  }));
}

/** What the e-mail about tickets taken back needs of the order and of those tickets. */
export async function findRefundMailFacts(trx: Trx, orderId: number, ticketIds: readonly number[]) {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'buyer_name', 'buyer_email', 'language', 'user_id', 'link_origin'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const tickets =
    ticketIds.length === 0
      ? []
      : await trx
          .selectFrom('tickets as t')
          .innerJoin('order_items as i', 'i.id', 't.order_item_id')
          .select(['t.code', 'i.name', 'i.name_en', 'i.event_name', 'i.event_name_en'])
          .select(['i.event_start', 'i.seat'])
          .where('t.id', 'in', [...ticketIds])
          .orderBy('t.id')
          .execute();
  return { order, tickets };
}

/** The ids of an order's valid tickets of one performance, in id order. */
export async function listValidTicketIdsOfPerformance(
  trx: Trx,
  orderId: number,
  eventId: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('tickets as t')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .innerJoin('ticket_types as tt', 'tt.id', 'i.ticket_type_id')
    .select('t.id')
    .where('t.order_id', '=', orderId)
    .where('t.status', '=', 'valid')
    .where('tt.event_id', '=', eventId)
    .orderBy('t.id')
    .execute();
  return rows.map((row) => row.id);
}
