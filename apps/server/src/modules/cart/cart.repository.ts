import { sql, type Transaction } from 'kysely';
import { writeAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { SeatOfLine } from '@theatre/contracts';

type Trx = Transaction<Database>;
export type Queryable = Db | Trx;

export type Channel = 'online' | 'box_office';

/**
 * A ticket line of a cart: how many of a ticket type it holds. A seated performance's line is one
 * seat (quantity 1): `ticketTypeId` is its price (its zone, or the concession chosen for it),
 * `seat` names it and its zone.
 */
export interface CartLine {
  ticketTypeId: number;
  quantity: number;
  seat?: SeatOfLine & { zoneId: number };
}

/**
 * Removes the cart a refused add created: cart_grant_holds creates a new key's cart before it
 * knows whether a ticket can be granted. Only a cart never started (no ticket ever, so no clock),
 * without a coupon, not spent, and of this channel; an add that granted a ticket meanwhile has
 * started the clock, so its cart is never taken.
 */
export async function deleteUnstartedCart(
  db: Queryable,
  keyHash: string,
  channel: Channel,
): Promise<void> {
  await sql`
    delete from carts c
     where c.key_hash = ${keyHash}
       and c.channel = ${channel}
       and c.expires_at is null
       and c.retired_at is null
       and c.coupon_id is null
       and not exists (select 1 from holds h where h.cart_id = c.id)
       and not exists (select 1 from coupon_uses u where u.cart_id = c.id)
  `.execute(db);
}

/** What the cart lines show of their ticket types; the fee falls back to the 'sales' setting. */
export function loadTicketMeta(db: Queryable, ids: readonly number[]) {
  return db
    .selectFrom('ticket_types as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .select([
      't.id',
      't.name',
      't.name_en',
      't.price',
      'e.id as event_id',
      'e.url as event_url',
      'p.name as event_name',
      'p.name_en as event_name_en',
      'p.poster',
      'e.starts_at',
      sql<boolean>`e.seat_map_id is not null`.as('seated'),
      sql<number>`coalesce(e.tech_fee, (select (s.value ->> 'tech_fee')::int from settings s where s.key = 'sales'), 0)`.as(
        'fee',
      ),
    ])
    .where('t.id', 'in', ids.length > 0 ? [...ids] : [0])
    .execute();
}

export interface CartRow {
  id: number;
  channel: Channel;
  user_id: number | null;
  coupon_id: number | null;
  retired: boolean;
  /** The holds have expired (the cart's ten minutes are over). */
  expired: boolean;
  /** ms until the holds expire; null before the first ticket. */
  remaining_ms: number | null;
}

function cartQuery(db: Queryable, keyHash: string) {
  return db
    .selectFrom('carts')
    .select([
      'id',
      sql<Channel>`channel`.as('channel'),
      'user_id',
      'coupon_id',
      sql<boolean>`retired_at is not null`.as('retired'),
      sql<boolean>`coalesce(not hold_is_live(expires_at, clock_timestamp()), false)`.as('expired'),
      sql<
        number | null
      >`greatest(0, (extract(epoch from expires_at - clock_timestamp()) * 1000))::bigint`.as(
        'remaining_ms',
      ),
    ])
    .where('key_hash', '=', keyHash);
}

export async function findCart(db: Queryable, keyHash: string): Promise<CartRow | undefined> {
  const row = await cartQuery(db, keyHash).executeTakeFirst();
  return row;
}

/** The cart, locked for the rest of the transaction (carts are locked before ticket types). */
export async function lockCart(trx: Trx, keyHash: string): Promise<CartRow | undefined> {
  const row = await cartQuery(trx, keyHash).forUpdate().executeTakeFirst();
  return row;
}

/**
 * The cart's lines: a general-admission hold is a line of its quantity; a seated performance's
 * hold is a line per seat it holds (decision 0036), in the map's order.
 */
export async function listCartLines(db: Queryable, cartId: number): Promise<CartLine[]> {
  const { rows } = await sql<{
    ticket_type_id: number;
    quantity: number;
    zone_id: number | null;
    seat_id: number | null;
    section: string | null;
    section_en: string | null;
    row_label: string | null;
    seat_label: string | null;
  }>`
    select x.ticket_type_id, x.quantity, x.zone_id, x.seat_id, x.section, x.section_en,
           x.row_label, x.seat_label
      from (
        select h.id as hold_id, 0 as seq, h.ticket_type_id, h.quantity, null::int as zone_id,
               null::int as seat_id, null as section, null as section_en, null as row_label,
               null as seat_label
          from holds h
          join ticket_types t on t.id = h.ticket_type_id
          join events e on e.id = t.event_id
         where h.cart_id = ${cartId} and e.seat_map_id is null
        union all
        select h.id, ps.seq, coalesce(ps.price_type_id, h.ticket_type_id), 1, h.ticket_type_id,
               ps.hall_seat_id, sec.name, sec.name_en, r.label, sms.label
          from holds h
          join performance_seats ps on ps.hold_id = h.id
          join events e on e.id = ps.event_id
          join seat_map_seats sms
            on sms.seat_map_id = e.seat_map_id and sms.hall_seat_id = ps.hall_seat_id
          join seat_rows r on r.id = sms.row_id
          join seat_sections sec on sec.id = r.section_id
         where h.cart_id = ${cartId}
      ) x
     order by x.hold_id, x.seq
  `.execute(db);
  return rows.map((row) =>
    row.seat_id === null || row.zone_id === null
      ? { ticketTypeId: row.ticket_type_id, quantity: row.quantity }
      : {
          ticketTypeId: row.ticket_type_id,
          quantity: 1,
          seat: {
            id: row.seat_id,
            section: row.section ?? '',
            section_translations: { en: row.section_en ?? '' },
            row: row.row_label ?? '',
            label: row.seat_label ?? '',
            zoneId: row.zone_id,
          },
        },
  );
}

export async function setCartUser(trx: Trx, cartId: number, userId: number): Promise<void> {
  await trx
    .updateTable('carts')
    .set({ user_id: userId })
    .where('id', '=', cartId)
    .where('user_id', 'is', null)
    .execute();
}

/**
 * Carts whose ten minutes ended more than `expiredHours` ago (and carts never used for a day, or
 * that long if longer) go, once
 * their holds were reclaimed; held coupon uses of expired carts are released.
 */
export async function deleteExpiredCarts(
  db: Db,
  { expiredHours = 1, limit = 5000 }: { expiredHours?: number; limit?: number } = {},
): Promise<number> {
  await sql`
    update coupon_uses set status = 'released', released_at = now()
     where status = 'held' and expires_at <= now()
  `.execute(db);
  return db.transaction().execute(async (trx) => {
    const gone = await sql<{ id: number; expires_at: Date | null }>`
      delete from carts c
       where c.id in (
         select id from carts
          where retired_at is null
            and (expires_at <= now() - make_interval(hours => ${expiredHours})
                 or (expires_at is null
                     and created_at <= now()
                       - greatest(interval '1 day', make_interval(hours => ${expiredHours}))))
            and not exists (select 1 from holds h where h.cart_id = carts.id)
          limit ${limit}
          for update skip locked
       )
      returning c.id, c.expires_at
    `.execute(trx);
    // The audit trail's one writer, in the same transaction as the removal (decision 0030).
    await writeAudit(
      trx,
      gone.rows.flatMap((cart) =>
        cart.expires_at === null
          ? []
          : [
              {
                action: 'cart.expired',
                entity: 'cart',
                entityId: cart.id,
                data: { expired_at: cart.expires_at },
              },
            ],
      ),
    );
    return gone.rows.length;
  });
}
