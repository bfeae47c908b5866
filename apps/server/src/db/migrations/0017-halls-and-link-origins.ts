import { sql, type Kysely } from 'kysely';

/**
 * Issue 18.
 *
 * - `orders.link_origin`: the address (scheme, host, port) the buyer placed the order from. Without
 *   PUBLIC_URL (the demo) the order's e-mails link back to it, so a buyer who came by 127.0.0.1 or
 *   the machine's LAN address stays signed in; null for older orders and box-office sales (their
 *   mails name the configured address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders add column link_origin text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop column link_origin;
  `.execute(db);
}
