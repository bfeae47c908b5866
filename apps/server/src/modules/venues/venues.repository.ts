import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** Venues and their halls (SQL only). */

/** Every venue, by name. */
export function listVenueRows(db: Queryable) {
  return db
    .selectFrom('venues')
    .select(['id', 'name', 'name_en', 'address'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every hall (of one venue when given) with its performance counts, in the venue's order. */
export function listHallRows(db: Queryable, venueId?: number) {
  let query = db
    .selectFrom('halls as h')
    .select([
      'h.id',
      'h.venue_id',
      'h.name',
      'h.name_en',
      'h.capacity',
      'h.sort_order',
      sql<boolean>`h.seat_map_id is not null`.as('seated'),
      sql<number>`(select count(*) from events e where e.hall_id = h.id)::int`.as('performances'),
      sql<number>`(select count(*) from events e where e.hall_id = h.id and e.starts_at > now())::int`.as(
        'upcoming',
      ),
    ])
    .orderBy('h.sort_order')
    .orderBy('h.id');
  if (venueId !== undefined) query = query.where('h.venue_id', '=', venueId);
  return query.execute();
}

export function findVenueRow(db: Queryable, venueId: number) {
  return db
    .selectFrom('venues')
    .select(['id', 'name', 'name_en', 'address'])
    .where('id', '=', venueId)
    .executeTakeFirst();
}

/** The venue's row, locked for a change (its halls' changes wait here too). */
export function lockVenue(db: Queryable, venueId: number) {
  return db
    .selectFrom('venues')
    .select(['id', 'name', 'name_en', 'address'])
    .where('id', '=', venueId)
    .forUpdate()
    .executeTakeFirst();
}

export interface VenueValues {
  name: string;
  name_en: string;
  address: string;
}

/**
 * A new venue. Its `key` (an internal name, unique) is `keyBase`, or when that is taken
 * `keyBase` with a random suffix.
 */
export async function insertVenue(
  db: Queryable,
  keyBase: string,
  values: VenueValues,
): Promise<number> {
  const row = await db
    .insertInto('venues')
    .values({
      ...values,
      key: sql<string>`case when exists (select 1 from venues where key = ${keyBase})
        then ${keyBase} || '-' || substr(md5(random()::text), 1, 6) else ${keyBase} end`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVenueRow(db: Queryable, venueId: number, values: VenueValues) {
  await db.updateTable('venues').set(values).where('id', '=', venueId).execute();
}

/** Whether any performance ever took place in one of the venue's halls (or names the venue). */
export async function venueHasPerformances(db: Queryable, venueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('venue_id', '=', venueId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the venue's halls: no performance is put in them until the caller's transaction ends. */
export async function lockVenueHalls(db: Queryable, venueId: number): Promise<void> {
  await db.selectFrom('halls').select('id').where('venue_id', '=', venueId).forUpdate().execute();
}

/** Deletes the venue and its halls (the caller checked that no performance names them). */
export async function deleteVenueRows(db: Queryable, venueId: number): Promise<void> {
  await db.deleteFrom('halls').where('venue_id', '=', venueId).execute();
  await db.deleteFrom('venues').where('id', '=', venueId).execute();
}

// ---------------------------------------------------------------------------------------------
// Halls

export function findHallRow(db: Queryable, hallId: number) {
  return db
    .selectFrom('halls')
    .select(['id', 'venue_id', 'name', 'name_en', 'capacity', 'sort_order'])
    .where('id', '=', hallId)
    .executeTakeFirst();
}

/** The hall's row, locked for a change of it. */
export function lockHall(db: Queryable, hallId: number) {
  return db
    .selectFrom('halls')
    .select(['id', 'venue_id', 'name', 'name_en', 'capacity', 'sort_order'])
    .where('id', '=', hallId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The hall a performance is put in or checked against, share-locked: its capacity cannot change
 * and it cannot go until the caller's transaction ends.
 */
export function shareLockHall(db: Queryable, hallId: number) {
  return db
    .selectFrom('halls')
    .select(['id', 'venue_id', 'capacity'])
    .where('id', '=', hallId)
    .forShare()
    .executeTakeFirst();
}

export interface HallValues {
  name: string;
  name_en: string;
  capacity: number;
  sort_order?: number | undefined;
}

/** A new hall; without a sort order it goes after the venue's others. */
export async function insertHall(
  db: Queryable,
  venueId: number,
  values: HallValues,
): Promise<number> {
  const row = await db
    .insertInto('halls')
    .values({
      venue_id: venueId,
      name: values.name,
      name_en: values.name_en,
      capacity: values.capacity,
      sort_order:
        values.sort_order ??
        sql<number>`(select coalesce(max(sort_order) + 1, 0) from halls where venue_id = ${venueId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a hall; a new venue moves its performances along (the foreign key cascades). */
export async function updateHallRow(
  db: Queryable,
  hallId: number,
  values: HallValues & { venue_id: number },
): Promise<void> {
  await db
    .updateTable('halls')
    .set({
      venue_id: values.venue_id,
      name: values.name,
      name_en: values.name_en,
      capacity: values.capacity,
      ...(values.sort_order === undefined ? {} : { sort_order: values.sort_order }),
    })
    .where('id', '=', hallId)
    .execute();
}

/**
 * Locks the hall's performances, oldest first: a move of the hall rewrites their venue, and the
 * programme's changes lock a performance before its hall, so a move does the same.
 */
export async function lockHallPerformances(db: Queryable, hallId: number): Promise<void> {
  await db
    .selectFrom('events')
    .select('id')
    .where('hall_id', '=', hallId)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

export async function hallHasPerformances(db: Queryable, hallId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('hall_id', '=', hallId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteHallRow(db: Queryable, hallId: number): Promise<void> {
  await db.deleteFrom('halls').where('id', '=', hallId).execute();
}
