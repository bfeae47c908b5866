import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/*
 * The reports' SQL (issue 7): aggregates over the orders, their lines, the ticket types and the
 * live holds, for a range of Budapest days. Only paid orders count: a cancelled order is not a
 * sale, an expired or unpaid one never was.
 */

/** The first instant of a Budapest day, and the first instant after another. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Budapest'`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Europe/Budapest'`;

export interface TicketTypeSalesRow {
  event_id: number;
  name: string;
  name_en: string;
  venue_name: string;
  starts_at: Date;
  published: boolean;
  /** Null for a performance without ticket types. */
  ticket_type_id: number | null;
  type_name: string | null;
  type_name_en: string | null;
  price: number;
  capacity: number;
  sold: number;
  held: number;
  gross_revenue: number;
  discount: number;
}

/**
 * Per ticket type of the performances that start in the range: capacity, the tickets of paid
 * orders and what they brought (gross, and the coupons' discount split over each order's tickets
 * in proportion to their price, largest remainder, so an order's parts add up to its discount),
 * and the tickets held now by live carts and unpaid orders. Earliest performance first.
 */
export async function listTicketTypeSales(
  db: Queryable,
  range: { from: string; to: string },
): Promise<TicketTypeSalesRow[]> {
  // Sums of bigints come back from pg as text.
  const result = await sql<
    Omit<TicketTypeSalesRow, 'gross_revenue' | 'discount'> & {
      gross_revenue: string | number;
      discount: string | number;
    }
  >`
    with ev as (
      select e.id, e.starts_at, e.published, p.name, p.name_en, v.name as venue_name
        from events e
        join productions p on p.id = e.production_id
        join venues v on v.id = e.venue_id
       where e.starts_at >= ${dayStart(range.from)} and e.starts_at < ${dayEnd(range.to)}
    ),
    types as (
      select t.* from ticket_types t where t.event_id in (select ev.id from ev)
    ),
    -- Every ticket line of the paid orders that have a ticket of these performances: the
    -- discount is split over all of an order's tickets, also those of other performances.
    lines as (
      select oi.id, oi.order_id, oi.ticket_type_id, oi.quantity, oi.total, o.discount,
             sum(oi.total) over (partition by oi.order_id) as base
        from order_items oi
        join orders o on o.id = oi.order_id
       where oi.kind = 'ticket' and o.status = 'paid'
         and oi.order_id in (
           select x.order_id from order_items x
            where x.kind = 'ticket' and x.ticket_type_id in (select types.id from types)
         )
    ),
    shares as (
      select l.*,
             case when l.base > 0 then (l.discount::bigint * l.total) / l.base else 0 end as floor_share,
             case when l.base > 0 then (l.discount::bigint * l.total) % l.base else 0 end as remainder
        from lines l
    ),
    allocated as (
      select s.ticket_type_id, s.quantity, s.total,
             s.floor_share + case
               when row_number() over (partition by s.order_id order by s.remainder desc, s.id)
                    <= s.discount - sum(s.floor_share) over (partition by s.order_id)
               then 1 else 0 end as line_discount
        from shares s
    ),
    sold as (
      select a.ticket_type_id, sum(a.quantity) as sold, sum(a.total) as gross,
             sum(a.line_discount) as discount
        from allocated a
       where a.ticket_type_id in (select types.id from types)
       group by a.ticket_type_id
    )
    select ev.id as event_id, ev.name, ev.name_en, ev.venue_name, ev.starts_at, ev.published,
           t.id as ticket_type_id, t.name as type_name, t.name_en as type_name_en,
           coalesce(t.price, 0)::int as price,
           coalesce(t.capacity, 0)::int as capacity,
           coalesce(s.sold, 0)::int as sold,
           coalesce((select sum(h.quantity) from holds h
                      where h.ticket_type_id = t.id and h.expires_at > now()), 0)::int as held,
           coalesce(s.gross, 0)::bigint as gross_revenue,
           coalesce(s.discount, 0)::bigint as discount
      from ev
      left join types t on t.event_id = ev.id
      left join sold s on s.ticket_type_id = t.id
     order by ev.starts_at, ev.id, t.sort_order, t.id
  `.execute(db);
  return result.rows.map((row) => ({
    ...row,
    gross_revenue: Number(row.gross_revenue),
    discount: Number(row.discount),
  }));
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
 * when it was paid without one, at the desk), what was given back on them (refunds asked for and
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
      select o.id, o.channel, o.total,
             to_char(o.paid_at at time zone 'Europe/Budapest', 'YYYY-MM-DD') as day
        from orders o
       where o.status = 'paid'
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
