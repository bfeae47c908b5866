import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listCartSeats, setSeatPrices } from './seats.repository.js';

export type SeatPriceResult =
  | { status: 'ok'; seatIds: number[] }
  /** The cart holds none of the seats. */
  | { status: 'not_held' }
  /** The price is neither the seats' zone nor a concession valid in every one of their zones. */
  | { status: 'concession' };

/**
 * A cart chooses the price of seats it holds, under the cart's lock (the caller's): the seat's
 * zone (its own price) or a concession naming that zone (decision 0036). Seats the cart does not
 * hold are passed over. The seats stay held and the counters stay as they are: a concession's
 * seats count in their zones.
 */
export async function priceCartSeats(
  trx: Transaction<Database>,
  cartId: number,
  request: { seatIds: readonly number[]; eventId: number | null; priceTypeId: number },
): Promise<SeatPriceResult> {
  const wanted = new Set(request.seatIds);
  const chosen = (await listCartSeats(trx, cartId)).filter(
    (seat) =>
      wanted.has(seat.hallSeatId) && (request.eventId === null || seat.eventId === request.eventId),
  );
  if (chosen.length === 0) return { status: 'not_held' };
  const zones = [...new Set(chosen.map((seat) => seat.zoneId))];
  const ownZone = zones.length === 1 && zones[0] === request.priceTypeId;
  if (!ownZone) {
    const valid = await trx
      .selectFrom('ticket_type_zones')
      .select('zone_id')
      .where('concession_id', '=', request.priceTypeId)
      .where('zone_id', 'in', zones)
      .execute();
    if (valid.length !== zones.length) return { status: 'concession' };
  }
  await setSeatPrices(trx, chosen, ownZone ? null : request.priceTypeId);
  return { status: 'ok', seatIds: chosen.map((seat) => seat.hallSeatId) };
}
