import { sql, type Kysely } from 'kysely';

/**
 * Tickets and fiscal documents (decision 0015).
 *
 * - The VAT rate is a setting per ticket type (it depends on the kind of event) and is copied onto each order line when the order is stored, as the price is.
 * - A paid order gets one ticket per admission, each with an unguessable code (its QR code).
 * - Fiscal documents (receipt, invoice, and their cancellations) are never deleted or changed once
 *   issued: a cancellation is a new document referring to the original. A document is recorded
 *   as `pending` in the payment's transaction and issued by a job; numbers are taken from
 *   `document_counters` (one row per series and year, incremented under its row lock in the
 *   issuing transaction), so a rolled-back issue leaves no gap, unlike a sequence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ticket_types add column vat_rate text not null default '27'
      check (vat_rate in ('27', '18', '5', '0', 'TAM', 'AAM'));
    alter table order_items add column vat_rate text not null default '27'
      check (vat_rate in ('27', '18', '5', '0', 'TAM', 'AAM'));

    create table tickets (
      id bigserial primary key,
      order_id integer not null references orders (id),
      order_item_id integer not null references order_items (id),
      event_id integer references events (id) on delete set null,
      -- Printed as the QR code and under it; checked at the door.
      code text not null unique,
      status text not null default 'valid' check (status in ('valid', 'cancelled')),
      created_at timestamptz not null default now()
    );
    create index tickets_order on tickets (order_id);

    -- The tickets of an order as one PDF, rendered once.
    create table ticket_files (
      order_id integer primary key references orders (id),
      language text not null check (language in ('hu', 'en')),
      pdf bytea not null,
      created_at timestamptz not null default now()
    );

    create table document_counters (
      series text not null,
      year integer not null,
      last_number integer not null check (last_number > 0),
      primary key (series, year)
    );

    create table fiscal_documents (
      id bigserial primary key,
      order_id integer not null references orders (id),
      kind text not null check (kind in ('receipt', 'invoice')),
      -- The document this one cancels (a sztornó); at most one cancellation per document.
      cancels_id bigint unique references fiscal_documents (id),
      status text not null default 'pending' check (status in ('pending', 'issued')),
      -- Who issues it: the built-in issuer or Számlázz.hu.
      issuer text not null check (issuer in ('builtin', 'szamlazz')),
      series text,
      year integer,
      sequence integer,
      number text unique,
      language text not null check (language in ('hu', 'en')),
      -- What is printed: seller, buyer, lines with VAT, totals, dates (fixed when recorded).
      content jsonb not null,
      pdf bytea,
      created_at timestamptz not null default now(),
      issued_at timestamptz,
      attempts integer not null default 0,
      last_error text,
      unique (series, year, sequence),
      check (status = 'pending' or (number is not null and pdf is not null and issued_at is not null))
    );
    create index fiscal_documents_order on fiscal_documents (order_id);

    -- The confirmation e-mail is queued once, when the paid order's documents are ready.
    alter table orders add column confirmation_queued_at timestamptz;
    -- What a message sends along (the tickets, the receipt or invoice): a copy, so a message is
    -- complete on its own and goes when its message is pruned.
    create table mail_attachments (
      id bigserial primary key,
      message_id integer not null references mail_messages (id) on delete cascade,
      filename text not null,
      content_type text not null,
      content bytea not null
    );
    create index mail_attachments_message on mail_attachments (message_id);
    -- One original document per order.
    create unique index fiscal_documents_original on fiscal_documents (order_id)
      where cancels_id is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table mail_attachments;
    alter table orders drop column confirmation_queued_at;
    drop table fiscal_documents, document_counters, ticket_files, tickets;
    alter table order_items drop column vat_rate;
    alter table ticket_types drop column vat_rate;
  `.execute(db);
}
