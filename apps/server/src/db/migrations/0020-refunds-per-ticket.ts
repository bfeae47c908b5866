import { sql, type Kysely } from 'kysely';

/**
 * Decision 0039: refunds per ticket.
 *
 * - `refunds.kind`: `payment` (the whole payment: the shop's own refund of a payment it could not
 *   use, at most one per payment and one desk refund per order, as before) or `tickets` (a refund
 *   of some tickets: any number per payment or order). `attempted_at`: when the refund job last
 *   called the provider for it (a later attempt asks the provider first, never calling twice).
 * - `tickets.refund_id`, `tickets.cancelled_at`: the refund that took the ticket back, and when it
 *   stopped admitting.
 * - `order_items.unit_fee`: a ticket line's technical fee per ticket, recorded from now on;
 *   older ticket lines get their order's fee where the order had one fee amount (or none).
 * - `fiscal_documents.replaces_id`: a receipt or invoice issued for what remained after a refund
 *   names the document it replaces (which got a sztornó).
 * - `orders.refund_status` may be `partial`: some tickets refunded, the order keeps the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table refunds
      add column kind text not null default 'payment' check (kind in ('payment', 'tickets')),
      add column attempted_at timestamptz;
    alter table refunds drop constraint refunds_payment_id_key;
    -- A provider's refund is one refund of the shop's: an attempt that adopted a lost answer and
    -- the attempt that made it cannot both record it.
    create unique index refunds_transaction on refunds (refund_transaction_id)
      where refund_transaction_id is not null;
    create unique index refunds_payment_whole on refunds (payment_id) where kind = 'payment';
    drop index refunds_desk_order;
    create unique index refunds_desk_order on refunds (order_id)
      where method = 'desk' and kind = 'payment';

    alter table tickets
      add column refund_id integer references refunds (id),
      add column cancelled_at timestamptz;
    create index tickets_refund on tickets (refund_id) where refund_id is not null;

    alter table order_items add column unit_fee integer check (unit_fee >= 0);
    update order_items i
       set unit_fee = coalesce(f.amount, 0)
      from (select o.id as order_id,
                   (select min(x.unit_price) from order_items x
                     where x.order_id = o.id and x.kind = 'fee') as amount,
                   (select count(distinct x.unit_price) from order_items x
                     where x.order_id = o.id and x.kind = 'fee') as amounts
              from orders o) f
     where i.order_id = f.order_id and i.kind = 'ticket' and f.amounts <= 1;

    alter table fiscal_documents
      add column replaces_id integer references fiscal_documents (id);
    -- One first original per order, as before; each later one replaces a different document.
    drop index fiscal_documents_original;
    create unique index fiscal_documents_original on fiscal_documents (order_id)
      where cancels_id is null and replaces_id is null;
    create unique index fiscal_documents_replaces on fiscal_documents (replaces_id)
      where replaces_id is not null;

    alter table orders drop constraint orders_refund_status_check;
    alter table orders add constraint orders_refund_status_check
      check (refund_status in ('none', 'pending', 'partial', 'refunded', 'failed'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop constraint orders_refund_status_check;
    alter table orders add constraint orders_refund_status_check
      check (refund_status in ('none', 'pending', 'refunded', 'failed'));
    drop index fiscal_documents_replaces;
    drop index fiscal_documents_original;
    alter table fiscal_documents drop column replaces_id;
    create unique index fiscal_documents_original on fiscal_documents (order_id)
      where cancels_id is null;
    alter table order_items drop column unit_fee;
    drop index tickets_refund;
    alter table tickets drop column refund_id, drop column cancelled_at;
    drop index refunds_desk_order;
    create unique index refunds_desk_order on refunds (order_id) where method = 'desk';
    drop index refunds_transaction;
    drop index refunds_payment_whole;
    alter table refunds add constraint refunds_payment_id_key unique (payment_id);
    alter table refunds drop column kind, drop column attempted_at;
  `.execute(db);
}
