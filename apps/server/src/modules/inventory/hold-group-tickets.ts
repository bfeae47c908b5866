import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { reclaimHolds } from './inventory.repository.js';

type Trx = Transaction<Database>;

export interface GroupTickets {
  ticketTypeId: number;
  quantity: number;
}

/** Why a line could not be held: gone or not on sale, a seated performance, too few left. */
export type GroupHoldRefusal =
  | { index: number; reason: 'not_on_sale' | 'seated' }
  | { index: number; reason: 'not_enough'; available: number };

/**
 * A group order by bank transfer (decision 0046) holds its tickets in a cart of its own until the
 * payment deadline, beyond the shop's per-order and per-type limits (staff take it) but never
 * beyond capacity: inside the caller's transaction, under the ticket types' row locks taken in id
 * order (the inventory's lock order), each type's expired holds are reclaimed, then its tickets
 * are held (`held += q`, a hold row of the cart expiring at `until`). Refused lines are answered,
 * and then nothing was written (every check comes before the first write).
 */
export async function holdGroupTickets(
  trx: Trx,
  cartId: number,
  lines: readonly GroupTickets[],
  until: Date,
): Promise<GroupHoldRefusal[]> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    wanted.set(line.ticketTypeId, (wanted.get(line.ticketTypeId) ?? 0) + line.quantity);
  }
  const typeIds = [...wanted.keys()].sort((a, b) => a - b);
  const locked = await trx
    .selectFrom('ticket_types as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select([
      't.id',
      sql<boolean>`e.published is true and e.starts_at > clock_timestamp()
        and (e.sale_ends_at is null or e.sale_ends_at > clock_timestamp())`.as('on_sale'),
      sql<boolean>`e.seat_map_id is not null`.as('seated'),
    ])
    .where('t.id', 'in', typeIds)
    .orderBy('t.id')
    .forNoKeyUpdate('t')
    .execute();
  const facts = new Map(locked.map((row) => [row.id, row]));
  const available = new Map<number, number>();
  for (const id of typeIds) {
    if (facts.get(id)?.on_sale && !facts.get(id)?.seated) {
      await reclaimHolds(trx, id);
      const row = await trx
        .selectFrom('ticket_types')
        .select(sql<number>`greatest(capacity - sold - held, 0)`.as('available'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      available.set(id, row.available);
    }
  }
  const refusals: GroupHoldRefusal[] = [];
  lines.forEach((line, index) => {
    const fact = facts.get(line.ticketTypeId);
    if (!fact?.on_sale) refusals.push({ index, reason: 'not_on_sale' });
    else if (fact.seated) refusals.push({ index, reason: 'seated' });
    else {
      const left = available.get(line.ticketTypeId) ?? 0;
      if ((wanted.get(line.ticketTypeId) ?? 0) > left) {
        refusals.push({ index, reason: 'not_enough', available: left });
      }
    }
  });
  if (refusals.length > 0) return refusals;
  for (const id of typeIds) {
    const quantity = wanted.get(id) ?? 0;
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
  return [];
}
