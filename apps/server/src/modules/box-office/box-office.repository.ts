import { sql, type Transaction } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CashTotals } from '@theatre/contracts';

/** The box office's performances, shifts and day closes (SQL only). */

type Trx = Transaction<Database>;

/** A performance with what the desk needs to know to sell it now. */
export function findPerformanceForSale(db: Queryable, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'p.name',
      'p.name_en',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'e.starts_at',
      'e.published',
      sql<boolean>`e.seat_map_id is not null`.as('seated'),
      sql<boolean>`e.starts_at <= now()`.as('started'),
      sql<boolean>`e.sale_starts_at is not null and e.sale_starts_at > now()`.as(
        'sale_not_started',
      ),
      sql<boolean>`e.sale_ends_at is not null and e.sale_ends_at <= now()`.as('sale_ended'),
      // The fee the desk charges: none unless the sales setting `desk_tech_fee` (decision 0044).
      sql<number>`case when coalesce((select (s.value ->> 'desk_tech_fee')::boolean from settings s
        where s.key = 'sales'), false)
        then coalesce(e.tech_fee, (select (s.value ->> 'tech_fee')::int from settings s
        where s.key = 'sales'), 0) else 0 end::int`.as('fee'),
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

/**
 * A performance's ticket types with what is left: capacity less the sold tickets and the *live*
 * holds (the shop's availability, migration 0018: an expired hold stops counting the moment it
 * expires).
 */
export function listTicketTypesForSale(db: Queryable, eventId: number) {
  return db
    .selectFrom('ticket_type_availability as t')
    .select([
      't.id',
      't.name',
      't.name_en',
      't.price',
      't.capacity',
      't.sold',
      't.vip_only',
      't.live_held',
      // A seated performance's concession has no seats of its own: what its zones have free
      // (decision 0036), as the shop shows it.
      sql<number>`coalesce((
        select sum(z.available) from ticket_type_zones tz
          join ticket_type_availability z on z.id = tz.zone_id
         where tz.concession_id = t.id), t.available)::int`.as('available'),
    ])
    .where('t.event_id', '=', eventId)
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

/** The roles that keep a till (decision 0057): the box office and administrators. */
const tillHolder = sql<boolean>`roles && array['box_office', 'administrator']::text[]`;

/** The staff member's name. */
export function findStaffName(db: Queryable, userId: number) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** A staff member with a till (box office or administrator role): undefined for others. */
export function findTillStaff(db: Queryable, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'roles'])
    .where('id', '=', userId)
    .where(tillHolder)
    .executeTakeFirst();
}

/** The staff members with a till (box office, administrators), by name: the tills that pay out. */
export function listTillStaff(db: Queryable) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'roles'])
    .where(tillHolder)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The staff member's latest day close (the start of their open shift). */
