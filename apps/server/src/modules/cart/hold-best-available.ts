import type { CartReply } from '@theatre/contracts';
import { bestSplit, candidates } from '@theatre/seating';
import { AppError } from '../../lib/app-error.js';
import { verifyChallenge } from '../challenges/verify-challenge.js';
import { holdSeats } from '../inventory/hold-seats.js';
import { priceZonesOf } from '../seating/find-price-zones.js';
import { seatSnapshot } from '../seating/seat-snapshot.js';
import { cartReplyOf, keyHashOf, type CartDeps } from './cart-access.js';
import { listCartLines } from './cart.repository.js';
import { refusalOf, type HoldCartSeatsInput } from './hold-cart-seats.js';

/** How many fresh snapshots best available tries before it gives up on a sale spike. */
const attempts = 3;

/**
 * POST /cart/{key}/best-available (decision 0036): the best block of `quantity` adjacent free seats
 * of the price's zones (a concession's zones, held at its price), chosen from a snapshot and taken
 * by the hold statement, which decides; a block taken meanwhile sends it to the next candidate of
 * a fresh snapshot, a few times. No block of that many together: 409 `not_enough_adjacent_seats`
 * with the best split as `proposal` (seat ids per part, not held), or null when too few are free.
 */
export async function holdBestAvailable(
  deps: CartDeps,
  input: Omit<HoldCartSeatsInput, 'eventId' | 'seatIds' | 'ticketTypeId'> & {
    ticketTypeId: number;
    quantity: number;
  },
): Promise<CartReply> {
  const channel = input.channel ?? 'online';
  const online = channel === 'online';
  const keyHash = keyHashOf(deps, input.key);
  const price = await priceZonesOf(deps.db, input.ticketTypeId);
  if (!price) {
    throw AppError.validation({ ticket_type_id: [{ key: 'validation.invalid_value' }] });
  }
  if (!price.seated) throw new AppError('seat_map_not_found');
  const challenge =
    online && input.challenge
      ? await verifyChallenge(deps.config.appSecret, input.challenge)
      : null;
  const zones = new Set(price.zones);
  let lastTaken: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const snapshot = await seatSnapshot(deps.db, price.eventId, zones, input.quantity);
    if (!snapshot) throw new AppError('seat_map_not_found');
    const [best] = candidates(snapshot, 1);
    if (!best) {
      const split = bestSplit(snapshot);
      throw new AppError('not_enough_adjacent_seats', { quantity: input.quantity }, undefined, {
        proposal: split ? split.parts.map((part) => part.seatIds) : null,
      });
    }
    const result = await holdSeats(
      deps.db,
      {
        keyHash,
        quantity: input.quantity,
        vip: input.user?.vip ?? false,
        userId: input.user?.id ?? null,
        subject: online ? (input.client ?? null) : null,
        challenge,
        eventId: price.eventId,
        seatIds: best.seatIds,
        priceTypeId: price.concession ? input.ticketTypeId : null,
      },
      channel,
      deps.holds.settings,
    );
    if (result.status === 'ok') {
      return cartReplyOf(deps, {
        lines: await listCartLines(deps.db, result.cartId),
        couponId: null,
        remainingMs: result.remainingMs,
        couponRemoved: result.couponRemoved,
        locale: input.locale,
        channel,
      });
    }
    if (result.status !== 'taken') {
      throw await refusalOf(
        deps,
        { ...input, eventId: price.eventId, seatIds: best.seatIds, ticketTypeId: null },
        result,
      );
    }
    lastTaken = result.seatIds;
  }
  throw await refusalOf(
    deps,
    { ...input, eventId: price.eventId, seatIds: lastTaken, ticketTypeId: null },
    { status: 'taken', seatIds: lastTaken },
  );
}
