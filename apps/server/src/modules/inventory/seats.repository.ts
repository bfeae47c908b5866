import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The seats' SQL (decision 0036): which seat a hold or a sale has. The zones' counters
 * (`ticket_types.held`, `sold`) stay the truth for how many; `performance_seats` says which. A
 * seat is free when it has a zone, no block, no sale, and no live hold (`hold_is_live`, migration
 * 0018: a hold frees its seats the instant it expires, before any sweep).
 */

type Trx = Transaction<Database>;

/** A seat of a performance as a hold sees it, for the caller's cart. */
export interface SeatForHold {
  hallSeatId: number;
  zoneId: number | null;
  blocked: boolean;
  sold: boolean;
  /** Held by a live hold of another cart or order. */
  heldByOther: boolean;
  /** Held by a live hold of this cart. */
  mine: boolean;
}

export async function readSeatsForHold(
  db: Queryable,
  eventId: number,
  seatIds: readonly number[],
  cartId: number | null,
): Promise<SeatForHold[]> {
  const { rows } = await sql<{
    hall_seat_id: number;
    ticket_type_id: number | null;
    blocked: boolean;
    sold: boolean;
    live: boolean;
    hold_cart: number | null;
  }>`
    select ps.hall_seat_id, ps.ticket_type_id, ps.blocked_reason is not null as blocked,
           ps.order_item_id is not null as sold,
           coalesce(hold_is_live(h.expires_at, clock_timestamp()), false) as live,
           h.cart_id as hold_cart
      from performance_seats ps
      left join holds h on h.id = ps.hold_id
     where ps.event_id = ${eventId} and ps.hall_seat_id = any (${[...seatIds]}::int[])
     order by ps.hall_seat_id
  `.execute(db);
  return rows.map((row) => {
    const mine = row.live && cartId !== null && Number(row.hold_cart) === cartId;
    return {
      hallSeatId: row.hall_seat_id,
      zoneId: row.ticket_type_id,
      blocked: row.blocked,
      sold: row.sold,
      heldByOther: row.live && !mine,
      mine,
    };
  });
}

/**
 * The hold statement: takes the seats for the cart's hold rows of their zones (written by the
 * grant just before), only those free now; one statement, run under the zones' row locks (so two
 * carts that want a seat, which has one zone, take turns on that zone's lock). Answers the seats
 * taken; the caller rolls back unless it got all it asked for.
 */
export async function takeSeats(
  trx: Trx,
  input: {
    eventId: number;
    seatIds: readonly number[];
    cartId: number;
    priceTypeId: number | null;
  },
): Promise<number[]> {
  const seats = [...input.seatIds].sort((a, b) => a - b);
  const { rows } = await sql<{ hall_seat_id: number }>`
    update performance_seats ps
       set hold_id = z.id, price_type_id = ${input.priceTypeId}::int
      from holds z
     where z.cart_id = ${input.cartId}
       and z.ticket_type_id = ps.ticket_type_id
       and ps.event_id = ${input.eventId}
       and ps.hall_seat_id = any (${seats}::int[])
       and ps.blocked_reason is null
       and ps.order_item_id is null
       and (ps.hold_id is null or not exists (
             select 1 from holds h
              where h.id = ps.hold_id and hold_is_live(h.expires_at, clock_timestamp())))
    returning ps.hall_seat_id
  `.execute(trx);
  return rows.map((row) => row.hall_seat_id);
}

/** The seats a cart holds (live), with their zone and hold row. */
export async function listCartSeats(
  db: Queryable,
  cartId: number,
): Promise<
  { eventId: number; hallSeatId: number; zoneId: number; holdId: number; priceTypeId: number }[]
> {
  const { rows } = await sql<{
    event_id: number;
    hall_seat_id: number;
    zone_id: number;
    hold_id: string | number;
    price_type_id: number;
  }>`
    select ps.event_id, ps.hall_seat_id, h.ticket_type_id as zone_id, h.id as hold_id,
           coalesce(ps.price_type_id, h.ticket_type_id) as price_type_id
      from holds h
      join performance_seats ps on ps.hold_id = h.id
     where h.cart_id = ${cartId}
     order by h.id, ps.seq
  `.execute(db);
  return rows.map((row) => ({
    eventId: row.event_id,
    hallSeatId: row.hall_seat_id,
    zoneId: row.zone_id,
    holdId: Number(row.hold_id),
    priceTypeId: row.price_type_id,
  }));
}

/**
 * Gives seats back from the cart's hold rows, under the cart's lock (the caller's): the seats lose
 * their hold, each hold row one ticket per seat (a row at 0 goes), and `held` follows. Giving back
 * never oversells, so the zones are not locked. Answers the zones given back to.
 */
