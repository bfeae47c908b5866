import { sql, type Kysely } from 'kysely';

/**
 * Decision 0055: sessions people can see and end, idle and absolute lifetimes, locked accounts.
 *
 * `sessions.last_active_at`: the last request the user made themselves (background polls marked
 * `X-Background-Request: 1` do not move it); the idle limit counts from it. `last_used_at` stays
 * the last request of any kind. `user_agent` and `ip_address` as the request that started the
 * session named them (the address as the proxy setting reads it), for the user's list of their
 * sessions; personal data, deleted with the session a day after it ended (prune-sessions).
 * `users.locked_at`: an administrator locked the account; it cannot sign in until unlocked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions
      add column last_active_at timestamptz,
      add column user_agent text,
      add column ip_address text;
    update sessions set last_active_at = last_used_at;
    alter table sessions
      alter column last_active_at set not null,
      alter column last_active_at set default now();
    alter table users add column locked_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users drop column locked_at;
    alter table sessions drop column last_active_at, drop column user_agent, drop column ip_address;
  `.execute(db);
}
