import { sql, type Kysely } from 'kysely';

/**
 * Decision 0054: the buyer's data rights (erasure, export, consent records).
 *
 * - `consent_events`: every grant and withdrawal of a consent (`newsletter`, `relevant_infos`),
 *   with its time, where it was given (`profile`, or `erasure` for the withdrawal an erasure
 *   makes) and the version of the consent text the person saw (declared in code,
 *   modules/data-rights/consent-texts.ts). No personal data beyond the account's id.
 * - `users.erased_at`: when the account was erased; its row stays (orders, audit entries and
 *   fiscal documents name it by id) with its personal data replaced.
 * - `user_tokens.purpose` admits `erase_account`: the e-mailed link that confirms the erasure of
 *   an account without a password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table consent_events (
      id serial primary key,
      user_id integer not null references users (id),
      consent text not null check (consent in ('newsletter', 'relevant_infos')),
      granted boolean not null,
      text_version text not null,
      source text not null check (source in ('profile', 'erasure')),
      created_at timestamptz not null default now()
    );
    create index consent_events_user on consent_events (user_id, created_at);
    alter table users add column erased_at timestamptz;
    alter table user_tokens drop constraint user_tokens_purpose_check;
    alter table user_tokens add constraint user_tokens_purpose_check
      check (purpose in ('verify_email', 'magic_link', 'reset_password', 'erase_account'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from user_tokens where purpose = 'erase_account';
    alter table user_tokens drop constraint user_tokens_purpose_check;
    alter table user_tokens add constraint user_tokens_purpose_check
      check (purpose in ('verify_email', 'magic_link', 'reset_password'));
    alter table users drop column erased_at;
    drop table consent_events;
  `.execute(db);
}