export function findLatestDayClose(db: Queryable, staffId: number) {
  return db
    .selectFrom('day_closes')
    .select(['id', 'closed_at'])
    .where('staff_id', '=', staffId)
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface EntryRow {
  kind: 'sale' | 'refund';
  /** The order's id for a sale, the refund's for a refund. */
  id: number;
  order_id: number;
  at: Date;
  buyer_name: string;
  payment_method: number;
  amount: number;
  tickets: number;
}

const ticketsOf = sql<number>`coalesce((select sum(i.quantity) from order_items i
  where i.order_id = o.id and i.kind = 'ticket'), 0)::int`;

/**
 * The sales and desk refunds of a shift, oldest first: the staff member's open shift (`closeId`
 * null), or what a day close counted. A sale is a box-office order the member sold and that was
 * paid (a later cancellation does not undo the cash taken: its refund is an entry of its own), for
 * what was taken for it (an exchange's credit is not money taken: decision 0050); a
 * refund is one paid out at the desk out of the member's till (`paid_out_by`), whoever asked.
 */
export async function listShiftEntries(
  db: Queryable,
  shift: { staffId: number; closeId: null } | { closeId: number },
): Promise<EntryRow[]> {
  let sales = db
    .selectFrom('orders as o')
    .select([
      sql<'sale'>`'sale'`.as('kind'),
      'o.id',
      'o.id as order_id',
      sql<Date>`o.paid_at`.as('at'),
      'o.buyer_name',
      'o.payment_method',
      // An exchange's new order (decision 0050): only what the buyer paid on top of the old
      // tickets' value was taken; the credit was moved, not taken.
      sql<number>`o.total - o.exchange_credit`.as('amount'),
      ticketsOf.as('tickets'),
    ])
    .where('o.channel', '=', 'box_office')
    .where('o.paid_at', 'is not', null);
  let refunds = db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      sql<'refund'>`'refund'`.as('kind'),
      'r.id',
      'o.id as order_id',
      sql<Date>`coalesce(r.done_at, r.created_at)`.as('at'),
      'o.buyer_name',
      'o.payment_method',
      'r.amount',
      ticketsOf.as('tickets'),
    ])
    .where('r.method', '=', 'desk')
    .where('r.status', '=', 'done');
  if (shift.closeId === null) {
    sales = sales.where('o.sold_by', '=', shift.staffId).where('o.day_close_id', 'is', null);
    refunds = refunds
      .where('r.paid_out_by', '=', shift.staffId)
      .where('r.day_close_id', 'is', null);
  } else {
    sales = sales.where('o.day_close_id', '=', shift.closeId);
    refunds = refunds.where('r.day_close_id', '=', shift.closeId);
  }
  // One after the other: inside a transaction they share its connection.
  const saleRows = await sales.execute();
  const refundRows = await refunds.execute();
  return [...saleRows, ...refundRows]
    .map((row) => ({ ...row, at: new Date(row.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.order_id - b.order_id);
}

/** Takes the staff member's day-close lock for the rest of the transaction. */
export async function lockStaffDayClose(trx: Trx, staffId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('box_office.day_close'), ${staffId}::int)`.execute(
    trx,
  );
}

export async function insertDayClose(
  trx: Trx,
  row: CashTotals & {
    staff_id: number;
    previous_id: number | null;
    opened_at: Date | null;
    counted_cash: number;
    difference: number;
    note: string | null;
  },
): Promise<{ id: number; closed_at: Date }> {
  return trx
    .insertInto('day_closes')
    .values(row)
    .returning(['id', 'closed_at'])
    .executeTakeFirstOrThrow();
}

/** Stamps a shift's entries with their close; answers how many were still open. */
export async function stampShift(
  trx: Trx,
  closeId: number,
  entries: { orderIds: number[]; refundIds: number[] },
): Promise<number> {
  let stamped = 0;
  if (entries.orderIds.length > 0) {
    const result = await trx
      .updateTable('orders')
      .set({ day_close_id: closeId })
      .where('id', 'in', entries.orderIds)
      .where('day_close_id', 'is', null)
      .executeTakeFirst();
    stamped += Number(result.numUpdatedRows);
  }
  if (entries.refundIds.length > 0) {
    const result = await trx
      .updateTable('refunds')
      .set({ day_close_id: closeId })
      .where('id', 'in', entries.refundIds)
      .where('day_close_id', 'is', null)
      .executeTakeFirst();
    stamped += Number(result.numUpdatedRows);
  }
  return stamped;
}

function dayCloseQuery(db: Queryable) {
  return db
    .selectFrom('day_closes as d')
    .innerJoin('users as u', 'u.id', 'd.staff_id')
    .select([
      'd.id',
      'd.staff_id',
      'u.name as staff_name',
      'd.opened_at',
      'd.closed_at',
      'd.cash_taken',
      'd.card_taken',
      'd.cash_refunded',
      'd.card_refunded',
      'd.expected_cash',
      'd.counted_cash',
      'd.difference',
      'd.tickets_sold',
      'd.order_count',
      'd.refund_count',
      'd.note',
    ]);
}

export type DayCloseRow = NonNullable<Awaited<ReturnType<typeof findDayClose>>>;

export function findDayClose(db: Queryable, id: number) {
  return dayCloseQuery(db).where('d.id', '=', id).executeTakeFirst();
}

/** Day closes, newest first (at most 200), optionally of one staff member and within days. */
export function listDayCloses(
  db: Db,
  filter: { staffId?: number | undefined; from?: Date | undefined; to?: Date | undefined },
) {
  let query = dayCloseQuery(db);
  if (filter.staffId !== undefined) query = query.where('d.staff_id', '=', filter.staffId);
  if (filter.from !== undefined) query = query.where('d.closed_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('d.closed_at', '<', filter.to);
  return query.orderBy('d.closed_at', 'desc').orderBy('d.id', 'desc').limit(200).execute();
}

/** Everyone who has closed a day, by name. */
export function listDayCloseStaff(db: Db) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where((eb) =>
      eb.exists(
        eb.selectFrom('day_closes as d').select('d.id').whereRef('d.staff_id', '=', 'u.id'),
      ),
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}
