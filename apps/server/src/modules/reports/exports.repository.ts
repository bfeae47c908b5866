import type { ExportDateBasis } from '@theatre/contracts';
import { budapestDayEnd, budapestDayStart } from '@theatre/i18n';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { PaidLineRow } from './reports.repository.js';

/*
 * The exports' SQL (decision 0040): every read is one batch after an id (keyset pagination), so a
 * year of orders is read a few thousand rows at a time and never sits in memory at once.
 */

export interface ExportPeriod {
  from: string;
  to: string;
  basis: ExportDateBasis;
}

const dayStart = (day: string) => sql`${budapestDayStart(day).toISOString()}::timestamptz`;
const dayEnd = (day: string) => sql`${budapestDayEnd(day).toISOString()}::timestamptz`;

/** The rows of one batch, read by the id after the last batch's. */
export const exportBatchSize = 500;

/**
 * Whether an order (`o`) falls in the period by the chosen date: placed in it, paid in it, or
 * holding a ticket of a performance that starts in it (the performance's time now, as the sales
 * report reads it).
 */
function orderInPeriod(period: ExportPeriod): RawBuilder<unknown> {
  const { from, to } = period;
  switch (period.basis) {
    case 'order':
      return sql`o.created_at >= ${dayStart(from)} and o.created_at < ${dayEnd(to)}`;
    case 'payment':
      return sql`o.paid_at >= ${dayStart(from)} and o.paid_at < ${dayEnd(to)}`;
    case 'performance':
      return sql`exists (
        select 1 from order_items x join events xe on xe.id = x.event_id
         where x.order_id = o.id and x.kind = 'ticket'
           and xe.starts_at >= ${dayStart(from)} and xe.starts_at < ${dayEnd(to)})`;
  }
}

export interface OrderExportRow {
  id: number;
  created_at: Date;
  paid_at: Date | null;
  status: string;
  channel: string;
  buyer_name: string;
  buyer_email: string;
  payment_method: number;
  ticket_total: number;
  fee_total: number;
  discount: number;
  total: number;
  refund_status: string;
  /** The numbers of its issued receipts and invoices (cancellations included), in order. */
  documents: string | null;
}

/** The orders in the period after an id, by id: every status (the row says which). */
export async function listOrdersAfter(
  db: Queryable,
  period: ExportPeriod,
  afterId: number,
): Promise<OrderExportRow[]> {
  const result = await sql<OrderExportRow>`
    select o.id, o.created_at, o.paid_at, o.status, o.channel, o.buyer_name, o.buyer_email,
           o.payment_method, o.ticket_total, o.fee_total, o.discount, o.total, o.refund_status,
           (select string_agg(d.number, ', ' order by d.id) from fiscal_documents d
             where d.order_id = o.id and d.number is not null) as documents
      from orders o
     where o.id > ${afterId} and ${orderInPeriod(period)}
     order by o.id
     limit ${exportBatchSize}
  `.execute(db);
  return result.rows;
}

export interface TicketExportRow {
  id: number;
  code: string;
  order_id: number;
  buyer_name: string;
  buyer_email: string;
  production: string;
  production_en: string;
  starts_at: Date;
  ticket_type: string;
  ticket_type_en: string;
  seat: unknown;
  price: number;
  status: string;
  checked_in_at: Date | null;
  /** A complimentary ticket's reason and note (decision 0045); null for a ticket sold. */
  complimentary_reason: string | null;
  complimentary_note: string | null;
}

/**
 * The tickets of the orders in the period after a ticket id, by id; by the performance's date,
 * only the tickets of the performances that start in it; with an event id, that one's only.
 */
export async function listTicketsAfter(
  db: Queryable,
  period: ExportPeriod & { eventId?: number | undefined },
  afterId: number,
): Promise<TicketExportRow[]> {
  const { from, to } = period;
  const filter =
    period.basis === 'performance'
      ? sql`e.starts_at >= ${dayStart(from)} and e.starts_at < ${dayEnd(to)}`
      : orderInPeriod(period);
  const oneEvent = period.eventId === undefined ? sql`true` : sql`t.event_id = ${period.eventId}`;
  const result = await sql<TicketExportRow>`
    select t.id, t.code, t.order_id, o.buyer_name, o.buyer_email,
           p.name as production, p.name_en as production_en, e.starts_at,
           oi.name as ticket_type, oi.name_en as ticket_type_en, oi.seat,
           oi.unit_price as price, t.status, t.checked_in_at,
           c.reason as complimentary_reason, c.note as complimentary_note
      from tickets t
      join orders o on o.id = t.order_id
      left join complimentary_orders c on c.order_id = o.id
      join order_items oi on oi.id = t.order_item_id
      join events e on e.id = oi.event_id
      join productions p on p.id = e.production_id
     where t.id > ${afterId} and ${filter} and ${oneEvent}
     order by t.id
     limit ${exportBatchSize}
  `.execute(db);
  return result.rows;
}

/** A paid order's line, with what the sales and VAT exports group it by. */
export interface ExportLineRow extends PaidLineRow {
  channel: string;
  production_id: number | null;
  production: string | null;
  production_en: string | null;
  /** The line's performance starts in the period (always true unless by performance date). */
  in_period: boolean;
}

/**
 * Every line (tickets, fees, discounts) of the paid orders in the period whose id is in
 * (afterId, untilId], in order: a coupon is split over all of an order's tickets.
 */
