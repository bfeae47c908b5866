import { sql, type Kysely } from 'kysely';

/**
 * Halls, and the address an order was placed from (decisions 0027 and 0026).
 *
 * - `halls`: a venue (a building at an address) has halls; a performance takes place in one. A
 *   hall is general admission with a capacity for now; a seat map, when it comes, will make a hall
 *   either that or seated. Each existing venue gets one hall of its own name, with the largest
 *   capacity one of its performances already has (so no performance exceeds its hall), and its
 *   performances get that hall (decision 0027).
 * - `events.hall_id` keeps `events.venue_id` beside it, tied by one foreign key to the hall's
 *   `(id, venue_id)`: every query that reads a performance's venue stays as it was, the two can
 *   never disagree, and moving a hall to another venue carries its performances along (on update
 *   cascade). An insert that names only one of the two gets the other from a trigger (the venue's
 *   first hall), so older code and scripts that insert performances by venue keep working.
 * - `orders.link_origin`: the address (scheme, host, port) the buyer placed the order
 *   from. Without PUBLIC_URL (the demo) the order's e-mails link back to it, so a buyer who came by
 *   127.0.0.1 or the machine's LAN address stays signed in; null for older orders and box-office
 *   sales (their mails name the configured address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table halls (
      id serial primary key,
      venue_id integer not null references venues (id),
      name text not null,
      name_en text not null,
      capacity integer not null check (capacity between 1 and 100000),
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      constraint halls_id_venue unique (id, venue_id)
    );
    create index halls_venue on halls (venue_id, sort_order);

    insert into halls (venue_id, name, name_en, capacity)
    select v.id, v.name, v.name_en, greatest(1, least(100000, coalesce((
      select max(totals.capacity) from (
        select sum(t.capacity) as capacity
        from events e join ticket_types t on t.event_id = e.id
        where e.venue_id = v.id
        group by e.id
      ) totals
    ), 0)))
    from venues v
    order by v.id;

    alter table events add column hall_id integer;
    update events e set hall_id = h.id from halls h where h.venue_id = e.venue_id;
    alter table events alter column hall_id set not null;
    alter table events add constraint events_hall_fkey foreign key (hall_id, venue_id)
      references halls (id, venue_id) on update cascade;
    create index events_hall on events (hall_id);

    create function events_place_defaults() returns trigger
    language plpgsql as $$
    begin
      if new.hall_id is null and new.venue_id is not null then
        select h.id into new.hall_id from halls h
        where h.venue_id = new.venue_id order by h.sort_order, h.id limit 1;
      elsif new.venue_id is null and new.hall_id is not null then
        select h.venue_id into new.venue_id from halls h where h.id = new.hall_id;
      end if;
      return new;
    end $$;
    create trigger events_place_defaults before insert on events
      for each row execute function events_place_defaults();

    alter table orders add column link_origin text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop column link_origin;
    drop trigger events_place_defaults on events;
    drop function events_place_defaults();
    alter table events drop column hall_id;
    drop table halls;
  `.execute(db);
}
