import { sql, type Kysely } from 'kysely';

/**
 * The door's scan that admitted a ticket (decision 0025): the door names each scan with a random id
 * and sends a scan whose answer was lost (the connection dropped) again with the same id. The
 * admission keeps that id, so the repeat is answered as the admission it made, not as "already
 * used" by someone else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets add column checked_in_scan uuid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets drop column checked_in_scan`.execute(db);
}
