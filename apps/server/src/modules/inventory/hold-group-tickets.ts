import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { priceZonesOf } from '../seating/find-price-zones.js';
import {
  holdPlannedSeats,
  planGroupSeats,
  type PlacedLine,
  type SeatedGroupLine,
} from './hold-group-seats.js';
import { reclaimHolds } from './inventory.repository.js';

type Trx = Transaction<Database>;

export interface GroupTickets {
  ticketTypeId: number;
  quantity: number;
}

/** Why a line could not be held: gone or not on sale, or too few left (tickets or seats). */
export type GroupHoldRefusal =
  | { index: number; reason: 'not_on_sale' }
  | { index: number; reason: 'not_enough'; available: number };

/**
 * A group order by bank transfer (decision 0046) holds its tickets in a cart of its own until the
 * payment deadline, beyond the shop's per-order and per-type limits (staff take it) but never
 * beyond capacity. Inside the caller's transaction: the seat maps of seated performances are
 * frozen first (as a seat hold does), then the ticket types are locked in id order (the
 * inventory's lock order): each line's type and, for a seated performance, the zones its price
 * sells. Each locked type's expired holds are reclaimed. A general-admission line is held from
 * its type's capacity (`held += q`, a hold row of the cart expiring at `until`); a seated line
 * gets the best seats of its zones for the whole group (fewest blocks, rows close together),
 * held likewise per zone and taken by the hold statement. Refused lines are answered, and then
 * nothing was written (every check comes before the first write).
 */
export async function holdGroupTickets(
  trx: Trx,
  cartId: number,
  lines: readonly GroupTickets[],
  until: Date,
): Promise<GroupHoldRefusal[]> {
  const typeIds = [...new Set(lines.map((line) => line.ticketTypeId))].sort((a, b) => a - b);
  const types = await trx
    .selectFrom('ticket_types as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select(['t.id', 't.event_id', 'e.seat_map_id'])
    .where('t.id', 'in', typeIds)
    .execute();
  const typeOf = new Map(types.map((type) => [type.id, type]));
  const zonesOf = new Map<number, Awaited<ReturnType<typeof priceZonesOf>>>();
  for (const type of types) {
    if (type.seat_map_id !== null) zonesOf.set(type.id, await priceZonesOf(trx, type.id));
  }
  // A map's version is frozen before the zones' locks (the order a map's save takes them in).
  const maps = [...new Set(types.flatMap((type) => type.seat_map_id ?? []))].sort((a, b) => a - b);
  if (maps.length > 0) {
    await trx
      .updateTable('seat_maps')
      .set({ frozen_at: sql`clock_timestamp()` })
      .where('id', 'in', maps)
      .where('frozen_at', 'is', null)
      .execute();
  }
  const lockIds = [
    ...new Set([...typeIds, ...[...zonesOf.values()].flatMap((price) => price?.zones ?? [])]),
  ].sort((a, b) => a - b);
  const locked = await trx
    .selectFrom('ticket_types as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select([
      't.id',
      sql<boolean>`e.published is true and e.cancelled_at is null
        and e.starts_at > clock_timestamp()
        and (e.sale_ends_at is null or e.sale_ends_at > clock_timestamp())`.as('on_sale'),
    ])
    .where('t.id', 'in', lockIds)
    .orderBy('t.id')
    .forNoKeyUpdate('t')
    .execute();
  const onSale = new Map(locked.map((row) => [row.id, row.on_sale]));
  const available = new Map<number, number>();
  for (const id of lockIds) {
    if (!onSale.get(id)) continue;
    await reclaimHolds(trx, id);
    const row = await trx
      .selectFrom('ticket_types')
      .select(sql<number>`greatest(capacity - sold - held, 0)`.as('available'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    available.set(id, row.available);
  }

  const refusals: GroupHoldRefusal[] = [];
  const wanted = new Map<number, number>();
  const seated: SeatedGroupLine[] = [];
  lines.forEach((line, index) => {
    const type = typeOf.get(line.ticketTypeId);
    const price = zonesOf.get(line.ticketTypeId);
    if (!type || !onSale.get(line.ticketTypeId)) refusals.push({ index, reason: 'not_on_sale' });
    else if (price) {
      seated.push({
        index,
        eventId: type.event_id,
        ticketTypeId: type.id,
        zones: price.zones,
        concession: price.concession,
        quantity: line.quantity,
      });
    } else wanted.set(type.id, (wanted.get(type.id) ?? 0) + line.quantity);
  });
  lines.forEach((line, index) => {
    if (!wanted.has(line.ticketTypeId)) return;
    const left = available.get(line.ticketTypeId) ?? 0;
    if ((wanted.get(line.ticketTypeId) ?? 0) > left) {
      refusals.push({ index, reason: 'not_enough', available: left });
    }
  });
  const placed: PlacedLine[] = [];
  for (const plan of await planGroupSeats(trx, seated, available)) {
    if ('seats' in plan) placed.push(plan);
    else refusals.push({ index: plan.index, reason: 'not_enough', available: plan.available });
  }
  if (refusals.length > 0) return refusals.sort((a, b) => a.index - b.index);

  for (const [id, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    await trx
      .insertInto('holds')
      .values({ ticket_type_id: id, cart_id: cartId, quantity, expires_at: until })
      .execute();
    await trx
      .updateTable('ticket_types')
      .set({ held: sql`held + ${quantity}` })
      .where('id', '=', id)
      .execute();
  }
  await holdPlannedSeats(trx, cartId, placed, until);
  return [];
}
