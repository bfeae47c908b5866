import { sql, type Kysely } from 'kysely';

/**
 * Decision 0050: exchanging tickets for another performance of the same production.
 *
 * - `orders.exchanged_from_order_id`: the new box-office order of an exchange names the order
 *   whose tickets it replaced (the old order's page links forward through it).
 * - `orders.exchange_credit`: what of the new order's total was paid by the old tickets' value
 *   (moved, not taken): the day close and the revenue report count `total - exchange_credit` as
 *   money taken for it.
 * - `tickets.exchanged_to_order_id`: a ticket given back by an exchange names the order that
 *   replaced it, so a repeated exchange is told apart from a refund (409 `tickets_exchanged`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column exchanged_from_order_id integer references orders (id),
      add column exchange_credit integer not null default 0
        check (exchange_credit >= 0 and exchange_credit <= total);
    create index orders_exchanged_from on orders (exchanged_from_order_id)
      where exchanged_from_order_id is not null;

    alter table tickets add column exchanged_to_order_id integer references orders (id);
  `.execute(db);
}
