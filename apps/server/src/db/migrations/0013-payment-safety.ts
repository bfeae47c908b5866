import { sql, type Kysely } from 'kysely';

/**
 * Payment safety (decision 0022).
 *
 * - At most one open SimplePay transaction per order: a payment attempt is open while it is being
 *   started (`starting`, with the claim of the process talking to SimplePay in `claimed_until`),
 *   waiting for the buyer (`started`), or started with an outcome the shop never learnt
 *   (`start_unknown`: SimplePay must be asked before anything else). A partial unique index holds
 *   one open attempt per order, whichever process writes it.
 * - Attempts that were already open side by side (the defect this fixes) are kept, all but the
 *   newest as `superseded`: still asked about and still paid or refunded if money comes, never
 *   offered again.
 * - A `transactioncancel` answer is recorded with the notifications (`source = 'cancel'`).
 * - Alerts: what needs a person's attention, created once per distinct problem (`dedupe_key`), until
 *   someone settles it with a note. Today one kind: a payment notification or query answer that
 *   disagrees with the order (`payment_mismatch`, with what disagreed in `mismatches`), which is
 *   never applied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payments add column claimed_until timestamptz;
    update payments p set status = 'superseded'
     where p.status = 'started'
       and exists (select 1 from payments q
                    where q.order_id = p.order_id and q.status = 'started' and q.id > p.id);
    create unique index payments_one_open on payments (order_id)
      where status in ('starting', 'started', 'start_unknown');
    drop index payments_pending;
    create index payments_pending on payments (timeout_at) where status in ('started', 'superseded');

    alter table payment_notifications
      drop constraint payment_notifications_source_check,
      add constraint payment_notifications_source_check
        check (source in ('ipn', 'query', 'cancel'));

    create table alerts (
      id serial primary key,
      kind text not null check (kind in ('payment_mismatch')),
      dedupe_key text not null unique,
      order_id integer references orders (id),
      payment_id integer references payments (id),
      transaction_id bigint,
      order_ref text,
      -- What the provider reported (FINISHED, …) and how (ipn | query | cancel).
      status text not null,
      source text not null,
      -- [{ field, expected, received }]: what disagreed.
      mismatches jsonb not null,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      settled_by integer references users (id) on delete set null,
      note text,
      constraint alerts_settled check ((settled_at is null) = (note is null))
    );
    create index alerts_open on alerts (created_at desc) where settled_at is null;
    create index alerts_order on alerts (order_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table alerts;
    alter table payment_notifications
      drop constraint payment_notifications_source_check,
      add constraint payment_notifications_source_check check (source in ('ipn', 'query'));
    drop index payments_pending;
    create index payments_pending on payments (timeout_at) where status = 'started';
    drop index payments_one_open;
    update payments set status = 'started' where status = 'superseded';
    alter table payments drop column claimed_until;
  `.execute(db);
}