export async function giveBackSeats(
  trx: Trx,
  seats: readonly { eventId: number; hallSeatId: number; zoneId: number; holdId: number }[],
): Promise<number[]> {
  const perHold = new Map<number, { zoneId: number; count: number }>();
  for (const seat of seats) {
    const entry = perHold.get(seat.holdId) ?? { zoneId: seat.zoneId, count: 0 };
    entry.count += 1;
    perHold.set(seat.holdId, entry);
  }
  const sorted = [...seats].sort((a, b) => a.hallSeatId - b.hallSeatId);
  await sql`
    update performance_seats ps set hold_id = null, price_type_id = null
      from unnest(${sorted.map((s) => s.eventId)}::int[], ${sorted.map((s) => s.hallSeatId)}::int[],
                  ${sorted.map((s) => s.holdId)}::bigint[]) as x(event_id, hall_seat_id, hold_id)
     where ps.event_id = x.event_id and ps.hall_seat_id = x.hall_seat_id
       and ps.hold_id = x.hold_id
  `.execute(trx);
  const zones: number[] = [];
  for (const [holdId, { zoneId, count }] of [...perHold].sort(([a], [b]) => a - b)) {
    const gone = await trx
      .deleteFrom('holds')
      .where('id', '=', holdId)
      .where('quantity', '<=', count)
      .returning('quantity')
      .executeTakeFirst();
    if (!gone) {
      await trx
        .updateTable('holds')
        .set({ quantity: sql`quantity - ${count}` })
        .where('id', '=', holdId)
        .execute();
    }
    const back = gone ? gone.quantity : count;
    await trx
      .updateTable('ticket_types')
      .set({ held: sql`held - ${back}` })
      .where('id', '=', zoneId)
      .execute();
    zones.push(zoneId);
  }
  return zones;
}

/**
 * A confirmed payment sells the order's seats (inside sellOrderHolds, under the zones' locks):
 * each seat line's seat gets its order line, when it is still the order's (its hold is one of
 * the order's), or free. False when any seat was taken by another cart meanwhile.
 */
export async function sellOrderSeats(trx: Trx, orderId: number): Promise<boolean> {
  const { rows } = await sql<{ wanted: number; taken: number }>`
    with items as (
      select oi.id, oi.event_id, oi.hall_seat_id from order_items oi
       where oi.order_id = ${orderId} and oi.hall_seat_id is not null
    ),
    taken as (
      update performance_seats ps
         set order_item_id = i.id, hold_id = null, price_type_id = null
        from items i
       where ps.event_id = i.event_id and ps.hall_seat_id = i.hall_seat_id
         and ps.order_item_id is null
         and (ps.hold_id is null
              or exists (select 1 from holds h where h.id = ps.hold_id and h.order_id = ${orderId})
              or not exists (select 1 from holds h where h.id = ps.hold_id
                               and hold_is_live(h.expires_at, clock_timestamp())))
      returning ps.hall_seat_id
    )
    select (select count(*) from items)::int as wanted, (select count(*) from taken)::int as taken
  `.execute(trx);
  const row = rows[0];
  return row !== undefined && row.wanted === row.taken;
}

/** A cancelled order's seats come free (inside releaseOrderSales). */
export async function releaseOrderSeats(trx: Trx, orderId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with freed as (
      update performance_seats ps set order_item_id = null
        from order_items oi
       where oi.order_id = ${orderId} and ps.order_item_id = oi.id
      returning 1
    )
    select count(*)::int as n from freed
  `.execute(trx);
  return rows[0]?.n ?? 0;
}

/**
 * Sets the price of seats the cart holds (under the cart's lock, the caller's): `priceTypeId`
 * null is each seat's zone. The seats stay held; the counters do not move (a concession's seats
 * count in their zones).
 */
export async function setSeatPrices(
  trx: Trx,
  seats: readonly { eventId: number; hallSeatId: number; holdId: number }[],
  priceTypeId: number | null,
): Promise<void> {
  const sorted = [...seats].sort((a, b) => a.hallSeatId - b.hallSeatId);
  await sql`
    update performance_seats ps set price_type_id = ${priceTypeId}::int
      from unnest(${sorted.map((s) => s.eventId)}::int[], ${sorted.map((s) => s.hallSeatId)}::int[],
                  ${sorted.map((s) => s.holdId)}::bigint[]) as x(event_id, hall_seat_id, hold_id)
     where ps.event_id = x.event_id and ps.hall_seat_id = x.hall_seat_id
       and ps.hold_id = x.hold_id
  `.execute(trx);
}

/** The seats sold by these order lines come free (a seat's line is one seat). */
export async function releaseSeatsOfItems(trx: Trx, orderItemIds: readonly number[]) {
  if (orderItemIds.length === 0) return 0;
  const result = await trx
    .updateTable('performance_seats')
    .set({ order_item_id: null })
    .where('order_item_id', 'in', [...orderItemIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
