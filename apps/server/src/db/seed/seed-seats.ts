import { sql } from 'kysely';
import type { Db } from '../database.js';
import {
  moveToSeatMap,
  newSeatMapVersion,
  setHallMap,
  syncZoneCapacities,
  writeSeatMapContent,
} from '../seat-map-store.js';
import { demoHallMaps, type DemoHallMap, type ZonePlace } from './hall-maps-data.js';

/**
 * The demo's seated halls and performances (decision 0036): a hall's map stored as version 1, a
 * performance moved onto it with a zone per seat from its ticket types' names and its concessions,
 * and the seats a sale takes, chosen as people choose them: the best seats first, with gaps.
 */

/** Stores the hall's map when the demo draws one; answers its version's id, or null. */
export async function seatDemoHall(trx: Db, hallId: number, venueKey: string) {
  const hall = demoHallMaps[venueKey];
  if (!hall) return null;
  const version = await newSeatMapVersion(trx, hallId, hall.map, null);
  const seats = await writeSeatMapContent(trx, hallId, version.id, hall.map);
  await setHallMap(trx, hallId, version.id, seats);
  return { mapId: version.id, hall };
}

/** The seqs (the map's seat order) of the seats of some places of a map. */
function seqsOf(hall: DemoHallMap, places: readonly ZonePlace[]): number[] {
  const seqs: number[] = [];
  let seq = 0;
  hall.map.sections.forEach((section, sectionIndex) => {
    for (const row of section.rows) {
      const rowNumber = Number(row.label);
      for (let i = 0; i < row.seats.length; i += 1) {
        const inPlace = places.some(
          (place) =>
            place.section === sectionIndex &&
            (!place.rows || (rowNumber >= place.rows[0] && rowNumber <= place.rows[1])),
        );
        if (inPlace) seqs.push(seq);
        seq += 1;
      }
    }
  });
  return seqs;
}

/**
 * Moves a performance onto its hall's map and paints its zones: each ticket type named in the
 * hall's zones gets its seats (a seat already given to an earlier type keeps it), each named
 * concession its zones. Answers each zone's seat count.
 */
export async function seatDemoPerformance(
  trx: Db,
  input: {
    eventId: number;
    mapId: number;
    hall: DemoHallMap;
    types: readonly { id: number; name: string }[];
  },
): Promise<Map<number, number>> {
  await moveToSeatMap(trx, input.eventId, input.mapId);
  const byName = new Map(input.types.map((type) => [type.name, type.id]));
  for (const type of input.types) {
    const places = input.hall.zones[type.name];
    if (places) {
      await sql`
        update performance_seats set ticket_type_id = ${type.id}
         where event_id = ${input.eventId} and ticket_type_id is null
           and seq = any (${seqsOf(input.hall, places)}::int[])
      `.execute(trx);
    }
    const zones = (input.hall.concessions[type.name] ?? []).flatMap((name) => {
      const zone = byName.get(name);
      return zone === undefined ? [] : [zone];
    });
    if (zones.length > 0) {
      await trx
        .insertInto('ticket_type_zones')
        .values(zones.map((zone) => ({ concession_id: type.id, zone_id: zone })))
        .execute();
    }
  }
  await syncZoneCapacities(trx, input.eventId);
  const rows = await trx
    .selectFrom('ticket_types')
    .select(['id', 'capacity'])
    .where('event_id', '=', input.eventId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.capacity]));
}

/**
 * `quantity` free seats of a zone for a demo sale: the seats in the map's order scored by how
 * good they are (`share` gives each a deterministic spread), the best first. Answers hall seat ids
 * with their labels as an order line keeps them.
 */
export async function pickDemoSeats(
  trx: Db,
  input: { eventId: number; zoneId: number; quantity: number; share: (key: string) => number },
) {
  const { rows } = await sql<{
    hall_seat_id: number;
    seq: number;
    section: string;
    section_en: string;
    row_label: string;
    label: string;
    x: number;
    y: number;
  }>`
    select ps.hall_seat_id, ps.seq, sec.name as section, sec.name_en as section_en,
           r.label as row_label, s.label, s.x, s.y
      from performance_seats ps
      join events e on e.id = ps.event_id
      join seat_map_seats s on s.seat_map_id = e.seat_map_id and s.hall_seat_id = ps.hall_seat_id
      join seat_rows r on r.id = s.row_id
      join seat_sections sec on sec.id = r.section_id
     where ps.event_id = ${input.eventId} and ps.ticket_type_id = ${input.zoneId}
       and ps.order_item_id is null and ps.blocked_reason is null
  `.execute(trx);
  const centre = rows.reduce((sum, seat) => sum + seat.x, 0) / Math.max(1, rows.length);
  const scored = rows.map((seat) => ({
    seat,
    score:
      Math.abs(seat.x - centre) + seat.y * 0.6 + 180 * input.share(`${input.eventId}:${seat.seq}`),
  }));
  scored.sort((a, b) => a.score - b.score || a.seat.seq - b.seat.seq);
  return scored.slice(0, input.quantity).map(({ seat }) => ({
    hallSeatId: seat.hall_seat_id,
    seat: {
      id: seat.hall_seat_id,
      section: seat.section,
      section_translations: { en: seat.section_en },
      row: seat.row_label,
      label: seat.label,
    },
  }));
}
