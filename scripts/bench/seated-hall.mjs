// The seated scenario's hall and performances, written straight into the shop's database (the
// built server is one bundle; its seat-map code is not importable from here). The rows are the
// ones the shop's own map store writes (apps/server/src/db/seat-map-store.ts): a hall with a seat
// map version, its sections, rows and seats, and per performance one `performance_seats` row per
// seat with its zone, the zones' capacities = their seats.
//
// The hall: stalls of 25 rows × 32 seats with a centre aisle (800), a balcony of 5 rows × 40
// seats in four blocks of 10 (200): 1,000 seats. Two zones: stalls rows 1–12, and the rest.
import pg from 'pg';

export const seatedLayout = [
  { name: 'Földszint', nameEn: 'Stalls', rows: 25, seatsPerRow: 32, blockOf: 16, y0: 40 },
  { name: 'Erkély', nameEn: 'Balcony', rows: 5, seatsPerRow: 40, blockOf: 10, y0: 330 },
];
const frontRows = 12;

export const seatCount = seatedLayout.reduce((n, s) => n + s.rows * s.seatsPerRow, 0);

/** A pg client on the shop's database (the samples read during the load need an async client). */
export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The hall and its map (version 1, frozen by the first hold). Answers { hallId, mapId }. */
export async function createSeatedHall(db) {
  await db.query('begin');
  try {
    const {
      rows: [hall],
    } = await db.query(
      `insert into halls (venue_id, name, name_en, capacity)
       select min(id), 'Bench terem ' || extract(epoch from now())::bigint, 'Bench hall', $1
         from venues returning id`,
      [seatCount],
    );
    const {
      rows: [map],
    } = await db.query(
      `insert into seat_maps (hall_id, version, width, height, stage)
       values ($1, 1, 520, 420, '{"x":100,"y":5,"width":320,"height":20}') returning id`,
      [hall.id],
    );
    let seq = 0;
    for (const [sectionIndex, section] of seatedLayout.entries()) {
      const {
        rows: [sectionRow],
      } = await db.query(
        `insert into seat_sections (seat_map_id, name, name_en, sort_order)
         values ($1, $2, $3, $4) returning id`,
        [map.id, section.name, section.nameEn, sectionIndex],
      );
      for (let r = 0; r < section.rows; r += 1) {
        const {
          rows: [row],
        } = await db.query(
          `insert into seat_rows (section_id, label, sort_order) values ($1, $2, $3) returning id`,
          [sectionRow.id, String(r + 1), r],
        );
        const n = section.seatsPerRow;
        await db.query(
          `with ins as (
             insert into hall_seats (hall_id) select $1 from generate_series(1, $2) returning id
           ),
           fresh as (select id, (row_number() over (order by id) - 1)::int as i from ins)
           insert into seat_map_seats (seat_map_id, hall_seat_id, row_id, seq, label, x, y,
                                       position_in_row, block)
           select $3, id, $4, $5 + i, (i + 1)::text,
                  20 + i * 12 + (i / $6) * 10, $7 + $8 * 12, i, i / $6
             from fresh`,
          [hall.id, n, map.id, row.id, seq, section.blockOf, section.y0, r],
        );
        seq += n;
      }
    }
    await db.query(
      `update halls set seating = 'seated', seat_map_id = $2, capacity = $3 where id = $1`,
      [hall.id, map.id, seq],
    );
    await db.query('commit');
    return { hallId: hall.id, mapId: map.id };
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/**
 * A published performance of the hall, on sale, with two zones (the front rows of the stalls,
 * the rest). Answers { eventId, zones: [front, back] }.
 */
export async function createSeatedPerformance(db, { hallId, mapId }, n) {
  await db.query('begin');
  try {
    const {
      rows: [event],
    } = await db.query(
      `insert into events (production_id, venue_id, hall_id, url, starts_at, sale_starts_at,
                           sale_ends_at, vip_only, published, seat_map_id)
       select (select min(id) from productions), h.venue_id, h.id, $2,
              now() + interval '30 days', now() - interval '1 day', null, false, true, $3
         from halls h where h.id = $1
       returning id`,
      [hallId, `bench-seated-${n}-${Date.now().toString(36)}`, mapId],
    );
    const { rows: zoneRows } = await db.query(
      `insert into ticket_types (event_id, name, name_en, price, capacity, vip_only, sort_order)
       values ($1, 'Bench elöl', 'Bench front', 7900, 0, false, 1),
              ($1, 'Bench hátul', 'Bench back', 4900, 0, false, 2)
       returning id`,
      [event.id],
    );
    const [front, back] = zoneRows.map((row) => row.id).sort((a, b) => a - b);
    await db.query(
      `insert into performance_seats (event_id, hall_seat_id, seq, ticket_type_id)
       select $1, s.hall_seat_id, s.seq,
              case when sec.sort_order = 0 and r.sort_order < $4::int then $2::int else $3::int end
         from seat_map_seats s
         join seat_rows r on r.id = s.row_id
         join seat_sections sec on sec.id = r.section_id
        where s.seat_map_id = $5`,
      [event.id, front, back, frontRows, mapId],
    );
    await db.query(
      `update ticket_types t
          set capacity = (select count(*) from performance_seats ps
                           where ps.event_id = t.event_id and ps.ticket_type_id = t.id)
        where t.event_id = $1`,
      [event.id],
    );
    await db.query('commit');
    return { eventId: event.id, zones: [front, back] };
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/**
 * One consistent reading of a performance's holds (a single statement: one snapshot): seats with
 * a live hold, the live holds' quantities, holds whose quantity differs from the seats that point
 * at them, and each held seat's hold id.
 */
export async function readSeatHolds(db, eventId) {
  const { rows } = await db.query(
    `with zone_holds as (
       select h.id, h.quantity, h.created_at
         from holds h join ticket_types t on t.id = h.ticket_type_id
        where t.event_id = $1 and hold_is_live(h.expires_at, clock_timestamp())
     ),
     held as (
       select ps.hall_seat_id, ps.hold_id
         from performance_seats ps join zone_holds z on z.id = ps.hold_id
        where ps.event_id = $1
     )
     select (select count(*) from held)::int as seats_held,
            (select coalesce(sum(quantity), 0) from zone_holds)::int as hold_quantity,
            (select count(*) from zone_holds z
              where z.quantity <> (select count(*) from held where held.hold_id = z.id))::int
              as mismatched_holds,
            (select coalesce(json_agg(json_build_array(hall_seat_id, hold_id)), '[]') from held)
              as seats`,
    [eventId],
  );
  const row = rows[0];
  return {
    seatsHeld: row.seats_held,
    holdQuantity: row.hold_quantity,
    mismatchedHolds: row.mismatched_holds,
    seats: row.seats.map(([seat, hold]) => [seat, Number(hold)]),
  };
}

/** The final state of a performance: its seats' holds and sales, the zones' counters. */
export async function finalSeatState(db, eventId) {
  const { rows } = await db.query(
    `select ps.hall_seat_id, ps.hold_id, ps.order_item_id,
            h.created_at, h.expires_at > clock_timestamp() as live
       from performance_seats ps left join holds h on h.id = ps.hold_id
      where ps.event_id = $1`,
    [eventId],
  );
  const {
    rows: [counters],
  } = await db.query(
    `select coalesce(sum(capacity), 0)::int as capacity, coalesce(sum(held), 0)::int as held,
            coalesce(sum(sold), 0)::int as sold
       from ticket_types where event_id = $1`,
    [eventId],
  );
  return { seats: rows, counters };
}
