import { sql, type Kysely } from 'kysely';

/**
 * Decision 0047: cancelling a whole performance.
 *
 * - `events.cancelled_at`, `events.cancellation_reason`: the performance will not take place; its
 *   sale ended when it was cancelled (`sale_ends_at` is set then too, so every sale path that
 *   checks the sale window stops).
 * - `performance_cancellations`: one per cancelled performance: who, why, when it finished.
 * - `performance_cancellation_orders`: every order that held valid tickets of it when it was
 *   cancelled, and how far its refund got: `waiting`, `done` (its tickets of the performance
 *   refunded, documents corrected, the buyer e-mailed) or `failed` (the reason kept; retried by
 *   staff). The job walks the waiting ones; a row turns `done` in the transaction that refunds
 *   its tickets, so no order is refunded twice, whatever dies when.
 * - A desk refund may wait for the buyer to come to the desk: `refunds.status` `pending` with
 *   `method` `desk` and no `paid_out_by` until a cashier pays it out of their till.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table events
      add column cancelled_at timestamptz,
      add column cancellation_reason text;

    create table performance_cancellations (
      id serial primary key,
      event_id integer not null unique references events (id),
      reason text not null,
      requested_by integer references users (id),
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );

    create table performance_cancellation_orders (
      cancellation_id integer not null references performance_cancellations (id),
      order_id integer not null references orders (id),
      status text not null default 'waiting' check (status in ('waiting', 'done', 'failed')),
      tickets integer not null default 0,
      amount integer not null default 0,
      refund_id integer references refunds (id),
      error text,
      attempts integer not null default 0,
      updated_at timestamptz not null default now(),
      primary key (cancellation_id, order_id)
    );
    create index performance_cancellation_orders_order on performance_cancellation_orders (order_id);

    -- A desk refund names its till once it is paid out; until then it waits, pending.
    alter table refunds drop constraint refunds_paid_out_by;
    alter table refunds add constraint refunds_paid_out_by
      check (method <> 'desk' or paid_out_by is not null or status = 'pending');
  `.execute(db);
}
