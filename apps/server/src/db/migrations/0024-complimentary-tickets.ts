import { sql, type Kysely } from 'kysely';

/**
 * Decision 0045: complimentary and press tickets.
 *
 * - `events.complimentary_allowance`: how many complimentary tickets staff may issue for the
 *   performance (0 unless an administrator sets it); the valid complimentary tickets count
 *   against it.
 * - `orders.channel` may be `complimentary`: an order of 0 Ft that nobody paid, made by an
 *   administrator for a recipient; no receipt or invoice belongs to it.
 * - `complimentary_orders`: why and by whom each was issued (the recipient is the order's buyer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table events
      add column complimentary_allowance integer not null default 0
        check (complimentary_allowance >= 0);
    alter table orders drop constraint orders_channel_check;
    alter table orders add constraint orders_channel_check
      check (channel in ('online', 'box_office', 'complimentary'));
    create table complimentary_orders (
      order_id integer primary key references orders (id),
      event_id integer not null references events (id),
      reason text not null check (reason in ('press', 'company_guest', 'protocol', 'other')),
      note text not null default '',
      issued_by integer not null references users (id),
      created_at timestamptz not null default now()
    );
    create index complimentary_orders_event on complimentary_orders (event_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table complimentary_orders;
    alter table orders drop constraint orders_channel_check;
    alter table orders add constraint orders_channel_check
      check (channel in ('online', 'box_office'));
    alter table events drop column complimentary_allowance;
  `.execute(db);
}
