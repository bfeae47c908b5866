import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  grantHolds,
  type Channel,
  type GrantRequest,
  type GrantResult,
} from './inventory.repository.js';
import { readSeatsForHold, takeSeats } from './seats.repository.js';

export interface SeatHoldRequest extends GrantRequest {
  eventId: number;
  seatIds: readonly number[];
  /** A concession valid in every seat's zone; null: each seat's own zone. */
  priceTypeId: number | null;
}

export type SeatHoldResult =
  | { status: 'ok'; cartId: number; remainingMs: number; couponRemoved: boolean }
  /** Not free now (taken, held, blocked, not for sale): the seats named. */
  | { status: 'taken'; seatIds: number[] }
  /** Not seats of this performance. */
  | { status: 'unknown'; seatIds: number[] }
  /** The concession does not apply to a seat's zone. */
  | { status: 'concession' }
  /** The performance is general admission. */
  | { status: 'not_seated' }
  /** The zone's grant refused (the cart, the sale window, the limits): as an add would be. */
  | { status: 'refused'; grant: GrantResult };

class Refused extends Error {
  constructor(readonly result: SeatHoldResult) {
    super('refused');
  }
}

/**
 * Holds seats of a seated performance for a cart, all or none, in one transaction (decision
 * 0036): the seats' zones are granted like adds (cart_grant_holds, one call per zone in zone-id
 * order: the cart, the per-client limits, the sale window and the counters, with the zones'
 * row locks), then the hold statement takes the seats themselves in seat-id order, only those free
 * now. Fewer seats than asked rolls everything back and names the seats that were not free. Seats
 * the cart already holds are left as they are. The first hold of a performance freezes its map
 * version.
 */
export async function holdSeats(
  db: Db,
  request: SeatHoldRequest,
  channel: Channel,
  options: { holdMs: number; limitClients: boolean },
): Promise<SeatHoldResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const event = await trx
        .selectFrom('events')
        .select('seat_map_id')
        .where('id', '=', request.eventId)
        .executeTakeFirst();
      if (!event || event.seat_map_id === null) throw new Refused({ status: 'not_seated' });
      // The first hold of a performance freezes its map version, before the zones' locks (the
      // order a map's save takes them in: the version, then the zones' capacities); a frozen
      // version matches nothing here and locks nothing.
      await trx
        .updateTable('seat_maps')
        .set({ frozen_at: sql`clock_timestamp()` })
        .where('id', '=', event.seat_map_id)
        .where('frozen_at', 'is', null)
        .execute();
      const cart = await trx
        .selectFrom('carts')
        .select('id')
        .where('key_hash', '=', request.keyHash)
        .executeTakeFirst();
      const cartId = cart ? cart.id : null;
      const wanted = [...new Set(request.seatIds)].sort((a, b) => a - b);
      const seats = await readSeatsForHold(trx, request.eventId, wanted, cartId);
      const known = new Set(seats.map((seat) => seat.hallSeatId));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length > 0) throw new Refused({ status: 'unknown', seatIds: unknown });
      const notFree = seats.filter(
        (seat) =>
          !seat.mine && (seat.zoneId === null || seat.blocked || seat.sold || seat.heldByOther),
      );
      if (notFree.length > 0) {
        throw new Refused({ status: 'taken', seatIds: notFree.map((seat) => seat.hallSeatId) });
      }
      const toTake = seats.filter((seat) => !seat.mine);
      const perZone = new Map<number, number>();
      for (const seat of toTake) {
        if (seat.zoneId !== null) perZone.set(seat.zoneId, (perZone.get(seat.zoneId) ?? 0) + 1);
      }
      const zones = [...perZone.keys()].sort((a, b) => a - b);
      const priceTypeId =
        request.priceTypeId !== null && !zones.every((zone) => zone === request.priceTypeId)
          ? request.priceTypeId
          : null;
      if (priceTypeId !== null) {
        const valid = await trx
          .selectFrom('ticket_type_zones')
          .select('zone_id')
          .where('concession_id', '=', priceTypeId)
          .where('zone_id', 'in', zones.length > 0 ? zones : [0])
          .execute();
        if (valid.length !== zones.length) throw new Refused({ status: 'concession' });
      }

      let last: GrantResult | null = null;
      let couponRemoved = false;
      for (const [index, zone] of zones.entries()) {
        const [result] = await grantHolds(
          trx,
          zone,
          [
            {
              ...request,
              quantity: perZone.get(zone) ?? 0,
              challenge: index === 0 ? request.challenge : null,
            },
          ],
          channel,
          options,
        );
        if (!result) throw new Error('cart_grant_holds answered no row');
        if (result.status === 'sold_out') {
          // The zone filled up since the seats were read: under its lock now, name the seats
          // that are no longer free.
          const now = await readSeatsForHold(trx, request.eventId, wanted, cartId);
          const gone = now.filter((seat) => !seat.mine && (seat.sold || seat.heldByOther));
          if (gone.length > 0) {
            throw new Refused({ status: 'taken', seatIds: gone.map((seat) => seat.hallSeatId) });
          }
        }
        if (result.status !== 'ok') throw new Refused({ status: 'refused', grant: result });
        couponRemoved ||= result.couponRemoved;
        last = result;
      }
      if (last === null || last.cartId === null) {
        // Every seat asked for is already the cart's: nothing to take.
        const state = await trx
          .selectFrom('carts')
          .select(
            sql<number>`greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::bigint`.as(
              'remaining_ms',
            ),
          )
          .where('key_hash', '=', request.keyHash)
          .executeTakeFirst();
        return {
          status: 'ok' as const,
          cartId: cartId ?? 0,
          remainingMs: state?.remaining_ms ?? options.holdMs,
          couponRemoved: false,
        };
      }
      const seatIds = toTake.map((seat) => seat.hallSeatId);
      const taken = new Set(
        await takeSeats(trx, {
          eventId: request.eventId,
          seatIds,
          cartId: last.cartId,
          priceTypeId,
        }),
      );
      if (taken.size < seatIds.length) {
        throw new Refused({ status: 'taken', seatIds: seatIds.filter((id) => !taken.has(id)) });
      }
      return {
        status: 'ok' as const,
        cartId: last.cartId,
        remainingMs: last.remainingMs,
        couponRemoved,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
