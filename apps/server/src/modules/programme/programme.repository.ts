import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** The programme in the back office: venues, productions, performances (SQL only). */

/** Live holds of a ticket type `t` (expired ones stopped counting when they expired). */
const liveHeldOfType = sql<number>`coalesce((select sum(h.quantity) from holds h
  where h.ticket_type_id = t.id and h.expires_at > now()), 0)::int`;

export function listVenueRows(db: Queryable) {
  return db
    .selectFrom('venues')
    .select(['id', 'name', 'name_en', 'address'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function venueExists(db: Queryable, venueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('venues')
    .select('id')
    .where('id', '=', venueId)
    .executeTakeFirst();
  return row !== undefined;
}

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

/** The production's performances, newest first, with their ticket counts. */
export function listProductionPerformanceRows(db: Queryable, productionId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'e.url',
      'e.starts_at',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
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
      sql<number>`coalesce((select sum(h.quantity) from holds h join ticket_types t on t.id = h.ticket_type_id
        where t.event_id = e.id and h.expires_at > now()), 0)::int`.as('held'),
    ])
    .where('e.production_id', '=', productionId)
    .orderBy('e.starts_at', 'desc')
    .orderBy('e.id', 'desc')
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
    .select([
      'e.id',
      'e.production_id',
      'p.name as production_name',
      'p.name_en as production_name_en',
      'e.venue_id',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'e.url',
      'e.starts_at',
      'e.sale_starts_at',
      'e.sale_ends_at',
      'e.vip_only',
      'e.tech_fee',
      'e.published',
      'e.preview_id',
      sql<number>`coalesce((select (s.value ->> 'tech_fee')::int from settings s where s.key = 'sales'), 0)`.as(
        'default_tech_fee',
      ),
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

/** The performance's row, locked: its changes, its publishing and its ticket types' wait here. */
export function lockPerformance(db: Queryable, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'production_id', 'url', 'published', 'starts_at'])
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
  venue_id: number;
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

// ---------------------------------------------------------------------------------------------
// Ticket types

/** A performance's ticket types with live holds, and whether anything ever referred to them. */
export function listTicketTypeRows(db: Queryable, eventId: number) {
  return db
    .selectFrom('ticket_types as t')
    .select([
      't.id',
      't.name',
      't.name_en',
      't.price',
      't.capacity',
      't.sold',
      liveHeldOfType.as('held'),
      't.vat_rate',
      't.vip_only',
      't.sort_order',
      sql<boolean>`(t.sold = 0
        and not exists (select 1 from order_items i where i.ticket_type_id = t.id)
        and not exists (select 1 from holds h where h.ticket_type_id = t.id and h.expires_at > now()))`.as(
        'deletable',
      ),
    ])
    .where('t.event_id', '=', eventId)
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

export function findTicketTypeEvent(db: Queryable, ticketTypeId: number) {
  return db
    .selectFrom('ticket_types')
    .select(['id', 'event_id'])
    .where('id', '=', ticketTypeId)
    .executeTakeFirst();
}

export interface TicketTypeValues {
  name: string;
  name_en: string;
  price: number;
  vat_rate: string;
  vip_only: boolean;
}

/** A new ticket type; without a sort order it goes after the performance's others. */
export async function insertTicketType(
  db: Queryable,
  eventId: number,
  values: TicketTypeValues & { capacity: number; sort_order?: number | undefined },
): Promise<number> {
  const row = await db
    .insertInto('ticket_types')
    .values({
      event_id: eventId,
      name: values.name,
      name_en: values.name_en,
      price: values.price,
      capacity: values.capacity,
      vat_rate: values.vat_rate,
      vip_only: values.vip_only,
      sort_order:
        values.sort_order ??
        sql<number>`(select coalesce(max(sort_order) + 1, 0) from ticket_types where event_id = ${eventId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the ticket type's row lock and reclaims its expired holds under it (cart_reclaim_holds of
 * migration 0003, the function every grant runs first), so `held` counts live holds only.
 */
export async function lockTicketTypeReclaimingHolds(db: Queryable, ticketTypeId: number) {
  await sql`select cart_reclaim_holds(${ticketTypeId}::int, clock_timestamp())`.execute(db);
}

/** The ticket type's counters (the caller holds its lock). */
export function findTicketTypeCounters(db: Queryable, ticketTypeId: number) {
  return db
    .selectFrom('ticket_types')
    .select(['id', 'event_id', 'capacity', 'sold', 'held', 'price', 'name', 'name_en'])
    .select(['vat_rate', 'vip_only', 'sort_order'])
    .where('id', '=', ticketTypeId)
    .executeTakeFirst();
}

/**
 * The change of a ticket type, capacity included, in one conditional statement: it updates only
 * while the new capacity still covers what is sold and held (`sold + held <= capacity`, the
 * table's own check), as the row stands under its lock. Answers false when it did not.
 */
export async function updateTicketTypeRow(
  db: Queryable,
  ticketTypeId: number,
  values: TicketTypeValues & { capacity: number; sort_order?: number | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('ticket_types')
    .set({
      name: values.name,
      name_en: values.name_en,
      price: values.price,
      capacity: values.capacity,
      vat_rate: values.vat_rate,
      vip_only: values.vip_only,
      ...(values.sort_order === undefined ? {} : { sort_order: values.sort_order }),
    })
    .where('id', '=', ticketTypeId)
    .where(sql<boolean>`sold + held <= ${values.capacity}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes a ticket type nothing ever referred to: none sold, no order line, no hold (expired ones
 * reclaimed by the caller under the lock). Answers whether it was deleted.
 */
export async function deleteUnusedTicketType(db: Queryable, ticketTypeId: number) {
  const result = await db
    .deleteFrom('ticket_types as t')
    .where('t.id', '=', ticketTypeId)
    .where('t.sold', '=', 0)
    .where('t.held', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_items as i')
            .select('i.id')
            .whereRef('i.ticket_type_id', '=', 't.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('holds as h').select('h.id').whereRef('h.ticket_type_id', '=', 't.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countTicketTypes(db: Queryable, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket_types')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.n;
}

// ---------------------------------------------------------------------------------------------
// Event infos

export function listEventInfoRows(db: Queryable, productionId: number) {
  return db
    .selectFrom('event_infos')
    .select(['id', 'production_id', 'event_id', 'name', 'name_en', 'body', 'body_en', 'sort_order'])
    .where('production_id', '=', productionId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function lockEventInfo(db: Queryable, infoId: number) {
  return db
    .selectFrom('event_infos')
    .select(['id', 'production_id', 'event_id', 'name', 'name_en', 'body', 'body_en', 'sort_order'])
    .where('id', '=', infoId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function performanceOfProduction(
  db: Queryable,
  eventId: number,
  productionId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .where('production_id', '=', productionId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface EventInfoValues {
  event_id: number | null;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
}

export async function insertEventInfo(
  db: Queryable,
  productionId: number,
  values: EventInfoValues & { sort_order?: number | undefined },
): Promise<number> {
  const row = await db
    .insertInto('event_infos')
    .values({
      production_id: productionId,
      event_id: values.event_id,
      name: values.name,
      name_en: values.name_en,
      body: values.body,
      body_en: values.body_en,
      sort_order:
        values.sort_order ??
        sql<number>`(select coalesce(max(sort_order) + 1, 0) from event_infos where production_id = ${productionId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEventInfoRow(
  db: Queryable,
  infoId: number,
  values: EventInfoValues & { sort_order?: number | undefined },
): Promise<void> {
  await db
    .updateTable('event_infos')
    .set({
      event_id: values.event_id,
      name: values.name,
      name_en: values.name_en,
      body: values.body,
      body_en: values.body_en,
      ...(values.sort_order === undefined ? {} : { sort_order: values.sort_order }),
    })
    .where('id', '=', infoId)
    .execute();
}

export async function deleteEventInfoRow(db: Queryable, infoId: number): Promise<void> {
  await db.deleteFrom('event_infos').where('id', '=', infoId).execute();
}

// ---------------------------------------------------------------------------------------------
// Posters

/** Stores a production's poster (replacing the one before) and names it on the production. */
export async function savePoster(
  db: Queryable,
  poster: {
    productionId: number;
    name: string;
    contentType: string;
    image: Buffer;
    width: number;
    height: number;
    originalName: string;
    originalBytes: number;
    uploadedBy: number;
  },
): Promise<void> {
  const values = {
    production_id: poster.productionId,
    name: poster.name,
    content_type: poster.contentType,
    image: poster.image,
    width: poster.width,
    height: poster.height,
    original_name: poster.originalName,
    original_bytes: poster.originalBytes,
    uploaded_by: poster.uploadedBy,
  };
  await db
    .insertInto('production_posters')
    .values(values)
    .onConflict((oc) =>
      oc.column('production_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        content_type: eb.ref('excluded.content_type'),
        image: eb.ref('excluded.image'),
        width: eb.ref('excluded.width'),
        height: eb.ref('excluded.height'),
        original_name: eb.ref('excluded.original_name'),
        original_bytes: eb.ref('excluded.original_bytes'),
        uploaded_by: eb.ref('excluded.uploaded_by'),
        uploaded_at: sql<Date>`now()`,
      })),
    )
    .execute();
  await db
    .updateTable('productions')
    .set({ poster: poster.name })
    .where('id', '=', poster.productionId)
    .execute();
}

export function findPosterFile(db: Queryable, name: string) {
  return db
    .selectFrom('production_posters')
    .select(['name', 'content_type', 'image', 'uploaded_at'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The production's current poster name (uploaded or bundled), for an outdated upload's name. */
export async function findProductionPoster(db: Queryable, productionId: number) {
  const row = await db
    .selectFrom('productions')
    .select('poster')
    .where('id', '=', productionId)
    .executeTakeFirst();
  return row?.poster ?? null;
}
