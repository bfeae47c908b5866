import { sql, type Kysely } from 'kysely';

/**
 * Reserved seating (decision 0036): halls with seat maps, a performance's seats, seats held and
 * sold exactly once.
 *
 * - `halls.seating`: `general` (a capacity, as before) or `seated` (its current map,
 *   `halls.seat_map_id`, says how many seats it has).
 * - `hall_seats`: a seat's identity, the `id` every API names. It outlives map edits: a new
 *   version that keeps a seat keeps its row.
 * - `seat_maps` (versions of a hall's map, frozen at the first hold of a performance that uses
 *   one), `seat_sections`, `seat_rows`, `seat_map_seats` (a seat's place in one version: row,
 *   label, position, `position_in_row`, `block` (runs of adjacent seats), flags, `seq`: the
 *   seat's place in the map's fixed order, which the compact status follows).
 * - `events.seat_map_id`: the version a seated performance sells; null for general admission.
 * - `performance_seats`: one row per seat of that version per performance: its zone (a ticket
 *   type; null: not for sale yet), a block with its reason, the hold that holds it (`hold_id`,
 *   with the concession chosen for it, `price_type_id`) and the sold order line
 *   (`order_item_id`). `hold_id` has no foreign key, as `holds.cart_id` has none: a hold row is
 *   written and deleted on every add, and a seat whose hold is gone or expired is free (the hold
 *   statement judges it with `hold_is_live`).
 * - `ticket_type_zones`: a concession (a ticket type with its own price, e.g. a student ticket)
 *   names the zones it applies to. A seat sold with one stays in its zone's counters.
 * - `order_items.hall_seat_id`, `zone_id` and `seat` (the labels as sold, in both languages): a
 *   seat's line is one ticket; its zone carries the counters when the line's type is a concession.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table halls add column seating text not null default 'general'
      check (seating in ('general', 'seated'));

    create table hall_seats (
      id serial primary key,
      hall_id integer not null references halls (id) on delete cascade
    );
    create index hall_seats_hall on hall_seats (hall_id);

    create table seat_maps (
      id serial primary key,
      hall_id integer not null references halls (id) on delete cascade,
      version integer not null check (version > 0),
      width real not null check (width > 0),
      height real not null check (height > 0),
      stage jsonb not null,
      created_at timestamptz not null default now(),
      created_by integer references users (id) on delete set null,
      frozen_at timestamptz,
      unique (hall_id, version)
    );
    alter table halls add column seat_map_id integer references seat_maps (id);
    alter table halls add constraint halls_seated_has_map
      check (seating = 'general' or seat_map_id is not null);

    create table seat_sections (
      id serial primary key,
      seat_map_id integer not null references seat_maps (id) on delete cascade,
      name text not null,
      name_en text not null,
      sort_order integer not null
    );
    create index seat_sections_map on seat_sections (seat_map_id, sort_order);

    create table seat_rows (
      id serial primary key,
      section_id integer not null references seat_sections (id) on delete cascade,
      label text not null,
      sort_order integer not null
    );
    create index seat_rows_section on seat_rows (section_id, sort_order);

    create table seat_map_seats (
      seat_map_id integer not null references seat_maps (id) on delete cascade,
      hall_seat_id integer not null references hall_seats (id),
      row_id integer not null references seat_rows (id) on delete cascade,
      seq integer not null,
      label text not null,
      x real not null,
      y real not null,
      position_in_row integer not null,
      block integer not null default 0,
      wheelchair boolean not null default false,
      companion boolean not null default false,
      restricted_view boolean not null default false,
      rank real,
      category text,
      primary key (seat_map_id, hall_seat_id),
      unique (seat_map_id, seq)
    );
    create index seat_map_seats_row on seat_map_seats (row_id, position_in_row);

    alter table events add column seat_map_id integer references seat_maps (id);

    create table performance_seats (
      event_id integer not null references events (id) on delete cascade,
      hall_seat_id integer not null references hall_seats (id),
      seq integer not null,
      ticket_type_id integer references ticket_types (id),
      blocked_reason text check (blocked_reason is null or length(blocked_reason) between 1 and 200),
      hold_id bigint,
      price_type_id integer references ticket_types (id),
      order_item_id integer references order_items (id),
      primary key (event_id, hall_seat_id),
      unique (event_id, seq)
    );
    create index performance_seats_hold on performance_seats (hold_id) where hold_id is not null;
    create index performance_seats_zone on performance_seats (ticket_type_id);
    create index performance_seats_sold on performance_seats (order_item_id)
      where order_item_id is not null;

    create table ticket_type_zones (
      concession_id integer not null references ticket_types (id) on delete cascade,
      zone_id integer not null references ticket_types (id) on delete cascade,
      primary key (concession_id, zone_id),
      check (concession_id <> zone_id)
    );
    create index ticket_type_zones_zone on ticket_type_zones (zone_id);

    alter table order_items add column hall_seat_id integer references hall_seats (id);
    alter table order_items add column zone_id integer references ticket_types (id);
    alter table order_items add column seat jsonb;
    create index order_items_seat on order_items (event_id, hall_seat_id)
      where hall_seat_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index order_items_seat;
    alter table order_items drop column seat, drop column zone_id, drop column hall_seat_id;
    drop table ticket_type_zones;
    drop table performance_seats;
    alter table events drop column seat_map_id;
    drop table seat_map_seats;
    drop table seat_rows;
    drop table seat_sections;
    alter table halls drop constraint halls_seated_has_map;
    alter table halls drop column seat_map_id;
    drop table seat_maps;
    drop table hall_seats;
    alter table halls drop column seating;
  `.execute(db);
}
