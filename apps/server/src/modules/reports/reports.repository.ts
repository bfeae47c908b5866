import { budapestDayEnd, budapestDayStart } from '@theatre/i18n';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/*
 * The reports' SQL (decision 0020): aggregates over the orders, their lines, the ticket types and
 * the live holds, for a range of Budapest days. Only paid orders count: a cancelled order is not a
 * sale, an expired or unpaid one never was. A complimentary order (decision 0045) is no sale
 * either: it is counted apart (listComplimentaryCounts), never as a sale at 0 Ft.
 */

/** The first instant of a Budapest day, and the first instant after another: the one clock's. */
const dayStart = (day: string) => sql`${budapestDayStart(day).toISOString()}::timestamptz`;
const dayEnd = (day: string) => sql`${budapestDayEnd(day).toISOString()}::timestamptz`;

export interface RangeTicketTypeRow {
  event_id: number;
  name: string;
  name_en: string;
  venue_name: string;
  venue_name_en: string;
  starts_at: Date;
  published: boolean;
  /** Null for a performance without ticket types. */
  ticket_type_id: number | null;
  type_name: string | null;
  type_name_en: string | null;
  price: number;
  capacity: number;
  held: number;
}

/**
 * The performances that start in the range with their ticket types (earliest performance first):
 * capacity, price, and the tickets held now by live carts and unpaid orders.
 */
export async function listRangeTicketTypes(
  db: Queryable,
  range: { from: string; to: string },
): Promise<RangeTicketTypeRow[]> {
  const result = await sql<RangeTicketTypeRow>`
    select e.id as event_id, p.name, p.name_en, v.name as venue_name,
           v.name_en as venue_name_en, e.starts_at, e.published,
           t.id as ticket_type_id, t.name as type_name, t.name_en as type_name_en,
           coalesce(t.price, 0)::int as price,
           coalesce(t.capacity, 0)::int as capacity,
           coalesce(t.live_held, 0)::int as held
      from events e
      join productions p on p.id = e.production_id
      join venues v on v.id = e.venue_id
      left join ticket_type_availability t on t.event_id = e.id
     where e.starts_at >= ${dayStart(range.from)} and e.starts_at < ${dayEnd(range.to)}
     order by e.starts_at, e.id, t.sort_order, t.id
  `.execute(db);
  return result.rows;
}

/** A line of a paid order, for the VAT split (decision 0023). */
export interface PaidLineRow {
  order_id: number;
  kind: string;
  ticket_type_id: number | null;
  quantity: number;
  unit_price: number;
  total: number;
  vat_rate: string;
  discounted: boolean | null;
}

const paidLineColumns = sql`oi.order_id, oi.kind, oi.ticket_type_id, oi.quantity, oi.unit_price,
  oi.total, oi.vat_rate, oi.discounted`;

/**
 * Every line (tickets, fees, discounts) of the paid orders that have a ticket of these ticket
 * types, in order: a coupon is split over an order's tickets, also those of other performances.
 */
export async function listPaidLinesOfTypes(
  db: Queryable,
  ticketTypeIds: readonly number[],
): Promise<PaidLineRow[]> {
  if (ticketTypeIds.length === 0) return [];
  const result = await sql<PaidLineRow>`
    select ${paidLineColumns}
      from order_items oi
      join orders o on o.id = oi.order_id
     where o.status = 'paid' and o.channel <> 'complimentary'
       and oi.order_id in (
         select x.order_id from order_items x
          where x.kind = 'ticket' and x.ticket_type_id in (${sql.join(ticketTypeIds)})
       )
     order by oi.order_id, oi.id
  `.execute(db);
  return result.rows;
}

/** Every line of the orders paid in the range (Budapest days), in order. */
export async function listPaidLinesInRange(
  db: Queryable,
  range: { from: string; to: string },
): Promise<PaidLineRow[]> {
  const result = await sql<PaidLineRow>`
    select ${paidLineColumns}
      from order_items oi
      join orders o on o.id = oi.order_id
     where o.status = 'paid' and o.channel <> 'complimentary'
       and o.paid_at >= ${dayStart(range.from)} and o.paid_at < ${dayEnd(range.to)}
     order by oi.order_id, oi.id
  `.execute(db);
  return result.rows;
}

export interface RevenueDayRow {
  day: string;
  channel: 'online' | 'box_office';
  orders: number;
  received: number;
  refunded: number;
  tickets: number;
}

/**
 * Per Budapest day of payment and channel, the paid orders paid in the range: how many, what was
 * taken for them (their provider payments, a surplus second payment included; the order's total
 * when it was paid without one, at the desk, less an exchange's credit, which was taken for the old
 * order: decision 0050), what was given back on them (refunds asked for and
 * not failed), and their tickets.
 */
export async function listRevenueDays(
  db: Queryable,
  range: { from: string; to: string },
): Promise<RevenueDayRow[]> {
  const result = await sql<
    Omit<RevenueDayRow, 'received' | 'refunded'> & {
      received: string | number;
      refunded: string | number;
    }
  >`
    with paid as (
      select o.id, o.channel, o.total - o.exchange_credit as total,
             to_char(o.paid_at at time zone 'Europe/Budapest', 'YYYY-MM-DD') as day
        from orders o
       where o.status = 'paid' and o.channel <> 'complimentary'
         and o.paid_at >= ${dayStart(range.from)} and o.paid_at < ${dayEnd(range.to)}
    ),
    money as (
      select paid.day, paid.channel,
             coalesce((select sum(p.total) from payments p
                        where p.order_id = paid.id and p.status in ('finished', 'refunded')),
                      paid.total) as received,
             coalesce((select sum(r.amount) from refunds r
                        where r.order_id = paid.id and r.status <> 'failed'), 0) as refunded,
             coalesce((select sum(oi.quantity) from order_items oi
                        where oi.order_id = paid.id and oi.kind = 'ticket'), 0) as tickets
        from paid
    )
    select day, channel, count(*)::int as orders, sum(received)::bigint as received,
           sum(refunded)::bigint as refunded, sum(tickets)::int as tickets
      from money
     group by day, channel
     order by day, channel
  `.execute(db);
  return result.rows.map((row) => ({
    ...row,
    received: Number(row.received),
    refunded: Number(row.refunded),
  }));
}

/**
 * The valid complimentary tickets (decision 0045) of the performances starting in the range, per
 * performance: given away, not sold, so the sales figures leave them out.
 */
export async function listComplimentaryCounts(
  db: Queryable,
  range: { from: string; to: string },
): Promise<Map<number, number>> {
  const result = await sql<{ event_id: number; tickets: number }>`
    select c.event_id, count(*)::int as tickets
      from complimentary_orders c
      join events e on e.id = c.event_id
      join tickets t on t.order_id = c.order_id and t.status = 'valid'
     where e.starts_at >= ${dayStart(range.from)} and e.starts_at < ${dayEnd(range.to)}
     group by c.event_id
  `.execute(db);
  return new Map(result.rows.map((row) => [row.event_id, row.tickets]));
}
