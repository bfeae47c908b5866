import { sql, type Transaction } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * An order's payments as the result of a payment and the reconciliation see them: found by
 * reference, updated, and the notifications about them recorded once (SQL only). Starting and
 * claiming an attempt is payment-attempts.repository.ts's.
 */

type Trx = Transaction<Database>;

/** Attempts whose transaction may still be paid (payment-attempts.repository.ts lists the same). */
export const payablePaymentStatuses = ['started', 'superseded'] as const;

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
