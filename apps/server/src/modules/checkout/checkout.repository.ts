import { writeAudit } from '../../db/audit-log.js';
import { sql, type Transaction } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { payablePaymentStatuses } from './payments.repository.js';

/**
 * The checkout's orders: storing one with its lines, reading it, changing its state, and finding
 * the ones whose hold ran out (SQL only). Payments and refunds have repositories of their own.
 */

type Trx = Transaction<Database>;

export interface NewOrderLine {
  kind: 'ticket' | 'fee' | 'discount';
  ticket_type_id: number | null;
  name: string;
  name_en: string;
  event_id: number | null;
  event_name: string | null;
  event_name_en: string | null;
  event_start: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  /** A ticket of an order with a coupon: whether the coupon reduces it; null otherwise. */
  discounted: boolean | null;
  /** A ticket line's technical fee per ticket (decision 0039); null on other lines. */
  unit_fee?: number | null;
  /** A seat's line: the seat, its zone, its labels as sold (decision 0036). */
  hall_seat_id?: number | null;
  zone_id?: number | null;
  seat?: string | null;
}

export async function insertOrder(
  trx: Trx,
  order: {
    user_id: number | null;
    buyer_name: string;
    buyer_email: string;
    language: string;
    channel: string;
    needs_invoice: boolean;
    billing: object | null;
    ticket_delivery: string;
    coupon_id: number | null;
    ticket_total: number;
    fee_total: number;
    discount: number;
    total: number;
    expires_at: Date;
    /** 1 = cash, 2 = card (the default; the shop's only one). */
    payment_method?: 1 | 2;
    /** The staff member selling at the box office. */
    sold_by?: number | null;
    /** Where the buyer placed it from: its e-mails link back there (demo). */
    link_origin?: string | null;
  },
  lines: readonly NewOrderLine[],
): Promise<number> {
  const { payment_method: paymentMethod = 2, ...columns } = order;
  const { id } = await trx
    .insertInto('orders')
    .values({
      ...columns,
      billing: order.billing === null ? null : JSON.stringify(order.billing),
      status: 'awaiting_payment',
      payment_status: 0,
      payment_method: paymentMethod,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(lines.map((line) => ({ ...line, order_id: id })))
    .execute();
  // The VAT rates as they are now, as the prices are: tickets at their type's rate, fees at the
  // 'sales' setting's (27% unless set). A discount has no rate of its own: the VAT split spreads it
  // over the rates of the tickets it reduces (documents/fiscal-lines.ts, decision 0023).
  await sql`
    update order_items oi set vat_rate = case
      when oi.kind = 'ticket' then coalesce(
        (select t.vat_rate from ticket_types t where t.id = oi.ticket_type_id), oi.vat_rate)
      when oi.kind = 'fee' then coalesce(
        (select s.value ->> 'tech_fee_vat_rate' from settings s where s.key = 'sales'
          and s.value ->> 'tech_fee_vat_rate' in ('27', '18', '5', '0', 'TAM', 'AAM')),
        oi.vat_rate)
      else oi.vat_rate end
    where oi.order_id = ${id}
  `.execute(trx);
  await writeAudit(trx, {
    action: 'order.stored',
    entity: 'order',
    entityId: id,
    data: { total: order.total },
  });
  return id;
}

function orderQuery(db: Queryable) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'buyer_name',
      'buyer_email',
      'language',
      'status',
      'payment_status',
      'needs_invoice',
      'billing',
      'coupon_id',
      'ticket_total',
      'fee_total',
      'discount',
      'total',
      'created_at',
      'paid_at',
      'expires_at',
      'refund_status',
      'cancelled_at',
      'link_origin',
      sql<boolean>`coalesce(not hold_is_live(expires_at, clock_timestamp()), true)`.as('hold_over'),
      sql<number>`greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::bigint`.as(
        'remaining_ms',
      ),
    ]);
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export function findOrder(db: Queryable, id: number) {
  return orderQuery(db).where('id', '=', id).executeTakeFirst();
}

export function lockOrder(trx: Trx, id: number) {
  return orderQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function listOrderLines(db: Queryable, orderId: number) {
  return db
    .selectFrom('order_items')
    .select([
      'kind',
      'ticket_type_id',
      'zone_id',
      'name',
      'name_en',
      'event_name',
      'event_start',
      'quantity',
      'unit_price',
      'total',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function setOrderState(
  trx: Trx,
  orderId: number,
  change: {
    status?: string;
    payment_status?: number;
    paid_at?: Date;
    expires_at?: Date;
    refund_status?: string;
  },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ ...change, updated_at: sql`clock_timestamp()` })
    .where('id', '=', orderId)
    .execute();
}

/** Orders awaiting payment whose hold is over and that have no payment in flight. */
export function listOverdueOrders(db: Db, limit = 500) {
  return db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.status', '=', 'awaiting_payment')
    .where(sql<boolean>`not hold_is_live(o.expires_at, clock_timestamp())`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments as p')
            .select('p.id')
            .whereRef('p.order_id', '=', 'o.id')
            .where('p.status', 'in', payablePaymentStatuses),
        ),
      ),
    )
    .orderBy('o.id')
    .limit(limit)
    .execute();
}
