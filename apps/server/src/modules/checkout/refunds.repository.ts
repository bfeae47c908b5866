import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Refunds: through SimplePay or paid out at the desk, and their outcome (SQL only). */

type Trx = Transaction<Database>;

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
