import { sql, type Kysely } from 'kysely';

/**
 * The back office (decision 0016): staff act under their own accounts, and what they do is
 * recorded.
 *
 * - `audit_log.actor_id`: who did it (null for the shop itself: a buyer's action, a job).
 * - Door check-in: a ticket is admitted once. The admission is the ticket row's own conditional
 *   update (`checked_in_at is null`), so several doors scanning one ticket at once admit it once,
 *   and the row says when, at which door and by whom, for the "already used" answer.
 * - Refunds say who asked for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_log add column actor_id integer references users (id) on delete set null;
    create index audit_log_actor on audit_log (actor_id, created_at) where actor_id is not null;

    alter table tickets add column checked_in_at timestamptz;
    alter table tickets add column checked_in_door text;
    alter table tickets add column checked_in_by integer references users (id) on delete set null;
    create index tickets_event_checked_in on tickets (event_id) where checked_in_at is not null;

    alter table refunds add column requested_by integer references users (id) on delete set null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table refunds drop column requested_by;
    drop index tickets_event_checked_in;
    alter table tickets drop column checked_in_by, drop column checked_in_door,
      drop column checked_in_at;
    drop index audit_log_actor;
    alter table audit_log drop column actor_id;
  `.execute(db);
}
