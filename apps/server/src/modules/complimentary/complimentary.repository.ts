import { newTicketCode } from '@theatre/contracts';
import { sql, type Transaction } from 'kysely';
import { writeAudit } from '../../db/audit-log.js';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/* The SQL of complimentary tickets (decision 0045). */

type Trx = Transaction<Database>;

export interface AllowanceRow {
  id: number;
  allowance: number;
  seated: boolean;
  starts_at: Date;
  cancelled_at: Date | null;
  event_name: string;
  event_name_en: string;
}

/**
 * A performance's allowance under its row lock (`for no key update`: two issues, or an issue and
 * a change of the allowance, take turns; a sale's foreign-key checks, which take `key share`, do
 * not wait). Taken before the ticket types' locks, the inventory's order.
 */
export async function lockAllowance(trx: Trx, eventId: number): Promise<AllowanceRow | undefined> {
  return trx
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .select([
      'e.id',
      'e.complimentary_allowance as allowance',
      sql<boolean>`e.seat_map_id is not null`.as('seated'),
      'e.starts_at',
      'e.cancelled_at',
      'p.name as event_name',
      'p.name_en as event_name_en',
    ])
    .where('e.id', '=', eventId)
    .forNoKeyUpdate('e')
    .executeTakeFirst();
}

/** The valid (not cancelled) complimentary tickets of a performance. */
export async function countValidComplimentary(db: Queryable, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('tickets as t')
    .innerJoin('complimentary_orders as c', 'c.order_id', 't.order_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('c.event_id', '=', eventId)
    .where('t.status', '=', 'valid')
    .executeTakeFirst();
  return row?.n ?? 0;
}

export async function setAllowance(trx: Trx, eventId: number, allowance: number): Promise<void> {
  await trx
    .updateTable('events')
    .set({ complimentary_allowance: allowance })
    .where('id', '=', eventId)
    .execute();
}

/** A ticket type of the performance that complimentary tickets can be of, with what is free. */
export async function findIssuableType(db: Queryable, eventId: number, ticketTypeId: number) {
  const types = await listIssuableTypes(db, eventId);
  return types.find((type) => type.id === ticketTypeId);
}

/**
 * The ticket types complimentary tickets can be of: general admission, every type; a seated
 * performance, its zones (a concession is a price, not seats).
 */
export async function listIssuableTypes(db: Queryable, eventId: number) {
  return db
    .selectFrom('ticket_type_availability as t')
    .select(['t.id', 't.name', 't.name_en', 't.available', 't.vat_rate', 't.sort_order'])
    .where('t.event_id', '=', eventId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ticket_type_zones as z')
            .select('z.zone_id')
            .whereRef('z.concession_id', '=', 't.id'),
        ),
      ),
    )
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

/** A complimentary order's line: a ticket type's tickets, or one seat (decision 0036). */
export interface ComplimentaryLine {
  ticket_type_id: number;
  name: string;
  name_en: string;
  quantity: number;
  /** A seat's line: the seat, its zone (the counters' type), its labels as issued. */
  hall_seat_id?: number;
  zone_id?: number;
  seat?: string;
}

/**
 * The order of complimentary tickets, settled at once (`paid`, 0 Ft, no payment), with its lines
 * at 0 Ft (the ticket types' VAT rates recorded as a sale's are), why and by whom it was issued,
 * and audited as stored like every order. Answers its id and its lines' ids.
 */
export async function insertComplimentaryOrder(
  trx: Trx,
  order: {
    event: AllowanceRow;
    recipient: { name: string; email: string; language: string };
    reason: string;
    note: string;
    issuedBy: number;
    at: Date;
  },
  lines: readonly ComplimentaryLine[],
): Promise<{ id: number; items: { id: number; quantity: number }[] }> {
  const { id } = await trx
    .insertInto('orders')
    .values({
      buyer_name: order.recipient.name,
      buyer_email: order.recipient.email,
      language: order.recipient.language,
      channel: 'complimentary',
      status: 'paid',
      payment_status: 1,
      payment_method: 2,
      total: 0,
      paid_at: order.at,
      expires_at: order.at,
      user_id: null,
      ticket_delivery: 'email',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await trx
    .insertInto('order_items')
    .values(
      lines.map((line) => ({
        ...line,
        order_id: id,
        kind: 'ticket',
        event_id: order.event.id,
        event_name: order.event.event_name,
        event_name_en: order.event.event_name_en,
        event_start: order.event.starts_at,
        unit_price: 0,
        total: 0,
        unit_fee: 0,
        vat_rate: sql<string>`(select t.vat_rate from ticket_types t where t.id = ${line.ticket_type_id})`,
      })),
    )
    .returning(['id', 'quantity'])
    .execute();
  await trx
    .insertInto('complimentary_orders')
    .values({
      order_id: id,
      event_id: order.event.id,
      reason: order.reason,
      note: order.note,
      issued_by: order.issuedBy,
    })
    .execute();
  await writeAudit(trx, {
    action: 'order.stored',
    entity: 'order',
    entityId: id,
    data: { total: 0, channel: 'complimentary' },
  });
  return { id, items };
}

/** The tickets of the order's lines, one per admission, each with a new code. */
export async function insertComplimentaryTickets(
  trx: Trx,
  orderId: number,
  eventId: number,
  items: readonly { id: number; quantity: number }[],
): Promise<void> {
  await trx
    .insertInto('tickets')
    .values(
      items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          order_id: orderId,
          order_item_id: item.id,
          event_id: eventId,
          code: newTicketCode(),
        })),
      ),
    )
    .execute();
}

/** Seats of a performance by hall seat id: their zone, and whether they are blocked. */
export async function listSeatZones(trx: Trx, eventId: number, seatIds: readonly number[]) {
  return trx
    .selectFrom('performance_seats')
    .select([
      'hall_seat_id',
      'ticket_type_id as zone_id',
      sql<boolean>`blocked_reason is not null`.as('blocked'),
    ])
    .where('event_id', '=', eventId)
    .where('hall_seat_id', 'in', [...seatIds])
    .orderBy('hall_seat_id')
    .execute();
}

/** A performance's complimentary orders, latest first, with their tickets and seats. */
export async function listComplimentaryOrders(db: Queryable, eventId: number) {
  const { rows } = await sql<{
    order_id: number;
    status: string;
    reason: string;
    note: string;
    recipient_name: string;
    recipient_email: string;
    language: string;
    tickets: number;
    seats: unknown[] | null;
    ticket_type_name: string | null;
    ticket_type_name_en: string | null;
    issued_by: string | null;
    created_at: Date;
  }>`
    select c.order_id, o.status, c.reason, c.note, o.buyer_name as recipient_name,
           o.buyer_email as recipient_email, o.language,
           (select count(*)::int from tickets t where t.order_id = o.id and t.status = 'valid')
             as tickets,
           (select jsonb_agg(oi.seat order by oi.id) from order_items oi
             where oi.order_id = o.id and oi.seat is not null) as seats,
           (select min(oi.name) from order_items oi where oi.order_id = o.id) as ticket_type_name,
           (select min(oi.name_en) from order_items oi where oi.order_id = o.id)
             as ticket_type_name_en,
           coalesce(nullif(u.name, ''), u.email) as issued_by, c.created_at
      from complimentary_orders c
      join orders o on o.id = c.order_id
      left join users u on u.id = c.issued_by
     where c.event_id = ${eventId}
     order by c.created_at desc, c.order_id desc
  `.execute(db);
  return rows;
}
