import { sql, type Kysely } from 'kysely';

/**
 * Checkout and payment (decision 0012): orders with the snapshot of what was bought and the billing
 * data, payments (one SimplePay transaction per attempt), every notification the provider sent
 * under a unique key, and refunds.
 *
 * An order is stored from a cart in one transaction: the cart's holds move to the order (order_id
 * set, cart_id cleared) and keep counting against capacity until they expire or are sold. Starting
 * a payment extends them to the payment's deadline. A confirmed payment (IPN `FINISHED`, or a
 * `query` answering it) turns them into sales (`held -= q, sold += q`) under the ticket types'
 * row locks; when they were reclaimed meanwhile, the tickets are sold from free capacity if there
 * is any, otherwise the order is refunded (decision 0012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column user_id integer references users (id) on delete set null,
      add column language text not null default 'hu' check (language in ('hu', 'en')),
      -- false: receipt; true: invoice (the spec's needs_invoice 1).
      add column needs_invoice boolean not null default false,
      -- The billing form as it was when ordering (invoice only), with the comment.
      add column billing jsonb,
      add column ticket_delivery text not null default 'email'
        check (ticket_delivery in ('email', 'download')),
      add column coupon_id integer references coupons (id),
      add column ticket_total integer not null default 0 check (ticket_total >= 0),
      add column fee_total integer not null default 0 check (fee_total >= 0),
      add column discount integer not null default 0 check (discount >= 0),
      -- Until when the order's holds last (moved from the cart, extended by a payment start).
      add column expires_at timestamptz,
      -- Paid but its tickets were gone: none | pending | refunded | failed.
      add column refund_status text not null default 'none'
        check (refund_status in ('none', 'pending', 'refunded', 'failed')),
      add column updated_at timestamptz not null default now();
    -- Orders from before (the seeded box-office sales) were tickets only.
    update orders set ticket_total = total;
    alter table orders
      add constraint orders_total check (total = ticket_total + fee_total - discount);
    create index orders_user on orders (user_id, created_at desc);
    create index orders_awaiting on orders (expires_at) where status = 'awaiting_payment';

    alter table order_items
      alter column ticket_type_id drop not null,
      add column kind text not null default 'ticket' check (kind in ('ticket', 'fee', 'discount')),
      add column name_en text not null default '',
      add column event_id integer references events (id),
      add column event_name text,
      add column event_name_en text,
      add column event_start timestamptz,
      add column total integer not null default 0,
      drop constraint order_items_unit_price_check,
      add constraint order_items_ticket check (kind <> 'ticket' or ticket_type_id is not null);

    -- One SimplePay transaction: every payment attempt of an order has its own orderRef.
    create table payments (
      id serial primary key,
      order_id integer not null references orders (id),
      provider text not null default 'simplepay',
      order_ref text not null unique,
      merchant text not null,
      currency text not null,
      total integer not null check (total > 0),
      -- SimplePay's transactionId (9 digits today, 10 planned).
      transaction_id bigint unique,
      -- started | start_failed | finished | notauthorized | cancelled | timeout | refunded
      status text not null default 'started',
      -- What the buyer's browser came back with (SUCCESS, FAIL, CANCEL, TIMEOUT): for the screens.
      back_event text,
      payment_url text,
      -- The deadline given to SimplePay for starting the payment.
      timeout_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index payments_order on payments (order_id, id desc);
    create index payments_pending on payments (timeout_at) where status = 'started';

    -- Every verified notification, once per (transaction, status): duplicates are recognised here.
    create table payment_notifications (
      id bigserial primary key,
      dedupe_key text not null unique,
      payment_id integer references payments (id),
      transaction_id bigint,
      status text not null,
      source text not null check (source in ('ipn', 'query')),
      -- applied | duplicate | ignored | refund
      outcome text not null,
      body text not null,
      received_at timestamptz not null default now()
    );

    create table refunds (
      id serial primary key,
      order_id integer not null references orders (id),
      payment_id integer not null references payments (id),
      amount integer not null check (amount > 0),
      reason text not null,
      -- pending | done | failed
      status text not null default 'pending',
      refund_transaction_id bigint,
      created_at timestamptz not null default now(),
      done_at timestamptz,
      unique (payment_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table refunds, payment_notifications, payments;
    alter table order_items drop constraint order_items_ticket,
      drop column total, drop column event_start, drop column event_name_en,
      drop column event_name, drop column event_id, drop column name_en, drop column kind;
    drop index orders_awaiting;
    drop index orders_user;
    alter table orders drop constraint orders_total,
      drop column updated_at, drop column refund_status, drop column expires_at,
      drop column discount, drop column fee_total, drop column ticket_total, drop column coupon_id,
      drop column ticket_delivery, drop column billing, drop column needs_invoice,
      drop column language, drop column user_id;
  `.execute(db);
}
