import type { BestAvailableInput } from '@theatre/seating';
import type { Db } from '../../db/database.js';
import { FreshFlight } from '../../lib/fresh-flight.js';
import { findSeatedEvent, listPerformanceSeats } from './seating.repository.js';

type SeatRows = Awaited<ReturnType<typeof listPerformanceSeats>>;

/**
 * Per database (the pool, never a transaction, whose own writes others must not see): the reads
 * of a performance's seats in flight, shared.
 */
const seatReads = new WeakMap<Db, FreshFlight<number, SeatRows>>();

/**
 * A snapshot of a seated performance for best available (decision 0036): the rows that hold seats
 * of the given zones, every seat of them in position order, free when it is of those zones and
 * free now. Rows are ordered by their distance from the stage (their seats' mean depth below it);
 * the centre line is the stage's.
 */
export async function seatSnapshot(
  db: Db,
  eventId: number,
  zones: ReadonlySet<number>,
  quantity: number,
): Promise<BestAvailableInput | null> {
  let reads = seatReads.get(db);
  if (!reads) {
    reads = new FreshFlight();
    seatReads.set(db, reads);
  }
  const arrivedAt = reads.arrival();
  const event = await findSeatedEvent(db, String(eventId));
  if (!event || event.seat_map_id === null) return null;
  // Buyers asking at once share one read of the seats made after they asked: the hold statement
  // decides in any case, a snapshot only proposes.
  const seats = await reads.run(eventId, arrivedAt, () => listPerformanceSeats(db, eventId, null));
  return { quantity, ...snapshotOf(event, seats, zones) };
}

/**
 * The rows of a seated performance's seats that hold seats of the given zones, each with every
 * seat in position order, free when it is of those zones and free now (and not in `taken`, seats
 * the caller has placed already). Rows are ordered by their distance from the stage (their seats'
 * mean depth below it); the centre line is the stage's.
 */
export function snapshotOf(
  event: { stage: unknown },
  seats: SeatRows,
  zones: ReadonlySet<number>,
  taken: ReadonlySet<number> = new Set(),
): Omit<BestAvailableInput, 'quantity'> {
  const stage = (event.stage ?? {}) as { x?: number; y?: number; width?: number; height?: number };
  const stageBottom = (stage.y ?? 0) + (stage.height ?? 0);
  const rows = new Map<
    number,
    {
      sectionId: number;
      ys: number[];
      seats: BestAvailableInput['rows'][number]['seats'];
      ofZone: boolean;
    }
  >();
  for (const seat of seats) {
    let row = rows.get(seat.row_id);
    if (!row) {
      row = { sectionId: seat.section_id, ys: [], seats: [], ofZone: false };
      rows.set(seat.row_id, row);
    }
    const ofZone = seat.ticket_type_id !== null && zones.has(seat.ticket_type_id);
    row.ofZone ||= ofZone;
    row.ys.push(seat.y);
    row.seats.push({
      id: seat.hall_seat_id,
      block: seat.block,
      x: seat.x,
      free: ofZone && seat.state === 'free' && !taken.has(seat.hall_seat_id),
      rank: seat.rank,
    });
  }
  return {
    centerX: (stage.x ?? 0) + (stage.width ?? 0) / 2,
    rows: [...rows]
      .filter(([, row]) => row.ofZone)
      .map(([id, row]) => ({
        id,
        sectionId: row.sectionId,
        distanceFromStage: Math.abs(
          row.ys.reduce((a, b) => a + b, 0) / row.ys.length - stageBottom,
        ),
        seats: row.seats,
      })),
  };
}