async function listPaidLines(
  db: Queryable,
  period: ExportPeriod,
  afterId: number,
  untilId: number,
): Promise<ExportLineRow[]> {
  const { from, to } = period;
  const inPeriod =
    period.basis === 'performance'
      ? sql`coalesce(e.starts_at >= ${dayStart(from)} and e.starts_at < ${dayEnd(to)}, false)`
      : sql`true`;
  const result = await sql<ExportLineRow>`
    select oi.order_id, oi.kind, oi.ticket_type_id, oi.quantity, oi.unit_price, oi.total,
           oi.vat_rate, oi.discounted, o.channel, p.id as production_id,
           p.name as production, p.name_en as production_en, ${inPeriod} as in_period
      from order_items oi
      join orders o on o.id = oi.order_id
      left join events e on e.id = oi.event_id
      left join productions p on p.id = e.production_id
     where o.status = 'paid' and o.channel <> 'complimentary'
       and o.id > ${afterId} and o.id <= ${untilId}
       and ${orderInPeriod(period)}
     order by oi.order_id, oi.id
  `.execute(db);
  return result.rows;
}

/**
 * The lines of the paid orders in the period, a batch of orders at a time (each order whole),
 * in the order of the orders' ids. Complimentary orders (decision 0045) are not sales: the sales
 * export counts their tickets apart (countComplimentaryTickets), the VAT export has nothing of
 * theirs.
 */
export async function* paidLineBatches(
  db: Queryable,
  period: ExportPeriod,
): AsyncGenerator<ExportLineRow[]> {
  let afterId = 0;
  for (;;) {
    const ids = await sql<{ id: number }>`
      select o.id from orders o
       where o.status = 'paid' and o.channel <> 'complimentary'
         and o.id > ${afterId} and ${orderInPeriod(period)}
       order by o.id
       limit ${exportBatchSize}
    `.execute(db);
    const last = ids.rows.at(-1);
    if (!last) return;
    yield await listPaidLines(db, period, afterId, last.id);
    afterId = last.id;
  }
}

/**
 * The valid complimentary tickets (decision 0045) of the orders in the period (by performance
 * date: of the performances starting in it).
 */
export async function countComplimentaryTickets(
  db: Queryable,
  period: ExportPeriod,
): Promise<number> {
  const { from, to } = period;
  const inPeriod =
    period.basis === 'performance'
      ? sql`e.starts_at >= ${dayStart(from)} and e.starts_at < ${dayEnd(to)}`
      : sql`true`;
  const result = await sql<{ n: number }>`
    select count(*)::int as n
      from tickets t
      join orders o on o.id = t.order_id
      join events e on e.id = t.event_id
     where o.channel = 'complimentary' and o.status = 'paid' and t.status = 'valid'
       and ${orderInPeriod(period)} and ${inPeriod}
  `.execute(db);
  return result.rows[0]?.n ?? 0;
}

export interface OrderDocumentRow {
  order_id: number;
  kind: string;
  number: string | null;
  issued_at: Date | null;
  created_at: Date;
}

/**
 * The original receipt or invoice of some orders, by order: not the documents that correct it
 * (correctionBatches lists those by their own date).
 */
export async function listOrderDocuments(
  db: Queryable,
  orderIds: readonly number[],
): Promise<OrderDocumentRow[]> {
  if (orderIds.length === 0) return [];
  const result = await sql<OrderDocumentRow>`
    select d.order_id, d.kind, d.number, d.issued_at, d.created_at
      from fiscal_documents d
     where d.order_id in (${sql.join(orderIds)}) and d.cancels_id is null
       and d.replaces_id is null and d.modifies_id is null
     order by d.order_id, d.id
  `.execute(db);
  return result.rows;
}

export interface CorrectionRow {
  id: number;
  order_id: number;
  kind: string;
  number: string | null;
  issued_at: Date;
  cancels_id: number | null;
  modifies_id: number | null;
  /** The number of the document it cancels, replaces or modifies. */
  corrected_number: string | null;
  /** FiscalContent: its lines carry its VAT split (a sztornó's and a modification's negative). */
  content: unknown;
}

/**
 * The correcting documents issued in the period, by their own date (decisions 0039, 0052): every
 * sztornó, every new document for what remained after a refund, and every modifying invoice, a
 * batch at a time in the order of their ids.
 */
export async function* correctionBatches(
  db: Queryable,
  period: Pick<ExportPeriod, 'from' | 'to'>,
): AsyncGenerator<CorrectionRow[]> {
  let afterId = 0;
  for (;;) {
    const result = await sql<CorrectionRow>`
      select d.id, d.order_id, d.kind, d.number, d.issued_at, d.cancels_id, d.modifies_id,
             c.number as corrected_number, d.content
        from fiscal_documents d
        left join fiscal_documents c on c.id = coalesce(d.cancels_id, d.replaces_id, d.modifies_id)
       where d.status = 'issued'
         and (d.cancels_id is not null or d.replaces_id is not null or d.modifies_id is not null)
         and d.issued_at >= ${dayStart(period.from)} and d.issued_at < ${dayEnd(period.to)}
         and d.id > ${afterId}
       order by d.id
       limit ${exportBatchSize}
    `.execute(db);
    const last = result.rows.at(-1);
    if (!last) return;
    yield result.rows;
    afterId = last.id;
  }
}
