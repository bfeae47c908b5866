import { sql, type Kysely } from 'kysely';

/**
 * Reports in the back office (decision 0020): the two ranges they read by.
 *
 * - Revenue per day reads the paid orders by the time they were paid.
 * - Sales and occupancy read the performances by their start, published or not (the shop's own
 *   index covers the published ones only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index orders_paid_at on orders (paid_at) where status = 'paid';
    create index events_starts_at_all on events (starts_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index events_starts_at_all;
    drop index orders_paid_at;
  `.execute(db);
}
