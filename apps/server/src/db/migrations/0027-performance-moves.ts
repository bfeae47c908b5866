import { sql, type Kysely } from 'kysely';

/**
 * Decision 0048: moving a performance to a new date.
 *
 * - `performance_moves`: every move of a performance: the start before and after, until when its
 *   buyers may ask for a refund, staff's note, who moved it and when; `finished_at` when every
 *   buyer was e-mailed.
 * - `performance_move_orders`: every paid order with valid tickets of the performance when it was
 *   moved: `waiting` until its buyer's e-mail is queued, then `mailed` (in the mail's transaction,
 *   so a crash never mails twice); `token_hash` is the SHA-256 of the refund link's token (the
 *   token itself is only in the e-mail); `refunded_at`, `refund_tickets`, `refund_amount` and
 *   `refund_id` once the buyer asked for the refund through the link (once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table performance_moves (
      id serial primary key,
      event_id integer not null references events (id),
      old_starts_at timestamptz not null,
      new_starts_at timestamptz not null,
      refund_deadline timestamptz not null,
      note text not null default '',
      moved_by integer references users (id),
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      check (refund_deadline < new_starts_at)
    );
    create index performance_moves_event on performance_moves (event_id, id);

    create table performance_move_orders (
      move_id integer not null references performance_moves (id),
      order_id integer not null references orders (id),
      status text not null default 'waiting' check (status in ('waiting', 'mailed', 'skipped')),
      token_hash text unique,
      mailed_at timestamptz,
      refunded_at timestamptz,
      refund_tickets integer not null default 0,
      refund_amount integer not null default 0,
      refund_id integer references refunds (id),
      updated_at timestamptz not null default now(),
      primary key (move_id, order_id)
    );
    create index performance_move_orders_order on performance_move_orders (order_id);
  `.execute(db);
}
