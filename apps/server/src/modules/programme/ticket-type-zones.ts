import type { TicketTypeBody } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findSeatingOfPerformance } from './ticket-type-zones.repository.js';

/**
 * A ticket type's place in a seated performance (decision 0036), checked before it is written:
 *
 * - `zones` makes it a concession: only on a seated performance (422 `concession_general`), each
 *   zone one of the performance's other ticket types that is not a concession itself
 *   (`concession_zones`), and not while it is a zone itself (seats painted with it, or a
 *   concession valid in it: `concession_is_zone`).
 * - On a seated performance the seats give the capacity: a zone's is its seats not blocked
 *   (`syncZoneCapacities`), a concession's is 0. A body that changes it is refused (422 on
 *   `capacity`, `seat_capacity_by_seats`) rather than silently ignored, so the form shows why;
 *   a new zone starts at 0 until seats are painted with it.
 *
 * Answers the concession's zones to store (null: none; undefined: unchanged) and its zones before.
 */
export async function checkTicketTypeZones(
  db: Queryable,
  input: {
    eventId: number;
    /** null for a new ticket type. */
    ticketTypeId: number | null;
    /** Its capacity now (0 for a new one). */
    capacity: number;
    body: TicketTypeBody;
  },
): Promise<{ zones: number[] | null | undefined; before: number[] }> {
  const { seated, types } = await findSeatingOfPerformance(db, input.eventId);
  const requested =
    input.body.zones === undefined
      ? undefined
      : [...new Set(input.body.zones)].sort((a, b) => a - b);
  if (!seated) {
    if (requested !== undefined && requested.length > 0) {
      throw AppError.validation({ zones: [{ key: 'validation.concession_general' }] });
    }
    return { zones: undefined, before: [] };
  }
  const self = types.find((type) => type.id === input.ticketTypeId);
  const before = self?.zones ?? [];
  const zones =
    requested === undefined ? (self?.zones ?? null) : requested.length > 0 ? requested : null;
  if (zones !== null && requested !== undefined) {
    const zoneIds = new Set(
      types
        .filter((type) => type.zones === null && type.id !== input.ticketTypeId)
        .map((t) => t.id),
    );
    if (!zones.every((zone) => zoneIds.has(zone))) {
      throw AppError.validation({ zones: [{ key: 'validation.concession_zones' }] });
    }
    const isZone =
      self !== undefined &&
      (self.has_seats || types.some((type) => type.zones?.includes(self.id) === true));
    if (isZone) throw AppError.validation({ zones: [{ key: 'validation.concession_is_zone' }] });
  }
  const capacity = zones === null ? input.capacity : 0;
  if (input.body.capacity !== capacity) {
    throw AppError.validation({ capacity: [{ key: 'validation.seat_capacity_by_seats' }] });
  }
  return { zones: requested === undefined ? undefined : zones, before };
}
