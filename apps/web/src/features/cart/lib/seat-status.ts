import { seatStatusCodes, type MapSeat, type SeatMapReply } from '@theatre/contracts';
import type { ShownSeatStatus } from '../../../components/seat-map/seat-look';

export type { ShownSeatStatus } from '../../../components/seat-map/seat-look';

const statusOfCode: Record<string, ShownSeatStatus> = Object.fromEntries(
  Object.entries(seatStatusCodes).map(([status, code]) => [code, status as ShownSeatStatus]),
);

/** What a seat of the map shows. */
export function shownStatus(seat: Pick<MapSeat, 'status' | 'mine'>): ShownSeatStatus {
  return seat.mine ? 'mine' : seat.status;
}

/** The seats of a map in its fixed order (sections, rows, seats), which the compact status follows. */
export function mapSeats(map: Pick<SeatMapReply, 'sections'>): MapSeat[] {
  return map.sections.flatMap((section) => section.rows.flatMap((row) => row.seats));
}

/**
 * The map with the compact status applied (one character per seat in the map's order). A status
 * of another length belongs to another map version: the map is returned unchanged (null), and the
 * caller reloads it. Seats whose status did not change keep their objects.
 */
export function applySeatStatus(map: SeatMapReply, status: string): SeatMapReply | null {
  let index = 0;
  let changed = false;
  const total = mapSeats(map).length;
  if (status.length !== total) return null;
  const sections = map.sections.map((section) => ({
    ...section,
    rows: section.rows.map((row) => ({
      ...row,
      seats: row.seats.map((seat) => {
        const shown = statusOfCode[status.charAt(index)] ?? seat.status;
        index += 1;
        const mine = shown === 'mine';
        const next = mine ? 'held' : shown;
        if (next === seat.status && mine === Boolean(seat.mine)) return seat;
        changed = true;
        return { ...seat, status: next, mine };
      }),
    })),
  }));
  return changed ? { ...map, sections } : map;
}

/** A free seat of a zone can be held, one of the visitor's own given back. */
export function isPressable(seat: Pick<MapSeat, 'status' | 'mine' | 'ticket_type_id'>): boolean {
  const status = shownStatus(seat);
  return (status === 'free' && seat.ticket_type_id !== null) || status === 'mine';
}
