import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { giveBackSeats, listCartSeats } from './seats.repository.js';

/** Which of the cart's seats to give back. */
export type SeatRelease =
  | { seatIds: readonly number[]; eventId: number | null }
  /** A line of the cart by its price: one seat (the last in the map's order) or all of them. */
  | { priceTypeId: number; change: 'one' | 'line' };

/**
 * A cart gives back held seats, under the cart's lock (the caller's): the seats come free, the
 * zones' hold rows and `held` follow. Answers the seats given back and their zones (none: the cart
 * holds none of them).
 */
export async function releaseCartSeats(
  trx: Transaction<Database>,
  cartId: number,
  release: SeatRelease,
): Promise<{ seatIds: number[]; zoneIds: number[] }> {
  const held = await listCartSeats(trx, cartId);
  let chosen: typeof held;
  if ('seatIds' in release) {
    const wanted = new Set(release.seatIds);
    chosen = held.filter(
      (seat) =>
        wanted.has(seat.hallSeatId) &&
        (release.eventId === null || seat.eventId === release.eventId),
    );
  } else {
    const ofPrice = held.filter((seat) => seat.priceTypeId === release.priceTypeId);
    chosen = release.change === 'one' ? ofPrice.slice(-1) : ofPrice;
  }
  if (chosen.length === 0) return { seatIds: [], zoneIds: [] };
  const zoneIds = await giveBackSeats(trx, chosen);
  return { seatIds: chosen.map((seat) => seat.hallSeatId), zoneIds };
}
