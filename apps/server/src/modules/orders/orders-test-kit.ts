import { sql } from 'kysely';
import type { ShowOptions } from '../cart/cart-test-kit.js';
import { createShow } from '../cart/cart-test-kit.js';
import type { CheckoutWorld, TestOrder } from '../checkout/checkout-test-kit.js';
import { recordOrderDocuments } from '../documents/record-order-documents.js';

/**
 * What the back-office order tests share beyond the checkout's paid and unpaid orders
 * (checkout-test-kit.ts): a box-office cash sale.
 */
export { paidOrder, unpaidOrder, type TestOrder } from '../checkout/checkout-test-kit.js';

/**
 * A box-office sale paid in cash (the box office's own sale is built later): the order, its line,
 * the sold tickets, and its documents recorded as a payment records them.
 */
export async function cashOrder(
  world: CheckoutWorld,
  buyer: { name: string; email: string },
  options: ShowOptions & { quantity?: number } = {},
): Promise<TestOrder> {
  const db = world.t.database.db;
  const quantity = options.quantity ?? 2;
  const price = options.price ?? 4000;
  const show = await createShow(db, { ...options, price });
  const total = price * quantity;
  const orderId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('orders')
      .values({
        buyer_name: buyer.name,
        buyer_email: buyer.email,
        status: 'paid',
        payment_status: 1,
        payment_method: 1,
        channel: 'box_office',
        language: 'hu',
        ticket_total: total,
        total,
        paid_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await trx
      .selectFrom('events as e')
      .innerJoin('productions as p', 'p.id', 'e.production_id')
      .select(['p.name', 'p.name_en', 'e.starts_at'])
      .where('e.id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values({
        order_id: id,
        ticket_type_id: show.typeId,
        kind: 'ticket',
        name: 'Jegy 1',
        name_en: 'Ticket 1',
        event_id: show.eventId,
        event_name: event.name,
        event_name_en: event.name_en,
        event_start: event.starts_at,
        quantity,
        unit_price: price,
        total,
      })
      .execute();
    await trx
      .updateTable('ticket_types')
      .set({ sold: sql`sold + ${quantity}` })
      .where('id', '=', show.typeId)
      .execute();
    await recordOrderDocuments(trx, { issuer: 'builtin' }, id, new Date());
    return id;
  });
  return { orderId, typeId: show.typeId, eventId: show.eventId };
}

/** The back office's calls, as the given staff member. */
export function adminCall<T>(
  world: CheckoutWorld,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  options: { body?: object; lang?: 'hu' | 'en' } = {},
) {
  return world.client.call<T>(method, url, { token, ...options });
}

export async function mailsAbout(world: CheckoutWorld, orderId: number, kind?: string) {
  let query = world.t.database.db
    .selectFrom('mail_messages')
    .select(['id', 'kind', 'to_address', 'subject', 'text', 'locale'])
    .where('order_id', '=', orderId)
    .orderBy('id');
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.execute();
}

export async function attachmentNames(world: CheckoutWorld, messageId: number) {
  const rows = await world.t.database.db
    .selectFrom('mail_attachments')
    .select('filename')
    .where('message_id', '=', messageId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.filename);
}
