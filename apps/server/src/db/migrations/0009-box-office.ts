import { sql, type Kysely } from 'kysely';

/**
 * The box office (decision 0017): a cashier sells through the shop's cart on the `box_office`
 * channel, is paid at the desk (cash, or card on the desk's terminal) and closes the day with a
 * cash report.
 *
 * - `orders.sold_by`: the staff member who sold a box-office order (null for the shop's own).
 * - `day_closes`: one staff member's day close: the totals of their shift fixed when it was
 *   closed, the cash they counted and the difference (counted − expected). A shift is the
 *   member's box-office sales and desk refunds not closed yet; closing stamps them with the
 *   close (`orders.day_close_id`, `refunds.day_close_id`), so each is counted in exactly one close
 *   and the next shift starts empty. A close names the one before it (`previous_id`): two closes
 *   cannot follow the same one (unique), so of two concurrent closes at most one is recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders add column sold_by integer references users (id) on delete set null;

    create table day_closes (
      id serial primary key,
      staff_id integer not null references users (id),
      -- The staff member's close before this one; null for their first.
      previous_id integer references day_closes (id),
      -- When the shift began: the previous close, or the first sale or refund of the shift.
      opened_at timestamptz,
      closed_at timestamptz not null default clock_timestamp(),
      cash_taken integer not null check (cash_taken >= 0),
      card_taken integer not null check (card_taken >= 0),
      cash_refunded integer not null check (cash_refunded >= 0),
      card_refunded integer not null check (card_refunded >= 0),
      expected_cash integer not null,
      counted_cash integer not null check (counted_cash >= 0),
      difference integer not null,
      tickets_sold integer not null check (tickets_sold >= 0),
      order_count integer not null check (order_count >= 0),
      refund_count integer not null check (refund_count >= 0),
      note text,
      constraint day_closes_expected check (expected_cash = cash_taken - cash_refunded),
      constraint day_closes_difference check (difference = counted_cash - expected_cash)
    );
    create unique index day_closes_first on day_closes (staff_id) where previous_id is null;
    create unique index day_closes_previous on day_closes (previous_id) where previous_id is not null;
    create index day_closes_staff on day_closes (staff_id, closed_at desc);
    create index day_closes_closed on day_closes (closed_at desc, id desc);

    alter table orders add column day_close_id integer references day_closes (id);
    alter table refunds add column day_close_id integer references day_closes (id);
    -- The open shift of a staff member, and a close's entries.
    create index orders_open_shift on orders (sold_by)
      where sold_by is not null and day_close_id is null;
    create index orders_day_close on orders (day_close_id) where day_close_id is not null;
    create index refunds_open_shift on refunds (requested_by)
      where method = 'desk' and day_close_id is null;
    create index refunds_day_close on refunds (day_close_id) where day_close_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index refunds_day_close;
    drop index refunds_open_shift;
    drop index orders_day_close;
    drop index orders_open_shift;
    alter table refunds drop column day_close_id;
    alter table orders drop column day_close_id;
    drop table day_closes;
    alter table orders drop column sold_by;
  `.execute(db);
}
