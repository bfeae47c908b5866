import type { CashReport, ExchangeOptionsReply, ExchangeReply } from '@theatre/contracts';
import { adminCall } from './orders-test-kit.js';
import { admin, db, world } from './cancel-order-test-support.js';

/* What the exchange tests share (decision 0050): another date of a show, and the calls. */

export type ExchangeCallReply = ExchangeReply & {
  code?: string;
  message: string;
  errors?: Record<string, string[]>;
};

/** Another performance of the production of `eventId`, a day later, with one ticket type. */
export async function anotherDate(
  eventId: number,
  options: { price: number; capacity?: number; hoursLater?: number },
): Promise<{ eventId: number; typeId: number }> {
  const source = await db()
    .selectFrom('events')
    .select(['production_id', 'venue_id', 'starts_at'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const event = await db()
    .insertInto('events')
    .values({
      production_id: source.production_id,
      venue_id: source.venue_id,
      url: `exchange-${unique}`,
      starts_at: new Date(
        new Date(source.starts_at).getTime() + (options.hoursLater ?? 24) * 3_600_000,
      ),
      published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db()
    .insertInto('ticket_types')
    .values({
      event_id: event.id,
      name: 'Erkély',
      name_en: 'Balcony',
      price: options.price,
      capacity: options.capacity ?? 100,
      sold: 0,
      sort_order: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { eventId: event.id, typeId: type.id };
}

export const exchange = (
  orderId: number,
  body: object,
  options: { token?: string; lang?: 'hu' | 'en' } = {},
) =>
  adminCall<ExchangeCallReply>(
    world,
    'POST',
    `/api/admin/orders/${orderId}/exchange`,
    options.token ?? admin.token,
    { body, ...(options.lang ? { lang: options.lang } : {}) },
  );

export const exchangeOptions = (orderId: number, token = admin.token) =>
  adminCall<ExchangeOptionsReply>(world, 'GET', `/api/admin/orders/${orderId}/exchange`, token);

export const cashReport = async (token: string) =>
  (await adminCall<CashReport>(world, 'GET', '/api/admin/box-office/cash-report', token)).body;

export const ticketRows = (orderId: number) =>
  db()
    .selectFrom('tickets')
    .select(['id', 'code', 'status', 'refund_id', 'exchanged_to_order_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

export const orderRow = (orderId: number) =>
  db()
    .selectFrom('orders')
    .select(['id', 'status', 'channel', 'total', 'exchange_credit', 'exchanged_from_order_id'])
    .select(['sold_by', 'payment_method', 'buyer_email', 'refund_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

export const fiscalOf = (orderId: number) =>
  db()
    .selectFrom('fiscal_documents')
    .select(['id', 'kind', 'cancels_id', 'replaces_id', 'status', 'content'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
