import { sql, type Kysely } from 'kysely';

/**
 * Decision 0042: the door works offline.
 *
 * - `door_list_keys`: a performance's door list key (random, made when the list is first asked
 *   for): the list a device keeps names each ticket by a hash of this key and its code, so the
 *   list does not reveal codes that would admit.
 * - `door_admissions`: the admissions a device made offline and sent later, one per scan
 *   (`scan_id`, unique: a batch sent again records nothing twice), with the device's time; and an
 *   admission made online that an earlier offline one displaced (`scan_id` and `device_id` null).
 *   `result`: `admitted` (the ticket's admission), `conflict` (the later of two admissions of one
 *   ticket, flagged for staff), `cancelled` (the ticket no longer admitted when it came; flagged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table door_list_keys (
      event_id integer primary key references events (id) on delete cascade,
      key text not null,
      created_at timestamptz not null default now()
    );
    create table door_admissions (
      id serial primary key,
      ticket_id integer not null references tickets (id) on delete cascade,
      event_id integer not null references events (id) on delete cascade,
      scan_id uuid unique,
      device_id uuid,
      door text,
      staff_id integer references users (id),
      admitted_at timestamptz not null,
      received_at timestamptz not null default now(),
      result text not null check (result in ('admitted', 'conflict', 'cancelled'))
    );
    create index door_admissions_flagged on door_admissions (event_id) where result <> 'admitted';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table door_admissions; drop table door_list_keys;`.execute(db);
}
