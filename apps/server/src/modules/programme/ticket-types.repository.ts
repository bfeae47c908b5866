import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** A performance's ticket types in the back office (SQL only). */

/** A performance's ticket types with live holds, and whether anything ever referred to them. */
export function listTicketTypeRows(db: Queryable, eventId: number) {
  // Live holds only (migration 0018): expired ones stopped counting when they expired.
  return db
    .selectFrom('ticket_type_availability as t')
    .select([
      't.id',
      't.name',
      't.name_en',
      't.price',
      't.capacity',
      't.sold',
      't.live_held as held',
      't.vat_rate',
      't.vip_only',
      't.sort_order',
      sql<boolean>`(t.sold = 0
        and not exists (select 1 from order_items i where i.ticket_type_id = t.id)
        and not exists (select 1 from live_holds h where h.ticket_type_id = t.id))`.as('deletable'),
      sql<number[] | null>`(select array_agg(z.zone_id order by z.zone_id) from ticket_type_zones z
        where z.concession_id = t.id)`.as('zones'),
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

/** What a performance's ticket types add up to, but for one of them when named. */
export async function sumTicketCapacity(
  db: Queryable,
  eventId: number,
  exceptTypeId: number | null,
): Promise<number> {
  let query = db
    .selectFrom('ticket_types')
    .select(sql<number>`coalesce(sum(capacity), 0)::int`.as('total'))
    .where('event_id', '=', eventId);
  if (exceptTypeId !== null) query = query.where('id', '<>', exceptTypeId);
  return (await query.executeTakeFirstOrThrow()).total;
}

export async function countTicketTypes(db: Queryable, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket_types')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The tickets of a performance sold and not refunded (its ticket types' `sold`, added up). */
export async function sumSoldTickets(db: Queryable, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket_types')
    .select(sql<number>`coalesce(sum(sold), 0)::int`.as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.n;
}
