import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

const ticketAggregate =
  (includeVip: boolean) => (eb: ExpressionBuilder<Database & { e: Database['events'] }, 'e'>) => {
    // Availability is the view's (migration 0018, decision 0029): capacity less sold and live holds.
    let query = eb.selectFrom('ticket_type_availability as t').whereRef('t.event_id', '=', 'e.id');
    if (!includeVip) query = query.where('t.vip_only', '=', false);
    return query
      .select([
        // A concession of a seated performance counts while one of its zones has a free seat.
        sql<number | null>`min(t.price) filter (where t.available > 0 or exists (
          select 1 from ticket_type_zones tz join ticket_type_availability z on z.id = tz.zone_id
           where tz.concession_id = t.id and z.available > 0))`.as('min_price'),
        sql<number>`coalesce(sum(t.available), 0)::int`.as('available'),
        // Not sold yet (free or held): none left means sold out, not merely all held.
        sql<number>`coalesce(sum(greatest(t.capacity - t.sold, 0)), 0)::int`.as('unsold'),
        sql<number>`count(*)::int`.as('ticket_types'),
      ])
      .as('agg');
  };

/** A poster file as the database lists it: the uploaded poster or one of its copies (0059). */
export interface PosterFileRow {
  name: string;
  content_type: string;
  width: number;
  height: number;
}

/** `includeVip`: a VIP viewer's prices and availability also count VIP-only ticket types. */
function eventQuery(db: Db, includeVip = false) {
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .innerJoin('halls as h', 'h.id', 'e.hall_id')
    .innerJoinLateral(ticketAggregate(includeVip), (join) => join.onTrue())
    .select([
      'e.id',
      'e.url',
      'e.starts_at',
      'e.sale_starts_at',
      'e.sale_ends_at',
      'e.vip_only',
      'e.published',
      'e.production_id',
      'p.name',
      'p.name_en',
      'p.author',
      'p.author_en',
      'p.poster',
      // The uploaded poster (the one the production names) and its copies (decision 0059).
      sql<PosterFileRow[] | null>`(
        select json_agg(json_build_object(
          'name', f.name, 'content_type', f.content_type, 'width', f.width, 'height', f.height))
        from (
          select pp.name, pp.content_type, pp.width, pp.height
            from production_posters pp where pp.production_id = p.id and pp.name = p.poster
          union all
          select v.name, v.content_type, v.width, v.height
            from production_poster_variants v
            join production_posters pp on pp.production_id = v.production_id and pp.name = p.poster
           where v.production_id = p.id
        ) f
      )`.as('poster_sources'),
      'p.duration_minutes',
      'p.age_limit',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'v.address as venue_address',
      'h.name as hall_name',
      'h.name_en as hall_name_en',
      'agg.min_price',
      'agg.available',
      'agg.unsold',
      'agg.ticket_types',
      sql<boolean>`e.seat_map_id is not null`.as('seated'),
      sql<boolean>`e.cancelled_at is not null`.as('cancelled'),
      // The start before the latest move (decision 0048), if it was moved.
      sql<Date | null>`(
        select m.old_starts_at from performance_moves m
        where m.event_id = e.id order by m.id desc limit 1
      )`.as('moved_from'),
    ]);
}

export type EventRow = Awaited<
  ReturnType<ReturnType<typeof eventQuery>['executeTakeFirstOrThrow']>
>;

/**
 * Published performances that have not started, in order of start: the public ones, and with
 * `includeVip` also the VIP-only ones.
 */
export function listUpcomingEvents(db: Db, now: Date, includeVip = false): Promise<EventRow[]> {
  let query = eventQuery(db, includeVip)
    .where('e.published', '=', true)
    .where('e.starts_at', '>', now);
  if (!includeVip) query = query.where('e.vip_only', '=', false);
  return query.orderBy('e.starts_at').orderBy('e.id').execute();
}

/** The production's other published performances that have not started, in order of start. */
export function listOtherDates(
  db: Db,
  event: { id: number; production_id: number },
  now: Date,
  includeVip = false,
): Promise<EventRow[]> {
  let query = eventQuery(db, includeVip)
    .where('e.production_id', '=', event.production_id)
    .where('e.id', '<>', event.id)
    .where('e.published', '=', true)
    .where('e.starts_at', '>', now);
  if (!includeVip) query = query.where('e.vip_only', '=', false);
  return query.orderBy('e.starts_at').orderBy('e.id').execute();
}

export function findEvent(db: Db, idOrUrl: string, includeVip = false) {
  const query = eventQuery(db, includeVip);
  return (
    /^\d{1,9}$/.test(idOrUrl)
      ? query.where('e.id', '=', Number(idOrUrl))
      : query.where('e.url', '=', idOrUrl)
  )
    .select(['p.description', 'p.description_en'])
    .executeTakeFirst();
}

export function findEventByPreviewId(db: Db, previewId: string) {
  return eventQuery(db)
    .where('e.preview_id', '=', previewId)
    .select(['p.description', 'p.description_en'])
    .executeTakeFirst();
}

export function listTicketTypes(db: Db, eventId: number, includeVip: boolean) {
  let query = db
    .selectFrom('ticket_type_availability as t')
    .select([
      't.id',
      't.name',
      't.name_en',
      't.price',
      't.vip_only',
      // A seated performance's concession has no seats of its own: what its zones have
      // (decision 0036).
      sql<number>`coalesce((
        select sum(z.available) from ticket_type_zones tz
          join ticket_type_availability z on z.id = tz.zone_id
         where tz.concession_id = t.id), t.available)::int`.as('available'),
      sql<number>`coalesce((
        select sum(greatest(z.capacity - z.sold, 0)) from ticket_type_zones tz
          join ticket_types z on z.id = tz.zone_id
         where tz.concession_id = t.id), greatest(t.capacity - t.sold, 0))::int`.as('unsold'),
    ])
    .where('t.event_id', '=', eventId);
  if (!includeVip) query = query.where('t.vip_only', '=', false);
  return query.orderBy('t.sort_order').orderBy('t.id').execute();
}

export function listEventInfos(db: Db, productionId: number, eventId: number) {
  return db
    .selectFrom('event_infos')
    .select(['id', 'name', 'name_en', 'body', 'body_en'])
    .where('production_id', '=', productionId)
    .where((eb) => eb.or([eb('event_id', 'is', null), eb('event_id', '=', eventId)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * Milliseconds until the first live hold on a ticket type that is sold out now expires (that
 * moment the type has a ticket again), or null when no sold-out type has a live hold.
 */
export async function msUntilSoldOutRelease(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('live_holds as h')
    .innerJoin('ticket_type_availability as t', 't.id', 'h.ticket_type_id')
    .select(
      sql<number | null>`(extract(epoch from min(h.expires_at) - now()) * 1000)::bigint`.as('ms'),
    )
    .where('t.available', '=', 0)
    .executeTakeFirst();
  return row?.ms ?? null;
}

/** Every published performance the public may see (not VIP-only): its slug and last change. */
export function listPublicEventPages(db: Db) {
  return db
    .selectFrom('events')
    .select(['url', 'updated_at'])
    .where('published', '=', true)
    .where('vip_only', '=', false)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}
