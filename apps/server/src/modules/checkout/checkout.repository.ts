import { writeAudit } from '../../db/audit-log.js';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Orders, payments, notifications and refunds (SQL only). */

type Trx = Transaction<Database>;
type Queryable = Db | Trx;

/** Attempts whose transaction may still be paid (payment-attempts.repository.ts lists the same). */
const payablePaymentStatuses = ['started', 'superseded'] as const;

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

const paymentColumns = [
  'id',
  'order_id',
  'order_ref',
  'merchant',
  'currency',
  'total',
  'transaction_id',
  'status',
  'back_event',
  'payment_url',
  'timeout_at',
  'created_at',
] as const;

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentByRef>>>;

export function findPaymentByRef(db: Queryable, orderRef: string) {
  return db
    .selectFrom('payments')
    .select(paymentColumns)
    .where('order_ref', '=', orderRef)
    .executeTakeFirst();
}

/** The order's latest payment attempt. */
export function latestPayment(db: Queryable, orderId: number) {
  return db
    .selectFrom('payments')
    .select(paymentColumns)
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countPayments(trx: Trx, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('payments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function updatePayment(
  db: Queryable,
  paymentId: number,
  change: {
    status?: string;
    transaction_id?: number;
    payment_url?: string;
    back_event?: string;
    finished_at?: Date;
  },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ ...change, updated_at: sql`clock_timestamp()` })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Records a notification under its unique key; false when the same one was recorded before (a
 * duplicate, which must change nothing more).
 */
export async function recordNotification(
  trx: Trx,
  notification: {
    dedupe_key: string;
    payment_id: number | null;
    transaction_id: number | null;
    status: string;
    source: 'ipn' | 'query' | 'cancel';
    outcome: string;
    body: string;
  },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_notifications')
    .values(notification)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setNotificationOutcome(
  trx: Trx,
  dedupeKey: string,
  outcome: string,
): Promise<void> {
  await trx
    .updateTable('payment_notifications')
    .set({ outcome })
    .where('dedupe_key', '=', dedupeKey)
    .execute();
}

/** Payments started and not heard of since their deadline (plus a grace for the IPN). */
export function listPendingPayments(db: Db, graceMs: number, limit = 200) {
  return db
    .selectFrom('payments')
    .select(['id', 'order_ref'])
    .where('status', 'in', payablePaymentStatuses)
    .where('transaction_id', 'is not', null)
    .where(sql<boolean>`timeout_at + make_interval(secs => ${graceMs / 1000}) <= clock_timestamp()`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A refund through the provider: at most one per payment (null when the payment had one). */
export async function insertRefund(
  trx: Trx,
  refund: {
    order_id: number;
    payment_id: number;
    amount: number;
    reason: string;
    requested_by?: number | null;
  },
): Promise<number | null> {
  const row = await trx
    .insertInto('refunds')
    .values(refund)
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A refund paid out at the box office's desk, done at once; null when the order had one. */
export async function insertDeskRefund(
  trx: Trx,
  refund: {
    order_id: number;
    amount: number;
    reason: string;
    requested_by: number | null;
    /** The staff member whose till pays it out. */
    paid_out_by: number;
  },
): Promise<number | null> {
  const row = await trx
    .insertInto('refunds')
    .values({
      ...refund,
      payment_id: null,
      method: 'desk',
      status: 'done',
      done_at: sql`clock_timestamp()`,
    })
    // The partial unique index refunds_desk_order, named by its predicate.
    .onConflict((conflict) =>
      conflict
        .column('order_id')
        .where(sql<boolean>`method = 'desk'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findRefund(db: Queryable, refundId: number) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select([
      'r.id',
      'r.order_id',
      'p.id as payment_id',
      'r.amount',
      'r.status',
      'r.reason',
      'r.requested_by',
      'p.order_ref',
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
}

/** The SimplePay payment that paid an order and has not been given back (the first, if two). */
export function findRefundablePayment(trx: Trx, orderId: number) {
  return trx
    .selectFrom('payments as p')
    .select(['p.id', 'p.total'])
    .where('p.order_id', '=', orderId)
    .where('p.provider', '=', 'simplepay')
    .where('p.status', '=', 'finished')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('refunds as r').select('r.id').whereRef('r.payment_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
}

/** Refunds of the order still waiting for the provider, or refused by it. */
export async function countOpenRefunds(trx: Trx, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('refunds')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function finishRefund(
  trx: Trx,
  refundId: number,
  change: { status: 'done' | 'failed'; refund_transaction_id?: number },
): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({ ...change, done_at: sql`clock_timestamp()` })
    .where('id', '=', refundId)
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
