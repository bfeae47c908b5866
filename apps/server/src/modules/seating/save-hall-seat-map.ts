import type { SeatMapSavedInfo } from '@theatre/contracts';
import { readSeatMap } from '@theatre/seating';
import type { Db } from '../../db/database.js';
import { getHallSeatMap, type HallSeatMap } from './get-hall-seat-map.js';
import { saveSeatMap } from './save-seat-map.js';
import { seatMapProblemsError } from './seat-map-problems.js';

/**
 * PUT /admin/halls/:id/seat-map: a seat-map document checked by @theatre/seating (422 with each
 * problem under its path), then saved (save-seat-map.ts: in place while no performance held or
 * sold a seat of the version, else as a new version). Answers the map as saved and how many of
 * the hall's performances took it.
 */
export async function saveHallSeatMap(
  db: Db,
  input: { hallId: number; body: unknown; actorId: number },
): Promise<HallSeatMap & Pick<SeatMapSavedInfo, 'performances_moved'>> {
  const read = readSeatMap(input.body);
  if (!read.ok) throw seatMapProblemsError(read.problems, 'map');
  const saved = await saveSeatMap(db, {
    hallId: input.hallId,
    map: read.document,
    actorId: input.actorId,
  });
  const map = await getHallSeatMap(db, input.hallId);
  return { ...map, performances_moved: saved.performances.length };
}
