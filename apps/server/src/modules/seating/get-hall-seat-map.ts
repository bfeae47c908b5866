import type { AdminSeatMapInfo } from '@theatre/contracts';
import {
  SEAT_MAP_FORMAT,
  SEAT_MAP_VERSION,
  type SeatMapDocument,
  type SeatMapRect,
  type SeatMapSeat,
  type SeatMapSection,
} from '@theatre/seating';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findHallMap, listMapRows, listMapSeats } from './seating-admin.repository.js';

export type HallSeatMap = AdminSeatMapInfo & { document: SeatMapDocument };

/**
 * GET /admin/halls/:id/seat-map: the hall's current map version as the shop's seat-map document
 * (every seat with its hall seat `id`), whether it is frozen, and how many performances sell it.
 * 404 `hall_not_found`, or `seat_map_not_found` for a general-admission hall.
 */
export async function getHallSeatMap(db: Queryable, hallId: number): Promise<HallSeatMap> {
  const hall = await findHallMap(db, hallId);
  if (!hall) throw new AppError('hall_not_found');
  if (hall.seat_map_id === null || hall.version === null) throw new AppError('seat_map_not_found');
  const [rows, seats] = await Promise.all([
    listMapRows(db, hall.seat_map_id),
    listMapSeats(db, hall.seat_map_id),
  ]);
  const seatsOfRow = new Map<number, SeatMapSeat[]>();
  for (const seat of seats) {
    const list = seatsOfRow.get(seat.row_id) ?? [];
    list.push({
      id: seat.hall_seat_id,
      label: seat.label,
      x: seat.x,
      y: seat.y,
      block: seat.block,
      ...(seat.wheelchair ? { wheelchair: true } : {}),
      ...(seat.companion ? { companion: true } : {}),
      ...(seat.restricted_view ? { restricted_view: true } : {}),
      ...(seat.rank === null ? {} : { rank: seat.rank }),
      ...(seat.category === null ? {} : { category: seat.category }),
    });
    seatsOfRow.set(seat.row_id, list);
  }
  const sections: SeatMapSection[] = [];
  let lastSection: number | null = null;
  for (const row of rows) {
    if (row.section_id !== lastSection) {
      sections.push({ name: row.name, name_en: row.name_en, rows: [] });
      lastSection = row.section_id;
    }
    if (row.row_id !== null && row.label !== null) {
      sections.at(-1)?.rows.push({ label: row.label, seats: seatsOfRow.get(row.row_id) ?? [] });
    }
  }
  const stage = (hall.stage ?? {}) as Partial<SeatMapRect>;
  return {
    hall_id: hall.id,
    hall_name: hall.name,
    version: hall.version,
    frozen: hall.frozen_at !== null,
    performances_on_it: hall.performances_on_it,
    document: {
      format: SEAT_MAP_FORMAT,
      version: SEAT_MAP_VERSION,
      name: hall.name,
      width: hall.width ?? 1,
      height: hall.height ?? 1,
      stage: {
        x: stage.x ?? 0,
        y: stage.y ?? 0,
        width: stage.width ?? 1,
        height: stage.height ?? 1,
      },
      sections,
    },
  };
}
