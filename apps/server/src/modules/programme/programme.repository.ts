import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../db/database.js';

/**
 * The programme in the back office: productions, performances (SQL only). Ticket types,
 * information blocks and posters have repositories of their own beside it; venues and halls are
 * the venues module's.
 */

// ---------------------------------------------------------------------------------------------
// Productions

/** Every production with how many performances it has, the upcoming ones and the next one. */
export function listProductionRows(db: Queryable) {
  return (
    db
      .selectFrom('productions as p')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('events as e')
            .whereRef('e.production_id', '=', 'p.id')
            .select([
              sql<number>`count(*)::int`.as('performances'),
              sql<number>`(count(*) filter (where e.starts_at > now()))::int`.as('upcoming'),
              sql<number>`(count(*) filter (where e.starts_at > now() and e.published))::int`.as(
                'published_upcoming',
              ),
              sql<Date | null>`min(e.starts_at) filter (where e.starts_at > now())`.as(
                'next_starts_at',
              ),
            ])
            .as('agg'),
        (join) => join.onTrue(),
      )
      .select([
        'p.id',
        'p.name',
        'p.name_en',
        'p.author',
        'p.author_en',
        'p.poster',
        'p.duration_minutes',
        sql<number>`coalesce(agg.performances, 0)`.as('performances'),
        sql<number>`coalesce(agg.upcoming, 0)`.as('upcoming'),
        sql<number>`coalesce(agg.published_upcoming, 0)`.as('published_upcoming'),
        'agg.next_starts_at',
      ])
      // Productions with a coming performance first (soonest first), then the rest, newest first.
      .orderBy(sql`agg.next_starts_at is null`)
      .orderBy('agg.next_starts_at')
      .orderBy('p.id', 'desc')
      .execute()
  );
}

const productionColumns = [
  'p.id',
  'p.name',
  'p.name_en',
  'p.author',
  'p.author_en',
  'p.description',
  'p.description_en',
  'p.duration_minutes',
  'p.age_limit',
  'p.poster',
] as const;

export function findProductionRow(db: Queryable, productionId: number) {
  return db
    .selectFrom('productions as p')
    .select(productionColumns)
    .select(
      sql<boolean>`exists (select 1 from production_posters pp where pp.production_id = p.id)`.as(
        'poster_uploaded',
      ),
    )
    .where('p.id', '=', productionId)
    .executeTakeFirst();
}

