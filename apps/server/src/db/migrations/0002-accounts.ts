import { sql, type Kysely } from 'kysely';

/**
 * Accounts and e-mail (decisions 0008, 0009): users, their sessions and one-time tokens, billing
 * data, the rate-limit buckets shared by every process, the jobs table of the background worker,
 * and the outgoing mail (which is also the development mailbox in demo mode).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id serial primary key,
      name text not null,
      email text not null,
      password_hash text,
      role text not null default 'customer' check (role in ('customer', 'cashier', 'admin')),
      vip boolean not null default false,
      newsletter boolean not null default false,
      relevant_infos boolean not null default false,
      locale text not null default 'hu' check (locale in ('hu', 'en')),
      email_verified_at timestamptz,
      terms_accepted_at timestamptz,
      password_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email on users (lower(email));

    -- Bearer tokens: only their SHA-256 is stored.
    create table sessions (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user on sessions (user_id);

    -- One-time tokens e-mailed to the user: only their SHA-256 is stored.
    create table user_tokens (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('verify_email', 'magic_link', 'reset_password')),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index user_tokens_user on user_tokens (user_id, purpose);

    create table billing_data (
      user_id integer primary key references users (id) on delete cascade,
      is_company boolean not null default false,
      tax_number text,
      name text not null default '',
      country text not null default 'HU',
      zip text not null default '',
      city text not null default '',
      street_name text not null default '',
      public_place_category text not null default '',
      house_number text not null default '',
      building text,
      stairway text,
      floor text,
      door text,
      updated_at timestamptz not null default now()
    );

    -- Fixed-window counters; every process shares them.
    create table rate_limits (
      key text primary key,
      count integer not null,
      window_ends_at timestamptz not null
    );
    create index rate_limits_window on rate_limits (window_ends_at);

    create table jobs (
      id serial primary key,
      kind text not null,
      payload jsonb not null default '{}',
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 10,
      last_error text,
      locked_until timestamptz,
      locked_by text,
      done_at timestamptz,
      failed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index jobs_due on jobs (run_at) where done_at is null and failed_at is null;

    create table mail_messages (
      id serial primary key,
      kind text not null,
      to_address text not null,
      to_name text,
      locale text not null check (locale in ('hu', 'en')),
      subject text not null,
      html text not null,
      text text not null,
      user_id integer references users (id) on delete set null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      last_error text
    );
    create index mail_messages_created on mail_messages (created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table mail_messages, jobs, rate_limits, billing_data, user_tokens, sessions, users;
  `.execute(db);
}
