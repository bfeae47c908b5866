import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  applyFreshResult,
  dedupeKeyOf,
  type PaymentOutcome,
  type PaymentResult,
  type SeenPayment,
} from './apply-payment-result.js';
import { lockOrder, lockOrders, type OrderRow } from './checkout.repository.js';
import { findPaymentById, findPaymentsByIds } from './payment-attempts.repository.js';
import { recordedDedupeKeys, recordNotifications } from './payments.repository.js';
import { paymentMismatches, recordPaymentMismatch } from './record-payment-mismatch.js';

type Trx = Transaction<Database>;

export interface BatchItem {
  result: PaymentResult;
  /** What precheckPaymentResult read before the transaction. */
  seen: SeenPayment;
}

/** A batch recorded a notification another transaction had recorded meanwhile: none of it holds. */
export class BatchConflictError extends Error {
  constructor() {
    super('a notification of the batch was recorded meanwhile; the batch is rolled back');
    this.name = 'BatchConflictError';
  }
}

/**
 * Several messages in one transaction (decision 0060: a group commit, one fsync for all): the
 * orders' row locks in one statement, in id order; the payments in one statement; which keys were
 * recorded before in one statement; each message's effects, in arrival order, exactly as
 * applySeenPaymentResult applies one (a second message of an order already touched in the batch
 * reads its order and payment again); and every new notification, with its outcome, in one
 * statement at the end. The order locks keep every other writer of these keys out until the
 * commit, so that insert meets no key recorded meanwhile; should it, the batch throws and rolls
 * back. Answers each message's outcome, in the items' order, once the caller's commit is through.
 */
export async function applyPaymentBatch(
  trx: Trx,
  deps: { db: Db; config: Config },
  items: readonly BatchItem[],
): Promise<PaymentOutcome[]> {
  const orderIds = [...new Set(items.map((item) => item.seen.order_id))];
  const orders = new Map((await lockOrders(trx, orderIds)).map((row) => [row.id, row]));
  const paymentIds = [...new Set(items.map((item) => item.seen.id))];
  const payments = new Map((await findPaymentsByIds(trx, paymentIds)).map((row) => [row.id, row]));
  const recorded = await recordedDedupeKeys(
    trx,
    items.map((item) => dedupeKeyOf(item.result)),
  );
  const touched = new Set<number>();
  const notifications: Parameters<typeof recordNotifications>[1][number][] = [];
  const outcomes: PaymentOutcome[] = [];
  for (const { result, seen } of items) {
    let order: OrderRow | undefined = orders.get(seen.order_id);
    let payment = payments.get(seen.id);
    if (touched.has(seen.order_id)) {
      // Changed by an earlier message of this batch: read as it is now (the lock is held).
      order = await lockOrder(trx, seen.order_id);
      payment = await findPaymentById(trx, seen.id);
    }
    if (!order || !payment) {
      outcomes.push('unknown');
      continue;
    }
    const mismatches = paymentMismatches(payment, result);
    if (mismatches.length > 0) {
      await recordPaymentMismatch(trx, deps, { order, payment, result, mismatches });
      touched.add(order.id);
      outcomes.push('mismatch');
      continue;
    }
    const key = dedupeKeyOf(result);
    if (recorded.has(key)) {
      outcomes.push('duplicate');
      continue;
    }
    recorded.add(key);
    const outcome = await applyFreshResult(trx, deps.config, order, payment, result);
    touched.add(order.id);
    notifications.push({
      dedupe_key: key,
      payment_id: payment.id,
      transaction_id: result.transactionId,
      status: result.status,
      source: result.source,
      outcome,
      body: result.body,
    });
    outcomes.push(outcome);
  }
  if ((await recordNotifications(trx, notifications)) !== notifications.length) {
    throw new BatchConflictError();
  }
  return outcomes;
}
