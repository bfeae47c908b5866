import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The back office's orders: search, details, cancellation (SQL only). */

type Queryable = Kysely<Database>;
type Trx = Transaction<Database>;

export interface OrderSearch {
  /** Folded words (lower case, no accents): each must occur in the buyer's name or e-mail. */
  words: readonly string[];
  /** Also match this order id. */
  orderId: number | null;
  /** Also match the order of this ticket code (normalised). */
  ticketCode: string | null;
  eventId: number | undefined;
  status: string | undefined;
}

/** `%` and `_` are LIKE's wildcards, `\` its escape: taken literally in a search word. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searched(db: Queryable, search: OrderSearch) {
  let query = db.selectFrom('orders as o');
  const { words, orderId, ticketCode } = search;
  if (words.length > 0 || orderId !== null || ticketCode !== null) {
    query = query.where((eb) =>
      eb.or([
        ...(words.length > 0
          ? [eb.and(words.map((word) => eb('o.search_text', 'like', likeWord(word))))]
          : []),
        ...(orderId === null ? [] : [eb('o.id', '=', orderId)]),
        ...(ticketCode === null
          ? []
          : [
              eb(
                'o.id',
                'in',
                eb.selectFrom('tickets as k').select('k.order_id').where('k.code', '=', ticketCode),
              ),
            ]),
      ]),
    );
  }
  if (search.eventId !== undefined) {
    const eventId = search.eventId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.event_id', '=', eventId),
      ),
    );
  }
  if (search.status !== undefined) query = query.where('o.status', '=', search.status);
  return query;
}

/** A page of matching orders, newest first, with the names of their performances. */
export function listMatchingOrders(
  db: Queryable,
  search: OrderSearch,
  page: { limit: number; offset: number; english: boolean },
) {
  return searched(db, search)
    .select([
      'o.id',
      'o.created_at',
      'o.paid_at',
      'o.buyer_name',
      'o.buyer_email',
      'o.total',
      'o.status',
      'o.payment_method',
      'o.refund_status',
      'o.channel',
      sql<string[]>`coalesce((select json_agg(x.name order by x.name) from (
        select distinct case when ${page.english}
          then coalesce(nullif(i.event_name_en, ''), i.event_name) else i.event_name end as name
        from order_items i where i.order_id = o.id and i.event_name is not null) x), '[]'::json)`.as(
        'event_names',
      ),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMatchingOrders(db: Queryable, search: OrderSearch): Promise<number> {
  const row = await searched(db, search)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The order row with its coupon's code and the names of the staff members who sold it (at the
 * box office) and cancelled it.
 */
export function findOrderRecord(db: Queryable, orderId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('coupons as c', 'c.id', 'o.coupon_id')
    .leftJoin('users as u', 'u.id', 'o.cancelled_by')
    .leftJoin('users as s', 's.id', 'o.sold_by')
    .select([
      'o.id',
      'o.created_at',
      'o.updated_at',
      'o.paid_at',
      'o.expires_at',
      'o.status',
      'o.payment_status',
      'o.payment_method',
      'o.channel',
      'o.language',
      'o.ticket_total',
      'o.fee_total',
      'o.discount',
      'o.total',
      'o.refund_status',
      'o.needs_invoice',
      'o.ticket_delivery',
      'o.buyer_name',
      'o.buyer_email',
      'o.user_id',
      'o.billing',
      'o.cancelled_at',
      'o.cancelled_by',
      'o.cancel_reason',
      'o.exchanged_from_order_id',
      'o.exchange_credit',
      'c.code as coupon_code',
      'u.name as cancelled_by_name',
      'o.sold_by',
      's.name as sold_by_name',
      'o.day_close_id',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** An order's lines; a ticket's with its venue (the performance's, from the catalogue). */
export function listOrderLines(db: Queryable, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('events as e', 'e.id', 'i.event_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .select(['i.kind', 'i.name', 'i.name_en', 'i.event_id', 'i.event_name', 'i.event_name_en'])
    .select(['i.event_start', 'v.name as venue_name', 'v.name_en as venue_name_en'])
    .select(['i.quantity', 'i.unit_price', 'i.total', 'i.vat_rate', 'i.discounted', 'i.seat'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

export function listOrderPayments(db: Queryable, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'provider', 'order_ref', 'transaction_id', 'status', 'total', 'back_event'])
    .select(['created_at', 'finished_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** What the provider said about the order's payments. */
export function listOrderNotifications(db: Queryable, orderId: number) {
  return db
    .selectFrom('payment_notifications as n')
    .innerJoin('payments as p', 'p.id', 'n.payment_id')
    .select(['n.payment_id', 'n.transaction_id', 'n.status', 'n.source', 'n.outcome'])
    .select('n.received_at')
    .where('p.order_id', '=', orderId)
    .orderBy('n.id')
    .limit(500)
    .execute();
}

export function listOrderRefunds(db: Queryable, orderId: number) {
  return db
    .selectFrom('refunds as r')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .leftJoin('users as p', 'p.id', 'r.paid_out_by')
    .select(['r.id', 'r.amount', 'r.method', 'r.status', 'r.reason', 'r.requested_by'])
    .select(['u.name as requested_by_name', 'r.refund_transaction_id', 'r.created_at', 'r.done_at'])
    .select(['r.paid_out_by', 'p.name as paid_out_by_name'])
    .where('r.order_id', '=', orderId)
    .orderBy('r.id')
    .execute();
}

/** The order's fiscal documents, without their content and PDF. */
export function listOrderDocuments(db: Queryable, orderId: number) {
  return db
    .selectFrom('fiscal_documents')
    .select(['id', 'kind', 'number', 'status', 'issuer', 'cancels_id', 'modifies_id'])
    .select('created_at')
    .select(['issued_at', 'attempts', 'last_error'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function listOrderTickets(db: Queryable, orderId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .leftJoin('users as u', 'u.id', 't.checked_in_by')
    .select(['t.id', 't.code', 't.status', 't.event_id', 't.checked_in_at', 't.checked_in_door'])
    .select(['t.checked_in_by', 'u.name as checked_in_by_name', 'i.name', 'i.name_en'])
    .select(['i.event_name', 'i.event_name_en', 't.order_item_id', 'i.seat'])
    .select('t.exchanged_to_order_id')
    .where('t.order_id', '=', orderId)
    .orderBy('t.id')
    .execute();
}

/** The e-mails about the order, with the names of their attachments. */
export function listOrderMails(db: Queryable, orderId: number) {
  return db
    .selectFrom('mail_messages as m')
    .select(['m.id', 'm.kind', 'm.to_address', 'm.subject', 'm.status', 'm.created_at'])
    .select(['m.sent_at', 'm.last_error'])
    .select(
      sql<string[]>`coalesce((select json_agg(a.filename order by a.id) from mail_attachments a
        where a.message_id = m.id), '[]'::json)`.as('attachments'),
    )
    .where('m.order_id', '=', orderId)
    .orderBy('m.id')
    .limit(200)
    .execute();
}

/** The order, locked for the rest of the transaction (cancel, resend). */
export function lockOrder(trx: Trx, orderId: number) {
  return trx
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'payment_method',
      'channel',
      'total',
      'buyer_email',
      'confirmation_queued_at',
      'sold_by',
      'day_close_id',
    ])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** The order's tickets per ticket type, as sold. */
/** The order's tickets per ticket type; a seat sold with a concession counts on its zone. */
export function listOrderTicketQuantities(trx: Trx, orderId: number) {
  return trx
    .selectFrom('order_items')
    .select([
      sql<number | null>`coalesce(zone_id, ticket_type_id)`.as('ticket_type_id'),
      'quantity',
    ])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'ticket')
    .where('ticket_type_id', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function markOrderCancelled(
  trx: Trx,
  orderId: number,
  cancellation: { by: number; reason: string; at: Date },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      status: 'cancelled',
      cancelled_at: cancellation.at,
      cancelled_by: cancellation.by,
      cancel_reason: cancellation.reason,
      updated_at: sql`clock_timestamp()`,
    })
    .where('id', '=', orderId)
    .execute();
}
