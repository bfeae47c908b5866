import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table venues (
      id serial primary key,
      key text not null unique,
      name text not null,
      name_en text not null,
      address text not null
    );

    create table productions (
      id serial primary key,
      key text not null unique,
      name text not null,
      name_en text not null,
      author text not null default '',
      author_en text not null default '',
      description text not null default '',
      description_en text not null default '',
      poster text,
      duration_minutes integer not null check (duration_minutes > 0),
      age_limit integer check (age_limit between 0 and 21),
      created_at timestamptz not null default now()
    );

    create table events (
      id serial primary key,
      production_id integer not null references productions (id),
      venue_id integer not null references venues (id),
      -- A slug has a letter, so it never reads as a numeric id in /events/{id}.
      url text not null unique check (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and url ~ '[a-z]'),
      starts_at timestamptz not null,
      sale_starts_at timestamptz,
      sale_ends_at timestamptz,
      vip_only boolean not null default false,
      published boolean not null default false,
      preview_id uuid not null unique default gen_random_uuid(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index events_starts_at on events (starts_at) where published;

    create table ticket_types (
      id serial primary key,
      event_id integer not null references events (id) on delete cascade,
      name text not null,
      name_en text not null,
      price integer not null check (price >= 0),
      capacity integer not null check (capacity >= 0),
      sold integer not null default 0,
      vip_only boolean not null default false,
      sort_order integer not null default 0,
      constraint ticket_types_not_oversold check (sold >= 0 and sold <= capacity)
    );
    create index ticket_types_event on ticket_types (event_id);

    create table event_infos (
      id serial primary key,
      production_id integer not null references productions (id) on delete cascade,
      event_id integer references events (id) on delete cascade,
      name text not null,
      name_en text not null,
      body text not null,
      body_en text not null,
      sort_order integer not null default 0
    );
    create index event_infos_production on event_infos (production_id);

    create table documents (
      id integer primary key,
      type text not null check (type in ('info', 'document')),
      slug text not null unique,
      name text not null,
      name_en text not null,
      body text not null,
      body_en text not null,
      sort_order integer not null default 0,
      in_footer boolean not null default true,
      updated_at timestamptz not null default now()
    );

    create table settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table orders (
      id serial primary key,
      buyer_name text not null,
      buyer_email text not null,
      status text not null check (status in ('awaiting_payment', 'paid', 'cancelled', 'expired')),
      payment_status integer not null default 0,
      payment_method integer not null check (payment_method in (1, 2)),
      channel text not null check (channel in ('online', 'box_office')),
      total integer not null check (total >= 0),
      created_at timestamptz not null default now(),
      paid_at timestamptz
    );

    create table order_items (
      id serial primary key,
      order_id integer not null references orders (id) on delete cascade,
      ticket_type_id integer not null references ticket_types (id),
      name text not null,
      quantity integer not null check (quantity > 0),
      unit_price integer not null check (unit_price >= 0)
    );
    create index order_items_order on order_items (order_id);
    create index order_items_ticket_type on order_items (ticket_type_id);

    create table client_errors (
      id serial primary key,
      created_at timestamptz not null default now(),
      message text not null,
      file text,
      line integer,
      info text,
      url text,
      user_agent text,
      request_id text
    );

    create table audit_log (
      id serial primary key,
      created_at timestamptz not null default now(),
      action text not null,
      entity text not null,
      entity_id text,
      data jsonb not null default '{}'
    );
    create index audit_log_entity on audit_log (entity, entity_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log, client_errors, order_items, orders, settings, documents, event_infos,
      ticket_types, events, productions, venues;
  `.execute(db);
}