/** The production's row, locked for the change the caller makes. */
export function lockProduction(db: Queryable, productionId: number) {
  return db
    .selectFrom('productions as p')
    .select(productionColumns)
    .where('p.id', '=', productionId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export interface ProductionValues {
  name: string;
  name_en: string;
  author: string;
  author_en: string;
  description: string;
  description_en: string;
  duration_minutes: number;
  age_limit: number | null;
}

/**
 * Creates a production. Its `key` (an internal name, unique) is `keyBase`, or when that is taken
 * `keyBase` with a random suffix.
 */
export async function insertProduction(
  db: Queryable,
  keyBase: string,
  values: ProductionValues,
): Promise<number> {
  const row = await db
    .insertInto('productions')
    .values({
      ...values,
      key: sql<string>`case when exists (select 1 from productions where key = ${keyBase})
        then ${keyBase} || '-' || substr(md5(random()::text), 1, 6) else ${keyBase} end`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProductionRow(
  db: Queryable,
  productionId: number,
  values: ProductionValues,
): Promise<void> {
  await db.updateTable('productions').set(values).where('id', '=', productionId).execute();
}

/** The production's performances in date order, earliest first, with their ticket counts. */
export function listProductionPerformanceRows(db: Queryable, productionId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .innerJoin('halls as h', 'h.id', 'e.hall_id')
    .select([
      'e.id',
      'e.url',
      'e.starts_at',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'h.name as hall_name',
      'h.name_en as hall_name_en',
      'e.published',
      'e.vip_only',
      sql<number>`(select count(*) from ticket_types t where t.event_id = e.id)::int`.as(
        'ticket_types',
      ),
      sql<number>`coalesce((select sum(t.capacity) from ticket_types t where t.event_id = e.id), 0)::int`.as(
        'capacity',
      ),
      sql<number>`coalesce((select sum(t.sold) from ticket_types t where t.event_id = e.id), 0)::int`.as(
        'sold',
      ),
      sql<number>`coalesce((select sum(t.live_held) from ticket_type_availability t
        where t.event_id = e.id), 0)::int`.as('held'),
    ])
    .where('e.production_id', '=', productionId)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .execute();
}

export async function productionExists(db: Queryable, productionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('productions')
    .select('id')
    .where('id', '=', productionId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Performances

export function findPerformanceRow(db: Queryable, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .innerJoin('halls as h', 'h.id', 'e.hall_id')
    .select([
      'e.id',
      'e.production_id',
      'p.name as production_name',
      'p.name_en as production_name_en',
      'e.venue_id',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'e.hall_id',
      'h.name as hall_name',
      'h.name_en as hall_name_en',
      'h.capacity as hall_capacity',
      'e.url',
      'e.starts_at',
      'e.sale_starts_at',
      'e.sale_ends_at',
      'e.vip_only',
      'e.tech_fee',
      'e.published',
      'e.preview_id',
      'e.cancelled_at',
      'e.cancellation_reason',
      sql<number>`coalesce((select (s.value ->> 'tech_fee')::int from settings s where s.key = 'sales'), 0)`.as(
        'default_tech_fee',
      ),
      sql<boolean>`not ${performanceInUse(sql`e.id`)}`.as('deletable'),
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

/** The performance's row, locked: its changes, its publishing and its ticket types' wait here. */
export function lockPerformance(db: Queryable, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'production_id', 'hall_id', 'url', 'published', 'starts_at'])
    .where('id', '=', eventId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Another performance with this address (the table's unique `url`). */
export async function slugTaken(db: Queryable, url: string, exceptId: number | null) {
  let query = db.selectFrom('events').select('id').where('url', '=', url);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface PerformanceValues {
  production_id: number;
  /** The hall's venue, which the (hall_id, venue_id) foreign key holds it to. */
  venue_id: number;
  hall_id: number;
  url: string;
  starts_at: Date;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
  vip_only: boolean;
  tech_fee: number | null;
}

export async function insertPerformance(db: Queryable, values: PerformanceValues) {
  const row = await db
    .insertInto('events')
    .values({ ...values, published: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePerformanceRow(
  db: Queryable,
  eventId: number,
  values: PerformanceValues,
): Promise<void> {
  await db
    .updateTable('events')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', eventId)
    .execute();
}

/**
 * Publishes a performance only when it has a ticket type (one statement: a ticket type deleted
 * meanwhile waits for the performance's lock the delete takes first). Answers whether it changed.
 */
export async function setPublished(
  db: Queryable,
  eventId: number,
  published: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('events as e')
    .set({ published, updated_at: sql<Date>`now()` })
    .where('e.id', '=', eventId);
  if (published) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('ticket_types as t').select('t.id').whereRef('t.event_id', '=', 'e.id'),
      ),
    );
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Whether anything refers to the performance: a ticket sold, an order line (of any order: a
 * cancelled or expired order's record names it too), a ticket, or a live hold.
 */
function performanceInUse(eventId: RawBuilder<unknown>) {
  return sql<boolean>`(
    exists (select 1 from ticket_types t where t.event_id = ${eventId} and t.sold > 0)
    or exists (select 1 from order_items i where i.event_id = ${eventId})
    or exists (select 1 from order_items i join ticket_types t on t.id = i.ticket_type_id
               where t.event_id = ${eventId})
    or exists (select 1 from tickets k where k.event_id = ${eventId})
    or exists (select 1 from live_holds h join ticket_types t on t.id = h.ticket_type_id
               where t.event_id = ${eventId}))`;
}

/** The performance's ticket type ids (the caller reclaims their expired holds). */
export async function listTicketTypeIds(db: Queryable, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ticket_types')
    .select('id')
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes a performance nothing refers to (its ticket types, information blocks and coupon targets
 * go with it; expired holds were reclaimed by the caller under the locks). Answers whether it did.
 */
export async function deleteUnusedPerformance(db: Queryable, eventId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('events as e')
    .where('e.id', '=', eventId)
    .where(sql<boolean>`not ${performanceInUse(sql`e.id`)}`)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
