import { sql, type Kysely } from 'kysely';

/**
 * Decision 0046: group orders paid by bank transfer.
 *
 * - `orders.status` may be `awaiting_transfer`: staff took the order, its pro-forma (díjbekérő)
 *   went out, its holds last until `payment_due_at`.
 * - `orders.payment_method` may be 3: a bank transfer (a group order, taken on the `box_office`
 *   channel by staff, never counted in a till: its `sold_by` is null).
 * - `payment_due_at`: the payment deadline; `transfer_reminded_at`: the reminder was queued
 *   (once); `transfer_paid_on`, `transfer_note`: what staff recorded when they marked it paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop constraint orders_status_check;
    alter table orders add constraint orders_status_check
      check (status in ('awaiting_payment', 'awaiting_transfer', 'paid', 'cancelled', 'expired'));
    alter table orders drop constraint orders_payment_method_check;
    alter table orders add constraint orders_payment_method_check
      check (payment_method in (1, 2, 3));
    alter table orders
      add column payment_due_at timestamptz,
      add column transfer_reminded_at timestamptz,
      add column transfer_paid_on text check (transfer_paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      add column transfer_note text;
    create index orders_awaiting_transfer on orders (payment_due_at)
      where status = 'awaiting_transfer';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index orders_awaiting_transfer;
    alter table orders
      drop column payment_due_at,
      drop column transfer_reminded_at,
      drop column transfer_paid_on,
      drop column transfer_note;
    alter table orders drop constraint orders_payment_method_check;
    alter table orders add constraint orders_payment_method_check
      check (payment_method in (1, 2));
    alter table orders drop constraint orders_status_check;
    alter table orders add constraint orders_status_check
      check (status in ('awaiting_payment', 'paid', 'cancelled', 'expired'));
  `.execute(db);
}
