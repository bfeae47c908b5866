import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Payment attempts while they are started, claimed and closed (SQL only; decision 0022). */

type Trx = Transaction<Database>;

/**
 * A payment attempt's states. An order has at most one open attempt (the partial unique index
 * payments_one_open has this list): `starting` while a process asks SimplePay for it, `started`
 * once SimplePay gave its page, `start_unknown` when the start's answer was lost (SimplePay is
 * asked about it before anything else). The others are closed: no new transaction waits on them.
 */
export const openPaymentStatuses = ['starting', 'started', 'start_unknown'] as const;

/** Attempts whose transaction may still be paid: asked about by the reconciliation. */
export const payablePaymentStatuses = ['started', 'superseded'] as const;

const claimUntil = (claimMs: number) =>
  sql<Date>`clock_timestamp() + make_interval(secs => ${claimMs / 1000})`;

/**
 * The order's open attempt, if any (at most one: the unique index payments_one_open), with
 * whether a process's claim on it still lasts and how long its page has left, both by the
 * database's clock.
 */
export function findOpenPayment(trx: Trx, orderId: number) {
  return trx
    .selectFrom('payments')
    .select([
      'id',
      'order_ref',
      'status',
      'transaction_id',
      'payment_url',
      'back_event',
      'total',
      sql<boolean>`coalesce(claimed_until > clock_timestamp(), false)`.as('claimed'),
      sql<number>`(extract(epoch from timeout_at - clock_timestamp()) * 1000)::bigint`.as(
        'page_left_ms',
      ),
    ])
    .where('order_id', '=', orderId)
    .where('status', 'in', openPaymentStatuses)
    .forUpdate()
    .executeTakeFirst();
}

export type OpenPayment = NonNullable<Awaited<ReturnType<typeof findOpenPayment>>>;

/** A new attempt, claimed by the process that is about to ask SimplePay to start it. */
export async function insertStartingPayment(
  trx: Trx,
  payment: {
    order_id: number;
    order_ref: string;
    merchant: string;
    currency: string;
    total: number;
    timeout_at: Date;
  },
  claimMs: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('payments')
    .values({ ...payment, status: 'starting', claimed_until: claimUntil(claimMs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The calling process talks to SimplePay about this attempt now; others wait or take over later. */
export async function claimPayment(trx: Trx, paymentId: number, claimMs: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ claimed_until: claimUntil(claimMs), updated_at: sql`clock_timestamp()` })
    .where('id', '=', paymentId)
    .execute();
}

export async function releasePaymentClaim(db: Queryable, paymentId: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ claimed_until: null, updated_at: sql`clock_timestamp()` })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * SimplePay started the attempt: its page is recorded, only if the attempt is still the caller's
 * `starting` one (false when another process took it over after the claim lapsed).
 */
export async function markPaymentStarted(
  db: Queryable,
  paymentId: number,
  started: { transaction_id: number; payment_url: string },
): Promise<boolean> {
  const row = await db
    .updateTable('payments')
    .set({
      ...started,
      status: 'started',
      claimed_until: null,
      updated_at: sql`clock_timestamp()`,
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'starting')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The start did not give a page: `start_failed` when SimplePay refused it or never got it,
 * `start_unknown` when the answer was lost. Only while the attempt is still `starting`.
 */
export async function markStartOutcome(
  db: Queryable,
  paymentId: number,
  status: 'start_failed' | 'start_unknown',
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status, claimed_until: null, updated_at: sql`clock_timestamp()` })
    .where('id', '=', paymentId)
    .where('status', '=', 'starting')
    .execute();
}

/** A start whose claim lapsed (its process died or gave up) is an unknown outcome from now on. */
export async function markStartLapsed(trx: Trx, paymentId: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'start_unknown', claimed_until: null, updated_at: sql`clock_timestamp()` })
    .where('id', '=', paymentId)
    .where('status', '=', 'starting')
    .execute();
}

/**
 * An attempt SimplePay is closed for: `start_failed` for a start SimplePay never knew of,
 * `refunded` for a transaction paid and given back at SimplePay. Only while it is still open.
 */
export async function closePayment(
  trx: Trx,
  paymentId: number,
  status: 'start_failed' | 'refunded',
): Promise<boolean> {
  const row = await trx
    .updateTable('payments')
    .set({ status, claimed_until: null, updated_at: sql`clock_timestamp()` })
    .where('id', '=', paymentId)
    .where('status', 'in', openPaymentStatuses)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the attempt is still open (starting, started or start_unknown). */
export async function isPaymentOpen(db: Queryable, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('id', '=', paymentId)
    .where('status', 'in', openPaymentStatuses)
    .executeTakeFirst();
  return row !== undefined;
}

const paymentColumns = [
  'p.id',
  'p.order_id',
  'p.order_ref',
  'p.merchant',
  'p.currency',
  'p.total',
  'p.transaction_id',
  'p.status',
] as const;

/** A payment as the provider's messages are checked against it. */
export function findPaymentById(db: Queryable, paymentId: number) {
  return db
    .selectFrom('payments as p')
    .select(paymentColumns)
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * The payment a provider's message is about: by the shop's reference it names, else by its
 * transaction id (a message naming another reference for a transaction of ours); with whether a
 * notification under `dedupeKey` was recorded for it (committed: applied before).
 */
export async function findPaymentOfMessage(
  db: Queryable,
  message: { orderRef: string; transactionId: number | null; dedupeKey: string },
) {
  const query = db
    .selectFrom('payments as p')
    .select(paymentColumns)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('payment_notifications as n')
            .select('n.id')
            .where('n.dedupe_key', '=', message.dedupeKey)
            .whereRef('n.payment_id', '=', 'p.id'),
        )
        .as('recorded'),
    );
  const byRef = await query.where('p.order_ref', '=', message.orderRef).executeTakeFirst();
  if (byRef || message.transactionId === null) return byRef;
  return query.where('p.transaction_id', '=', message.transactionId).executeTakeFirst();
}
