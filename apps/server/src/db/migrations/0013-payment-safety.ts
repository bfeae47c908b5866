import { sql, type Kysely } from 'kysely';

/**
 * Payment safety (issue 18, decision 0022).
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
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
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
