import { sql, type Kysely } from 'kysely';

/**
 * Money (decisions 0017, 0023).
 *
 * - `order_items.discounted`: on a ticket line of an order with a coupon, whether the coupon
 *   reduces it (the coupon's events and ticket types, as when the order was stored); null on
 *   other lines, on orders without a coupon, and on lines stored before this migration (the VAT
 *   split then counts every ticket as reduced, as it did). The VAT split (fiscal-lines.ts) spreads
 *   a coupon's discount over the tickets it reduces.
 * - `refunds.paid_out_by`: the staff member whose till (open shift) paid a desk refund out; their
 *   day close counts it (decision 0017). It was booked to whoever asked for the refund
 *   (`requested_by`), an administrator's close for a cashier's sale; the refunds recorded so far
 *   keep that reading, as their closes counted them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_items add column discounted boolean
      check (discounted is null or kind = 'ticket');

    alter table refunds add column paid_out_by integer references users (id);
    update refunds set paid_out_by = requested_by where method = 'desk';
    alter table refunds add constraint refunds_paid_out_by
      check (method <> 'desk' or paid_out_by is not null);
    drop index refunds_open_shift;
    create index refunds_open_shift on refunds (paid_out_by)
      where method = 'desk' and day_close_id is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index refunds_open_shift;
    create index refunds_open_shift on refunds (requested_by)
      where method = 'desk' and day_close_id is null;
    alter table refunds drop constraint refunds_paid_out_by, drop column paid_out_by;
    alter table order_items drop column discounted;
  `.execute(db);
}
