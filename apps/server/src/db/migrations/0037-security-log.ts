import { sql, type Kysely } from 'kysely';

/**
 * Decision 0058: the security log, one append-only table of security events (sign-ins and their
 * failures, second factors, role changes, sessions ended, exports, refunds, settings, maintenance,
 * erasures), apart from the audit trail.
 *
 * - No foreign keys: a user's deletion would have to update the rows (set null), which the log
 *   refuses; the ids stay what they were when the event happened.
 * - `email`: the address as typed, for failed sign-ins (never a password).
 * - Append-only in the database: a trigger refuses every UPDATE, TRUNCATE, and every DELETE except
 *   the retention purge's, which sets `theatre.security_log_purge` to `on` for its transaction
 *   (set_config(…, true)) and may even then delete only rows older than 90 days (the setting's
 *   lowest bound). Works alike on PostgreSQL and PGlite (plain plpgsql, a custom setting).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table security_events (
      id integer generated always as identity primary key,
      created_at timestamptz not null default now(),
      event_type text not null,
      outcome text not null check (outcome in ('success', 'failure')),
      user_id integer,
      actor_id integer,
      email text,
      ip_address text,
      user_agent text,
      details jsonb not null default '{}'
    );
    create index security_events_created on security_events (created_at);
    create index security_events_type on security_events (event_type, created_at);

    create function security_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE'
        and coalesce(current_setting('theatre.security_log_purge', true), '') = 'on'
        and old.created_at < now() - interval '90 days' then
        return old;
      end if;
      raise exception 'security_events is append-only (%)', tg_op
        using errcode = 'insufficient_privilege';
    end;
    $$;
    create trigger security_events_append_only before update or delete on security_events
      for each row execute function security_events_append_only();
    create trigger security_events_no_truncate before truncate on security_events
      for each statement execute function security_events_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table security_events;
    drop function security_events_append_only();
  `.execute(db);
}
