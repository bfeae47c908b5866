import type { AudienceMessageAudience } from '@theatre/contracts';
import type { Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/** A performance as an audience message names it: its production's title, start and venue. */
export function findMessagePerformance(db: Queryable, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'e.starts_at',
      'p.name',
      'p.name_en',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'v.address as venue_address',
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}
export type MessagePerformance = NonNullable<Awaited<ReturnType<typeof findMessagePerformance>>>;

/**
 * The orders an audience message goes to, oldest first: paid, with an e-mail address, holding a
 * valid ticket of the performance (`unused`: one not admitted yet). An order with tickets of other
 * performances is among them only for this performance's tickets.
 */
export function listAudienceOrders(
  db: Queryable,
  eventId: number,
  audience: AudienceMessageAudience,
) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.buyer_email', 'o.buyer_name', 'o.language', 'o.user_id', 'o.link_origin'])
    .where('o.status', '=', 'paid')
    .where('o.buyer_email', '<>', '')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tickets as t')
          .select('t.id')
          .whereRef('t.order_id', '=', 'o.id')
          .where('t.event_id', '=', eventId)
          .where('t.status', '=', 'valid')
          .$if(audience === 'unused', (query) => query.where('t.checked_in_at', 'is', null)),
      ),
    )
    .orderBy('o.id')
    .execute();
}
export type AudienceOrder = Awaited<ReturnType<typeof listAudienceOrders>>[number];

/** The message sent with a request id, if any. */
export function findMessageByRequest(db: Queryable, requestId: string) {
  return db
    .selectFrom('audience_messages')
    .select(['id', 'event_id', 'recipients'])
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Records a message; undefined when a message with its request id exists (another request with
 * it committed meanwhile: this one waited for it, and sends nothing).
 */
export async function insertAudienceMessage(
  trx: Trx,
  row: {
    event_id: number;
    request_id: string;
    audience: AudienceMessageAudience;
    subject_hu: string;
    text_hu: string;
    subject_en: string;
    text_en: string;
    recipients: number;
    sent_by: number;
  },
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('audience_messages')
    .values(row)
    .onConflict((conflict) => conflict.column('request_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Links a message to an order it went to, with the e-mail queued for it. */
export async function insertMessageOrder(
  trx: Trx,
  row: { message_id: number; order_id: number; mail_message_id: number },
): Promise<void> {
  await trx.insertInto('audience_message_orders').values(row).execute();
}
