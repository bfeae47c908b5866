import { sql, type Transaction } from 'kysely';
import { writeAudit } from '../../db/audit-log.js';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Exchanging tickets for another performance of the same production (decision 0050), SQL only. */

type Trx = Transaction<Database>;

/** The desk's technical fee of a performance: none unless the `desk_tech_fee` setting (0044). */
const deskFee = sql<number>`case when coalesce((select (s.value ->> 'desk_tech_fee')::boolean
  from settings s where s.key = 'sales'), false)
  then coalesce(e.tech_fee, (select (s.value ->> 'tech_fee')::int from settings s
  where s.key = 'sales'), 0) else 0 end::int`;

/** A performance the desk may sell now: published, not cancelled, not started, sale not over. */
const onSaleNow = sql<boolean>`e.published and e.cancelled_at is null and e.starts_at > now()
  and (e.sale_ends_at is null or e.sale_ends_at > now())
  and (e.sale_starts_at is null or e.sale_starts_at <= now())`;

/** Every ticket of an order with its performance and production, in id order. */
export function listExchangeTickets(db: Queryable, orderId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select(['t.id', 't.code', 't.status', 't.event_id', 't.order_item_id', 't.checked_in_at'])
    .select(['t.exchanged_to_order_id', 'e.production_id', 'e.starts_at', 'i.name', 'i.name_en'])
    .select('i.seat')
    .where('t.order_id', '=', orderId)
    .orderBy('t.id')
    .execute();
}

/** Every ticket of an order, locked for the exchange (the refund locks them again: no matter). */
export function lockExchangeTickets(trx: Trx, orderId: number) {
  return trx
    .selectFrom('tickets as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select(['t.id', 't.code', 't.status', 't.event_id', 't.checked_in_at', 't.order_item_id'])
    .select(['t.exchanged_to_order_id', 'e.production_id'])
    .where('t.order_id', '=', orderId)
    .orderBy('t.id')
    .forUpdate('t')
    .execute();
}

/** The performances of these productions the desk may sell now, earliest first. */
export function listTargetPerformances(db: Queryable, productionIds: readonly number[]) {
  if (productionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select(['e.id', 'e.production_id', 'p.name', 'p.name_en', 'e.starts_at'])
    .select(['v.name as venue_name', 'v.name_en as venue_name_en'])
    .select(sql<boolean>`e.seat_map_id is not null`.as('seated'))
    .select(deskFee.as('fee'))
    .where('e.production_id', 'in', [...productionIds])
    .where(onSaleNow)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .execute();
}

/**
 * The target performance, locked `for no key update` (as a complimentary issue and a cancel take
 * it: an exchange and a cancellation of the performance take turns), with whether the desk may
 * sell it now and its desk fee.
 */
export async function lockTargetPerformance(trx: Trx, eventId: number) {
  const { rows } = await sql<{
    id: number;
    production_id: number;
    name: string;
    name_en: string;
    starts_at: Date;
    seated: boolean;
    on_sale: boolean;
    fee: number;
  }>`
    select e.id, e.production_id, p.name, p.name_en, e.starts_at,
           e.seat_map_id is not null as seated, ${onSaleNow} as on_sale, ${deskFee} as fee
      from events e join productions p on p.id = e.production_id
     where e.id = ${eventId}
       for no key update of e
  `.execute(trx);
  return rows[0];
}

/**
 * A performance's ticket types with what is free now (the shop's availability: live holds count)
 * and whether each is a seat zone (a seated performance's concession has none of its own seats).
 */
export function listTargetTicketTypes(db: Queryable, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ticket_type_availability as t')
    .select(['t.id', 't.event_id', 't.name', 't.name_en', 't.price', 't.available'])
    .select(
      sql<boolean>`not exists (select 1 from ticket_type_zones z where z.concession_id = t.id)`.as(
        'zone',
      ),
    )
    .where('t.event_id', 'in', [...eventIds])
    .orderBy('t.event_id')
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

/** What the new order copies of the old: the buyer, the language, the billing. */
export function findExchangeBuyer(db: Queryable, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['buyer_name', 'buyer_email', 'language', 'user_id', 'link_origin'])
    .select(['needs_invoice', 'billing', 'channel', 'payment_method'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** An exchange order's line: tickets of a type, or one seat, or the desk fee. */
export interface ExchangeLine {
  kind: 'ticket' | 'fee';
  ticket_type_id: number | null;
  name: string;
  name_en: string;
  quantity: number;
  unit_price: number;
  unit_fee: number | null;
  hall_seat_id?: number;
  zone_id?: number;
  seat?: string;
}

/**
 * The new order of an exchange, awaiting its payment (markOrderPaid pays it in the same
 * transaction): a box-office order in the old order's buyer's name, its lines at the desk's
 * prices with their VAT rates as now (tickets at their type's, a fee at the sales setting's).
 */
export async function insertExchangeOrder(
  trx: Trx,
  order: {
    buyer: Awaited<ReturnType<typeof findExchangeBuyer>>;
    event: { id: number; name: string; name_en: string; starts_at: Date };
    fromOrderId: number;
    credit: number;
    paymentMethod: 1 | 2;
    soldBy: number;
    at: Date;
  },
  lines: readonly ExchangeLine[],
): Promise<number> {
  const ticketTotal = lines
    .filter((line) => line.kind === 'ticket')
    .reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
  const feeTotal = lines
    .filter((line) => line.kind === 'fee')
    .reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
  const { buyer } = order;
  const { id } = await trx
    .insertInto('orders')
    .values({
      buyer_name: buyer.buyer_name,
      buyer_email: buyer.buyer_email,
      language: buyer.language,
      user_id: buyer.user_id,
      link_origin: buyer.link_origin,
      needs_invoice: buyer.needs_invoice,
      billing: buyer.billing === null ? null : JSON.stringify(buyer.billing),
      channel: 'box_office',
      status: 'awaiting_payment',
      payment_status: 0,
      payment_method: order.paymentMethod,
      ticket_delivery: 'email',
      coupon_id: null,
      ticket_total: ticketTotal,
      fee_total: feeTotal,
      discount: 0,
      total: ticketTotal + feeTotal,
      expires_at: order.at,
      sold_by: order.soldBy,
      exchanged_from_order_id: order.fromOrderId,
      exchange_credit: order.credit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line) => ({
        ...line,
        order_id: id,
        event_id: line.kind === 'ticket' ? order.event.id : null,
        event_name: line.kind === 'ticket' ? order.event.name : null,
        event_name_en: line.kind === 'ticket' ? order.event.name_en : null,
        event_start: line.kind === 'ticket' ? order.event.starts_at : null,
        total: line.quantity * line.unit_price,
        discounted: null,
        vat_rate:
          line.kind === 'ticket'
            ? sql<string>`(select t.vat_rate from ticket_types t where t.id = ${line.ticket_type_id})`
            : sql<string>`coalesce((select s.value ->> 'tech_fee_vat_rate' from settings s
                where s.key = 'sales' and s.value ->> 'tech_fee_vat_rate'
                in ('27', '18', '5', '0', 'TAM', 'AAM')), '27')`,
      })),
    )
    .execute();
  await writeAudit(trx, {
    action: 'order.stored',
    entity: 'order',
    entityId: id,
    data: {
      total: ticketTotal + feeTotal,
      channel: 'box_office',
      exchanged_from: order.fromOrderId,
    },
  });
  return id;
}
