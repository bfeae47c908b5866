import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/**
 * Admits a ticket at a door: ONE conditional statement, so several doors scanning one ticket at
 * once admit it exactly once (the others wait for the row, find `checked_in_at` set and update
 * nothing). Only a valid ticket of a paid order, for this performance, not yet admitted, matches.
 * Answers the admission, or undefined when nothing was admitted.
 */
export function admitTicket(
  db: Queryable,
  admission: {
    code: string;
    eventId: number;
    door: string;
    staffId: number;
    scanId: string | null;
  },
) {
  return db
    .updateTable('tickets as t')
    .set({
      checked_in_at: sql`now()`,
      // A door keeps the spelling it was first used with: `főbejárat` joins `Főbejárat`.
      checked_in_door: sql<string>`coalesce((select d.checked_in_door from tickets d
        where d.event_id = ${admission.eventId} and lower(d.checked_in_door) = lower(${admission.door})
        order by d.checked_in_at limit 1), ${admission.door})`,
      checked_in_by: admission.staffId,
      checked_in_scan: admission.scanId,
    })
    .where('t.code', '=', admission.code)
    .where('t.event_id', '=', admission.eventId)
    .where('t.status', '=', 'valid')
    .where('t.checked_in_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.id', '=', 't.order_id')
          .where('o.status', '=', 'paid'),
      ),
    )
    .returning(['t.id', 't.checked_in_at', 't.checked_in_door'])
    .executeTakeFirst();
}

/**
 * A ticket as the door sees it, by its code: its state, the order's, its admission with the
 * staff member's name, and what it is for (the performance from the catalogue, else as sold).
 */
export function findDoorTicket(db: Queryable, code: string) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .leftJoin('events as e', 'e.id', 't.event_id')
    .leftJoin('productions as p', 'p.id', 'e.production_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('users as u', 'u.id', 't.checked_in_by')
    .select([
      't.id',
      't.code',
      't.status',
      't.event_id',
      't.order_id',
      't.checked_in_at',
      't.checked_in_door',
      't.checked_in_scan',
      'u.name as checked_in_by_name',
      'o.status as order_status',
      'o.buyer_name',
      'i.name as type_name',
      'i.name_en as type_name_en',
      'i.seat',
      sql<string>`coalesce(p.name, i.event_name, '')`.as('event_name'),
      sql<string>`coalesce(p.name_en, i.event_name_en, p.name, i.event_name, '')`.as(
        'event_name_en',
      ),
      sql<Date | null>`coalesce(e.starts_at, i.event_start)`.as('starts_at'),
      'v.name as venue_name',
      'v.name_en as venue_name_en',
    ])
    .where('t.code', '=', code)
    .executeTakeFirst();
}

/** A performance's name, start and venue; undefined when there is no such performance. */
export function findPerformance(db: Queryable, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'p.name',
      'p.name_en',
      'e.starts_at',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

/**
 * The tickets that admit to a performance (valid tickets of paid orders), grouped by the door
 * that admitted them (null: not admitted yet), in one statement so the totals and the doors agree.
 */
export function countAdmissionsByDoor(db: Queryable, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      't.checked_in_door as door',
      sql<number>`count(*)::int`.as('tickets'),
      sql<number>`count(t.checked_in_at)::int`.as('admitted'),
      sql<Date | null>`max(t.checked_in_at)`.as('last_checked_in_at'),
    ])
    .where('t.event_id', '=', eventId)
    .where('t.status', '=', 'valid')
    .where('o.status', '=', 'paid')
    .groupBy('t.checked_in_door')
    .execute();
}

/** Locks a ticket of a performance, by its code, to change its admission. */
export function lockPerformanceTicket(db: Queryable, code: string, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .leftJoin('users as u', 'u.id', 't.checked_in_by')
    .select([
      't.id',
      't.code',
      't.order_id',
      't.event_id',
      't.checked_in_at',
      't.checked_in_door',
      't.checked_in_by',
      'u.name as checked_in_by_name',
    ])
    .where('t.code', '=', code)
    .where('t.event_id', '=', eventId)
    .forUpdate('t')
    .executeTakeFirst();
}

export async function clearAdmission(db: Queryable, ticketId: number): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ checked_in_at: null, checked_in_door: null, checked_in_by: null, checked_in_scan: null })
    .where('id', '=', ticketId)
    .execute();
}

/** A performance's door list key, made (random) the first time it is asked for. */
export async function doorListKeyOf(db: Queryable, eventId: number): Promise<string> {
  await db
    .insertInto('door_list_keys')
    .values({ event_id: eventId, key: randomBytes(16).toString('base64url') })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('door_list_keys')
    .select('key')
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.key;
}

/** Every ticket of a performance with whether it admits (valid, of a paid order) and when. */
export function listDoorTickets(db: Queryable, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .select([
      't.code',
      't.checked_in_at',
      'i.name as type_name',
      'i.name_en as type_name_en',
      'i.seat',
      sql<boolean>`t.status = 'valid' and o.status = 'paid'`.as('admits'),
    ])
    .where('t.event_id', '=', eventId)
    .orderBy('t.id')
    .execute();
}

/** An admission a device sent before, by its scan's id. */
export function findDoorAdmission(db: Queryable, scanId: string) {
  return db
    .selectFrom('door_admissions')
    .select(['id', 'ticket_id', 'result'])
    .where('scan_id', '=', scanId)
    .executeTakeFirst();
}

/** The later admissions of a performance's tickets, flagged, the newest first. */
export function listDoorConflicts(db: Queryable, eventId: number) {
  return db
    .selectFrom('door_admissions as a')
    .innerJoin('tickets as t', 't.id', 'a.ticket_id')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .leftJoin('users as u', 'u.id', 'a.staff_id')
    .select([
      't.code',
      't.order_id',
      'i.name as type_name',
      'i.name_en as type_name_en',
      'i.seat',
      'a.admitted_at',
      'a.result',
      'a.door',
      'a.scan_id',
      'u.name as by_name',
      't.checked_in_at as kept_at',
      't.checked_in_door as kept_door',
    ])
    .where('a.event_id', '=', eventId)
    .where('a.result', '<>', 'admitted')
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
}

/** A performance's ticket by its code, locked, with whether it admits (the sync of a device). */
export function lockDoorTicket(db: Queryable, code: string, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      't.id',
      't.code',
      't.order_id',
      't.checked_in_at',
      't.checked_in_door',
      't.checked_in_by',
      't.checked_in_scan',
      sql<boolean>`t.status = 'valid' and o.status = 'paid'`.as('admits'),
    ])
    .where('t.code', '=', code)
    .where('t.event_id', '=', eventId)
    .forUpdate('t')
    .executeTakeFirst();
}

/** Sets a ticket's admission to the one a device made (its time, door, staff member, scan). */
export async function setAdmission(
  db: Queryable,
  ticketId: number,
  admission: { at: Date; door: string; staffId: number; scanId: string },
): Promise<void> {
  await db
    .updateTable('tickets')
    .set({
      checked_in_at: admission.at,
      checked_in_door: admission.door,
      checked_in_by: admission.staffId,
      checked_in_scan: admission.scanId,
    })
    .where('id', '=', ticketId)
    .execute();
}
