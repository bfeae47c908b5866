import { sql, type Kysely } from 'kysely';

/**
 * Decision 0056: staff second factor and staff sessions page scripts cannot read.
 *
 * `sessions.kind`: `bearer` (the spec's token, a customer-level session) or `staff` (the back
 * office's session, started by passing the second factor; its token lives only in an httpOnly
 * cookie). A staff session belongs to the bearer session it was started with (`parent_id`): it
 * ends with it. `second_factor`: how it was started (totp, recovery, passkey, none).
 * `user_totp`: a user's authenticator app, the secret encrypted with the app secret; the last
 * accepted time step, so a code is not used twice. `user_recovery_codes`: hashes, each usable
 * once. `user_passkeys`: WebAuthn credentials. `second_factor_challenges`: the pending WebAuthn
 * challenge of a bearer session (one per purpose), a few minutes long.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions
      add column kind text not null default 'bearer' check (kind in ('bearer', 'staff')),
      add column parent_id integer references sessions (id) on delete cascade,
      add column second_factor text;
    create index sessions_parent_id_idx on sessions (parent_id) where parent_id is not null;

    create table user_totp (
      user_id integer primary key references users (id) on delete cascade,
      secret_encrypted text not null,
      confirmed_at timestamptz,
      last_step bigint,
      created_at timestamptz not null default now()
    );

    create table user_recovery_codes (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index user_recovery_codes_user_idx on user_recovery_codes (user_id);

    create table user_passkeys (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      credential_id text not null unique,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text not null default '',
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index user_passkeys_user_idx on user_passkeys (user_id);

    create table second_factor_challenges (
      session_id integer not null references sessions (id) on delete cascade,
      purpose text not null check (purpose in ('register', 'authenticate')),
      challenge text not null,
      expires_at timestamptz not null,
      primary key (session_id, purpose)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table second_factor_challenges;
    drop table user_passkeys;
    drop table user_recovery_codes;
    drop table user_totp;
    delete from sessions where kind = 'staff';
    alter table sessions drop column second_factor, drop column parent_id, drop column kind;
  `.execute(db);
}
