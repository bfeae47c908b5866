import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { AppError } from '../../lib/app-error.js';
import {
  clearSeatMapVersion,
  foreignSeatIds,
  listMovablePerformances,
  lockHall,
  lockSeatMapVersion,
  moveToSeatMap,
  newSeatMapVersion,
  setHallMap,
  writeSeatMapContent,
  type SeatMapInput,
} from './seat-maps.repository.js';

export type { SeatMapInput };

/**
 * Saves a hall's seat map (decision 0036), in one transaction under the hall's lock: the current
 * version is edited in place while no performance has held or sold a seat of it; a frozen one is
 * kept for the performances that sell it and the map becomes a new version. Seats that carry an id
 * keep it (it must be a seat of this hall); new seats get theirs. The hall becomes seated with as
 * many places as seats, and its performances that never held or sold a seat take the new map,
 * keeping each kept seat's zone and block.
 */
export async function saveSeatMap(
  db: Db,
  input: { hallId: number; map: SeatMapInput; actorId: number | null },
): Promise<{ mapId: number; version: number; seats: number; performances: number[] }> {
  return db.transaction().execute(async (trx) => {
    const hall = await lockHall(trx, input.hallId);
    if (!hall) throw new AppError('hall_not_found');
    const ids = input.map.sections.flatMap((section) =>
      section.rows.flatMap((row) => row.seats.flatMap((seat) => (seat.id ? [seat.id] : []))),
    );
    if (new Set(ids).size !== ids.length) {
      throw AppError.validation({ map: [{ key: 'validation.seat_map_duplicate_seat' }] });
    }
    const foreign = await foreignSeatIds(trx, input.hallId, ids);
    if (foreign.length > 0) {
      throw AppError.validation({
        map: [{ key: 'validation.seat_unknown', params: { seats: foreign.join(', ') } }],
      });
    }
    let target: { id: number; version: number };
    // Under the version's row lock: a first hold racing this save either froze it already or
    // waits until the edit in place is committed.
    const frozen = hall.seat_map_id !== null && (await lockSeatMapVersion(trx, hall.seat_map_id));
    if (hall.seat_map_id !== null && hall.version !== null && !frozen) {
      target = { id: hall.seat_map_id, version: hall.version };
      await clearSeatMapVersion(trx, target.id, input.map);
    } else {
      target = await newSeatMapVersion(trx, input.hallId, input.map, input.actorId);
    }
    const seats = await writeSeatMapContent(trx, input.hallId, target.id, input.map);
    await setHallMap(trx, input.hallId, target.id, seats);
    const performances = await listMovablePerformances(trx, input.hallId);
    for (const eventId of performances) await moveToSeatMap(trx, eventId, target.id);
    await recordAudit(trx, {
      action: 'hall.seat_map_saved',
      entity: 'hall',
      entityId: input.hallId,
      actorId: input.actorId,
      data: { version: target.version, seats, performances },
    });
    return { mapId: target.id, version: target.version, seats, performances };
  });
}
