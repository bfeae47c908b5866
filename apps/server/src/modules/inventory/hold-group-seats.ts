import { groupSeats } from '@theatre/seating';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  readPerformanceSeats,
  type PerformanceSeatRows,
} from '../seating/read-performance-seats.js';
import { snapshotOf } from '../seating/seat-snapshot.js';
import { takeSeats } from './seats.repository.js';

type Trx = Transaction<Database>;

/** A seated line of a group order: its price (a zone or a concession), its zones, how many. */
export interface SeatedGroupLine {
  index: number;
  eventId: number;
  ticketTypeId: number;
  /** The zones the price sells: a zone itself, a concession its zones. */
  zones: readonly number[];
  concession: boolean;
  quantity: number;
}

/** Where a seated line's seats go, or how many seats its zones have left. */
export type SeatPlan = PlacedLine | { index: number; available: number };

/** A seated line placed: its seats, each with its zone. */
export interface PlacedLine {
  index: number;
  line: SeatedGroupLine;
  seats: { id: number; zone: number }[];
}

/**
 * Places the seated lines of a group order (decision 0046), under the zones' row locks (the
 * caller's): each performance's seats are read once in the transaction, and each line gets the
 * best seats of its zones for the whole group (`groupSeats`: fewest blocks, rows close together),
 * after the seats the lines before it were given. A line whose zones have too few free seats
 * (or whose zone counters say fewer are left) answers how many are left. Writes nothing.
 */
export async function planGroupSeats(
  trx: Trx,
  lines: readonly SeatedGroupLine[],
  counters: ReadonlyMap<number, number>,
): Promise<SeatPlan[]> {
  const plans: SeatPlan[] = [];
  const taken = new Map<number, Set<number>>();
  const zoneLeft = new Map(counters);
  const reads = new Map<
    number,
    Promise<{ event: { stage: unknown }; seats: PerformanceSeatRows } | null>
  >();
  for (const line of lines) {
    let read = reads.get(line.eventId);
    if (!read) {
      read = readPerformanceSeats(trx, line.eventId);
      reads.set(line.eventId, read);
    }
    const seats = await read;
    const placed = taken.get(line.eventId) ?? new Set<number>();
    taken.set(line.eventId, placed);
    const zones = new Set(line.zones);
    const snapshot = seats ? snapshotOf(seats.event, seats.seats, zones, placed) : null;
    const free = (snapshot?.rows ?? []).reduce(
      (sum, row) => sum + row.seats.filter((seat) => seat.free).length,
      0,
    );
    const counted = line.zones.reduce((sum, zone) => sum + (zoneLeft.get(zone) ?? 0), 0);
    const available = Math.min(free, counted);
    const seatIds =
      snapshot && line.quantity <= available ? groupSeats(snapshot, line.quantity) : null;
    if (!seatIds || !seats) {
      plans.push({ index: line.index, available });
      continue;
    }
    const zoneOf = new Map(seats.seats.map((seat) => [seat.hall_seat_id, seat.ticket_type_id]));
    const placedSeats = seatIds.map((id) => ({ id, zone: zoneOf.get(id) ?? 0 }));
    for (const seat of placedSeats) {
      placed.add(seat.id);
      zoneLeft.set(seat.zone, (zoneLeft.get(seat.zone) ?? 0) - 1);
    }
    plans.push({ index: line.index, line, seats: placedSeats });
  }
  return plans;
}

/**
 * Holds the planned seats for the group's cart until the deadline (under the zones' locks): one
 * hold row per zone with its seats' count (`held` follows), then each line's seats are taken by
 * the hold statement at the line's price (a concession's price per seat). The seats were free
 * under the locks, so every one is taken; anything else is a broken invariant and rolls back.
 */
export async function holdPlannedSeats(
  trx: Trx,
  cartId: number,
  plans: readonly PlacedLine[],
  until: Date,
): Promise<void> {
  const perZone = new Map<number, number>();
  for (const seat of plans.flatMap((plan) => plan.seats)) {
    perZone.set(seat.zone, (perZone.get(seat.zone) ?? 0) + 1);
  }
  for (const [zone, quantity] of [...perZone].sort(([a], [b]) => a - b)) {
    await trx
      .insertInto('holds')
      .values({ ticket_type_id: zone, cart_id: cartId, quantity, expires_at: until })
      .execute();
    await trx
      .updateTable('ticket_types')
      .set({ held: sql`held + ${quantity}` })
      .where('id', '=', zone)
      .execute();
  }
  for (const { seats, line } of plans) {
    const seatIds = seats.map((seat) => seat.id);
    const taken = await takeSeats(trx, {
      eventId: line.eventId,
      seatIds,
      cartId,
      priceTypeId: line.concession ? line.ticketTypeId : null,
    });
    if (taken.length !== seatIds.length) throw new Error('planned seats were not free');
  }
}
