import { seatOfStored } from '@theatre/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type {
  FiscalDocumentKind,
  VatRate,
} from '../../integrations/invoicing/invoicing-service.js';
import { orderCancellationInvoiceId, orderInvoiceId } from './invoices.repository.js';

type Trx = Transaction<Database>;
type Queryable = Kysely<Database>;

/** What the documents need of an order. */
export function findOrderForDocuments(db: Queryable, orderId: number) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'status',
      'buyer_name',
      'buyer_email',
      'language',
      'needs_invoice',
      'billing',
      'payment_method',
      'ticket_delivery',
      'total',
      'paid_at',
      'confirmation_queued_at',
      'refund_status',
      'channel',
      'link_origin',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
export type DocumentsOrder = NonNullable<Awaited<ReturnType<typeof findOrderForDocuments>>>;

export function lockOrderForDocuments(trx: Trx, orderId: number) {
  return trx
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'confirmation_queued_at',
      'cancelled_at',
      'cancellation_mail_queued_at',
    ])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markConfirmationQueued(trx: Trx, orderId: number, now: Date) {
  await trx
    .updateTable('orders')
    .set({ confirmation_queued_at: now })
    .where('id', '=', orderId)
    .execute();
}

export async function markCancellationMailQueued(trx: Trx, orderId: number, now: Date) {
  await trx
    .updateTable('orders')
    .set({ cancellation_mail_queued_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** How the order's latest refund is paid back: simplepay | desk; undefined without a refund. */
export async function findLatestRefundMethod(db: Queryable, orderId: number) {
  const row = await db
    .selectFrom('refunds')
    .select('method')
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.method;
}

/** The order's lines with their VAT rates, in order. */
export async function listSoldLines(db: Queryable, orderId: number) {
  const rows = await db
    .selectFrom('order_items')
    .select(['id', 'kind', 'name', 'name_en', 'event_id', 'event_name', 'event_name_en'])
    .select(['event_start', 'quantity', 'unit_price', 'total', 'vat_rate', 'discounted', 'seat'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    vat_rate: row.vat_rate as VatRate,
    seat: seatOfStored(row.seat),
  }));
}

export async function insertTickets(
  trx: Trx,
  rows: readonly {
    order_id: number;
    order_item_id: number;
    event_id: number | null;
    code: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('tickets')
    .values([...rows])
    .execute();
}

/** The order's tickets as printed: the performance, its venue and hall from the catalogue. */
export function listTicketsForPrint(db: Queryable, orderId: number) {
  return (
    db
      .selectFrom('tickets as t')
      .innerJoin('order_items as i', 'i.id', 't.order_item_id')
      .leftJoin('events as e', 'e.id', 't.event_id')
      .leftJoin('venues as v', 'v.id', 'e.venue_id')
      .leftJoin('halls as h', 'h.id', 'e.hall_id')
      .select([
        't.code',
        't.status',
        'i.name',
        'i.name_en',
        'i.event_name',
        'i.event_name_en',
        'i.event_start',
        'i.unit_price',
        'v.name as venue_name',
        'v.name_en as venue_name_en',
        'v.address as venue_address',
        'h.name as hall_name',
        'h.name_en as hall_name_en',
        'i.seat',
      ])
      .where('t.order_id', '=', orderId)
      // A refunded ticket is no longer printed (decision 0039).
      .where('t.status', '=', 'valid')
      .orderBy('t.id')
      .execute()
  );
}

/** The order's tickets PDF goes, to be made again with the tickets that are left. */
export async function deleteTicketFiles(trx: Trx, orderId: number): Promise<void> {
  await trx.deleteFrom('ticket_files').where('order_id', '=', orderId).execute();
}

export function findTicketFile(db: Queryable, orderId: number) {
  return db
    .selectFrom('ticket_files')
    .select(['pdf', 'language'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function insertTicketFile(
  db: Queryable,
  row: { order_id: number; language: string; pdf: Buffer },
): Promise<void> {
  await db
    .insertInto('ticket_files')
    .values(row)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

export async function insertFiscalDocument(
  trx: Trx,
  row: {
    order_id: number;
    kind: FiscalDocumentKind;
    cancels_id: number | null;
    /** A document issued for what remained after a refund: the one it replaces. */
    replaces_id?: number | null;
    /** A modifying invoice: the invoice it modifies (decision 0052). */
    modifies_id?: number | null;
    issuer: string;
    language: string;
    /** FiscalContent */
    content: object;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('fiscal_documents')
    .values({ ...row, content: JSON.stringify(row.content) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function fiscalQuery(db: Queryable) {
  return db
    .selectFrom('fiscal_documents')
    .select([
      'id',
      'order_id',
      'kind',
      'cancels_id',
      'replaces_id',
      'modifies_id',
      'status',
      'issuer',
      'number',
      'language',
      'content',
      'issued_at',
    ]);
}

export function listOrderFiscalDocuments(db: Queryable, orderId: number) {
  return fiscalQuery(db).where('order_id', '=', orderId).orderBy('id').execute();
}
export type FiscalDocumentRow = Awaited<ReturnType<typeof listOrderFiscalDocuments>>[number];

export function lockFiscalDocument(trx: Trx, id: number) {
  return fiscalQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findFiscalDocumentPdf(db: Queryable, id: number) {
  return db
    .selectFrom('fiscal_documents')
    .select(['id', 'order_id', 'kind', 'cancels_id', 'status', 'number', 'pdf'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markFiscalDocumentIssued(
  trx: Trx,
  id: number,
  issued: {
    series: string | null;
    year: number | null;
    sequence: number | null;
    number: string;
    /** FiscalContent */
    content: object;
    pdf: Buffer;
    issued_at: Date;
  },
): Promise<void> {
  await trx
    .updateTable('fiscal_documents')
    .set({ ...issued, content: JSON.stringify(issued.content), status: 'issued' })
    .where('id', '=', id)
    .execute();
}

export async function recordFiscalFailure(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('fiscal_documents')
    .set({ attempts: sql`attempts + 1`, last_error: error.slice(0, 2000) })
    .where('id', '=', id)
    .execute();
}

export async function cancelOrderTickets(trx: Trx, orderId: number): Promise<number> {
  const result = await trx
    .updateTable('tickets')
    .set({ status: 'cancelled' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The order history rows: the orders of a user, or the one order of a guest's link. */
export function listOrdersOf(db: Queryable, owner: { userId: number } | { orderId: number }) {
  let query = db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.created_at',
      'o.total',
      'o.status',
      'o.payment_status',
      'o.payment_method',
      'o.channel',
      'o.refund_status',
      'o.language',
      sql<string | null>`(select string_agg(distinct i.event_name, ', ') from order_items i
        where i.order_id = o.id and i.event_name is not null)`.as('event_names'),
      sql<
        string | null
      >`(select string_agg(distinct coalesce(nullif(i.event_name_en, ''), i.event_name), ', ')
        from order_items i where i.order_id = o.id and i.event_name is not null)`.as(
        'event_names_en',
      ),
      orderInvoiceId.as('invoice_id'),
      orderCancellationInvoiceId.as('annul_invoice_id'),
      sql<boolean>`exists (select 1 from fiscal_documents d where d.order_id = o.id
        and d.kind = 'receipt' and d.cancels_id is null and d.status = 'issued')`.as('has_receipt'),
      sql<boolean>`exists (select 1 from ticket_files f where f.order_id = o.id)`.as(
        'has_ticket_file',
      ),
      sql<boolean>`coalesce(hold_is_live(o.expires_at, clock_timestamp()), false)`.as('hold_live'),
    ])
    .where('o.channel', '=', 'online')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(200);
  query =
    'userId' in owner
      ? query.where('o.user_id', '=', owner.userId)
      : query.where('o.id', '=', owner.orderId);
  return query.execute();
}

/**
 * The performances of orders (their ticket lines'), each once per order, the earliest first: the
 * name as sold, the start (the performance's own, as sold when it is gone) and the venue.
 */
export function listOrderPerformances(db: Queryable, orderIds: readonly number[]) {
  const startsAt = sql<Date | null>`coalesce(e.starts_at, min(i.event_start))`;
  return db
    .selectFrom('order_items as i')
    .leftJoin('events as e', 'e.id', 'i.event_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'i.order_id',
      'i.event_id',
      sql<string>`coalesce(min(i.event_name), '')`.as('event_name'),
      sql<string | null>`min(nullif(i.event_name_en, ''))`.as('event_name_en'),
      startsAt.as('starts_at'),
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'v.address as venue_address',
    ])
    .where('i.order_id', 'in', orderIds.length > 0 ? orderIds : [0])
    .where('i.kind', '=', 'ticket')
    .groupBy(['i.order_id', 'i.event_id', 'e.starts_at', 'v.name', 'v.name_en', 'v.address'])
    .orderBy('i.order_id')
    .orderBy(startsAt)
    .orderBy('i.event_id')
    .execute();
}

/** An order's lines for its details; a ticket's with its performance's start and venue. */
export function listOrderItems(db: Queryable, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('events as e', 'e.id', 'i.event_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'i.kind',
      'i.name',
      'i.name_en',
      'i.event_id',
      'i.event_name',
      'i.event_name_en',
      sql<Date | null>`coalesce(e.starts_at, i.event_start)`.as('starts_at'),
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'v.address as venue_address',
      'i.quantity',
      'i.total',
      'i.seat',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

/**
 * An exchange's new order (decision 0050): the order it replaced, the credit, and the refund of
 * the surplus on the old order (its exchanged tickets name it); null for any other order.
 */
export async function findExchangeOfOrder(db: Queryable, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['exchanged_from_order_id', 'exchange_credit', 'total'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order?.exchanged_from_order_id == null) return null;
  const refund = await db
    .selectFrom('tickets as t')
    .innerJoin('refunds as r', 'r.id', 't.refund_id')
    .select(['r.amount', 'r.method'])
    .where('t.exchanged_to_order_id', '=', orderId)
    .executeTakeFirst();
  return {
    fromOrderId: order.exchanged_from_order_id,
    credit: order.exchange_credit,
    paid: order.total - order.exchange_credit,
    refunded: refund?.amount ?? 0,
    refundMethod: refund === undefined ? null : refund.method === 'desk' ? 'desk' : 'card',
  } as const;
}
