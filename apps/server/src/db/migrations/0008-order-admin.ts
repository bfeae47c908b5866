import { sql, type Kysely } from 'kysely';

/**
 * The back office's orders (decision 0016): finding orders, and cancelling them with or without a
 * refund.
 *
 * - `orders.search_text`: the buyer's name and e-mail in lower case without accents (the letters
 *   of Latin-1 and Latin Extended-A that decompose), kept by the database, so staff find
 *   `Kovács-Nagy Éva` by typing `kovacs eva`. The query is folded the same way (foldText).
 * - A staff cancellation says when, by whom and why (`cancelled_*`; null when the shop cancelled
 *   an order itself because its tickets were gone), and the buyer's cancellation e-mail is queued
 *   once (`cancellation_mail_queued_at`), after the cancellation document is issued.
 * - Refunds are paid back through SimplePay (`method = 'simplepay'`, with the payment) or at the
 *   box office's desk (`'desk'`: cash, or a sale with no SimplePay payment; no payment row).
 * - E-mails about an order name it (`mail_messages.order_id`), for the order's details.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column cancelled_at timestamptz,
      add column cancelled_by integer references users (id) on delete set null,
      add column cancel_reason text,
      add column cancellation_mail_queued_at timestamptz,
      add column search_text text generated always as (lower(translate(
        buyer_name || ' ' || buyer_email,
        'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
        'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz'
      ))) stored;
    create index orders_created on orders (created_at desc, id desc);
    create index order_items_event on order_items (event_id) where event_id is not null;

    alter table refunds
      alter column payment_id drop not null,
      add column method text not null default 'simplepay' check (method in ('simplepay', 'desk')),
      add constraint refunds_payment check (method = 'desk' or payment_id is not null);
    create index refunds_order on refunds (order_id);
    -- An order is paid back at the desk at most once.
    create unique index refunds_desk_order on refunds (order_id) where method = 'desk';

    alter table mail_messages add column order_id integer references orders (id) on delete set null;
    create index mail_messages_order on mail_messages (order_id) where order_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index mail_messages_order;
    alter table mail_messages drop column order_id;
    drop index refunds_desk_order;
    drop index refunds_order;
    delete from refunds where method = 'desk';
    alter table refunds drop constraint refunds_payment, drop column method,
      alter column payment_id set not null;
    drop index order_items_event;
    drop index orders_created;
    alter table orders drop column search_text, drop column cancellation_mail_queued_at,
      drop column cancel_reason, drop column cancelled_by, drop column cancelled_at;
  `.execute(db);
}
