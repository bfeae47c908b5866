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
    // The partial unique index refunds_payment_whole: one whole-payment refund per payment.
    .onConflict((conflict) =>
      conflict
        .column('payment_id')
        .where(sql<boolean>`kind = 'payment'`)
        .doNothing(),
    )
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
        .where(sql<boolean>`method = 'desk' and kind = 'payment'`)
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
      'r.kind',
      'r.attempted_at',
      'p.order_ref',
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
}

/**
 * The finished SimplePay payments of an order with what is left of each to give back (its total
 * less its refunds waiting or done), under the payments' row locks, so two refunds of one
 * payment never both count on the same forints.
 */
export async function lockPaymentsWithRoom(trx: Trx, orderId: number) {
  const { rows } = await sql<{ id: number; total: number; room: string }>`
    select p.id, p.total,
           p.total - coalesce((select sum(r.amount) from refunds r
                                where r.payment_id = p.id and r.status in ('pending', 'done')), 0)
             as room
      from payments p
     where p.order_id = ${orderId} and p.provider = 'simplepay'
       and p.status in ('finished', 'refunded')
     order by p.id
       for update of p
  `.execute(trx);
  return rows.map((row) => ({ ...row, room: Number(row.room) }));
}

/** A refund of some tickets (decision 0039): through SimplePay, or paid out at the desk. */
export async function insertTicketsRefund(
  trx: Trx,
  refund: {
    order_id: number;
    payment_id: number | null;
    amount: number;
    reason: string;
    requested_by: number | null;
    /**
     * A desk refund: the till that pays it out (done at once); without one it waits, pending,
     * for the buyer to come to the desk (decision 0047).
     */
    paid_out_by?: number;
  },
): Promise<number> {
  const desk = refund.payment_id === null;
  const paidOut = desk && refund.paid_out_by !== undefined;
  const row = await trx
    .insertInto('refunds')
    .values({
      ...refund,
      kind: 'tickets',
      method: desk ? 'desk' : 'simplepay',
      ...(paidOut ? { status: 'done', done_at: sql`clock_timestamp()` } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

/** The provider's refund ids the shop has recorded for a payment. */
export async function listKnownRefundTransactions(
  db: Queryable,
  paymentId: number,
): Promise<number[]> {
  // A bigint column: read as text, compared as the provider's numbers.
  const rows = await db
    .selectFrom('refunds')
    .select(sql<string>`refund_transaction_id::text`.as('id'))
    .where('payment_id', '=', paymentId)
    .where('refund_transaction_id', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Written before the provider is called, on its own connection, so it stays after a crash. */
export async function markRefundAttempted(db: Queryable, refundId: number): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ attempted_at: sql`clock_timestamp()` })
    .where('id', '=', refundId)
    .execute();
}

/** The payment is refunded once its refunds done add up to what it took. */
export async function markPaymentRefundedIfWhole(trx: Trx, paymentId: number): Promise<void> {
  await sql`
    update payments p set status = 'refunded'
     where p.id = ${paymentId}
       and p.total <= (select coalesce(sum(r.amount), 0) from refunds r
                        where r.payment_id = p.id and r.status = 'done')
  `.execute(trx);
}

/** A desk refund waiting for the buyer, under its order's lock (the caller's). */
export function findWaitingDeskRefund(trx: Trx, orderId: number, refundId: number) {
  return trx
    .selectFrom('refunds')
    .select(['id', 'amount', 'status', 'method'])
    .where('id', '=', refundId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** A waiting desk refund paid out of a staff member's till: done, their day close counts it. */
export async function markDeskRefundPaidOut(
  trx: Trx,
  refundId: number,
  staffId: number,
): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({ status: 'done', paid_out_by: staffId, done_at: sql`clock_timestamp()` })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .execute();
}
