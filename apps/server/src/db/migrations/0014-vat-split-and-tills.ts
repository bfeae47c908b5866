import { sql, type Kysely } from 'kysely';

/**
 * Money (issue 18; decision 0023).
 *
 * - `order_items.discounted`: on a ticket line of an order with a coupon, whether the coupon
 *   reduces it (the coupon's events and ticket types, as when the order was stored); null on
 *   other lines, on orders without a coupon, and on lines stored before this migration (the VAT
 *   split then counts every ticket as reduced, as it did). The VAT split (fiscal-lines.ts) spreads
 *   a coupon's discount over the tickets it reduces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_items add column discounted boolean
      check (discounted is null or kind = 'ticket');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_items drop column discounted;
  `.execute(db);
}
