import { recordAudit } from '../audit/record-audit.js';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { releaseOrderHolds } from '../inventory/release-order-holds.js';
import { lockOrder, setOrderState, type OrderRow } from './checkout.repository.js';
import {
  recordNotification,
  setNotificationOutcome,
  updatePayment,
} from './payments.repository.js';
import { markOrderPaid } from './mark-order-paid.js';
import {
  findPaymentById,
  findPaymentOfMessage,
  openPaymentStatuses,
} from './payment-attempts.repository.js';
import {
  paymentMismatches,
  recordPaymentMismatch,
  storableTransactionId,
} from './record-payment-mismatch.js';
import { queueRefund as queueProviderRefund, refundJobKind } from './queue-refund.js';

type Trx = Transaction<Database>;

/** What the provider said about a payment: an IPN or the answer of a query. */
export interface PaymentResult {
  source: 'ipn' | 'query' | 'cancel';
  orderRef: string;
  transactionId: number;
  status: string;
  /** The amount, the currency and the merchant when the message carries them. */
  total: number | null;
  currency: string | null;
  merchant: string | null;
  /** The message as received, kept with the record. */
  body: string;
}

/**
 * - applied: it changed the order or the payment;
 * - duplicate: the same (transaction, status) was applied before: nothing changes;
 * - refund: money came in for an order that cannot have its tickets: a refund is under way;
 * - ignored: a status with no consequence;
 * - mismatch: it disagrees with the order: kept, not applied, an alert raised;
 * - unknown: not a payment of this shop.
 */
export type PaymentOutcome =
  'applied' | 'duplicate' | 'refund' | 'ignored' | 'mismatch' | 'unknown';

export { refundJobKind };

/** Statuses that end an attempt without money: the order stays payable. */
const unpaidEnds: Record<string, string> = {
  NOTAUTHORIZED: 'notauthorized',
  FRAUD: 'notauthorized',
  CANCELLED: 'cancelled',
  TIMEOUT: 'timeout',
  REVERSED: 'cancelled',
};

/** Attempts an unpaid end closes: open ones, and superseded ones still open at SimplePay. */
const endable = new Set<string>([...openPaymentStatuses, 'superseded']);

async function queueRefund(
  trx: Trx,
  order: OrderRow,
  paymentId: number,
  amount: number,
  reason: 'tickets_gone' | 'already_paid' | 'order_closed',
): Promise<void> {
  const refundId = await queueProviderRefund(trx, {
    orderId: order.id,
    paymentId,
    amount,
    reason,
  });
  if (refundId === null) return;
  await recordAudit(trx, {
    action: 'payment.refund_queued',
    entity: 'order',
    entityId: order.id,
    data: { payment_id: paymentId, reason },
  });
}

/** FINISHED: the money is in. The tickets become sales, or the money goes back. */
async function applyFinished(
  trx: Trx,
  config: Config,
  order: OrderRow,
  payment: { id: number; total: number },
): Promise<PaymentOutcome> {
  if (order.status === 'paid') {
    // Two attempts of one order both paid: the second is given back.
    await queueRefund(trx, order, payment.id, payment.total, 'already_paid');
    return 'refund';
  }
  if (order.status === 'cancelled') {
    // Cancelled meanwhile (the back office cancels unpaid orders and leaves a started payment to
    // its timeout): the money goes back. An order never paid shows the refund as its own; for
    // one that was paid and cancelled, this payment is a surplus, as with already_paid.
    if (order.paid_at === null) await setOrderState(trx, order.id, { refund_status: 'pending' });
    await recordAudit(trx, {
      action: 'order.paid_after_cancel',
      entity: 'order',
      entityId: order.id,
      data: { payment_id: payment.id },
    });
    await queueRefund(trx, order, payment.id, payment.total, 'order_closed');
    return 'refund';
  }
  if (await markOrderPaid(trx, { config }, order, { kind: 'provider', paymentId: payment.id })) {
    return 'applied';
  }
  // Paid after the hold ran out, and the tickets went to others meanwhile.
  await releaseOrderHolds(trx, order.id);
  await setOrderState(trx, order.id, { status: 'cancelled', refund_status: 'pending' });
  await recordAudit(trx, {
    action: 'order.tickets_gone',
    entity: 'order',
    entityId: order.id,
    data: { payment_id: payment.id },
  });
  await queueRefund(trx, order, payment.id, payment.total, 'tickets_gone');
  return 'refund';
}

/**
 * Applies what the provider said about a payment, exactly once, in one transaction: the
 * notification is recorded under its unique key (transaction and status) first, so a duplicate,
 * whenever it comes and by whichever way (IPN, query, cancel), changes nothing more (one recorded
 * before is recognised after one read, without a transaction or the order's lock). A message that
 * disagrees with the payment the shop started (reference, transaction, merchant, amount,
 * currency) is never applied and never takes that key: it is kept as a mismatch and raises an
 * alert (decision 0022), and the consistent message of the same transaction is applied when it
 * comes.
 */
export async function applyPaymentResult(
  deps: { db: Db; config: Config },
  result: PaymentResult,
): Promise<PaymentOutcome> {
  const dedupeKey = `${result.transactionId}:${result.status}`;
  const seen = await findPaymentOfMessage(deps.db, {
    orderRef: result.orderRef,
    transactionId: storableTransactionId(result.transactionId),
    dedupeKey,
  });
  if (!seen) return 'unknown';
  // SimplePay resends a notification until it gets the echo, often several copies at once: one
  // already applied (committed, never deleted) is answered after this one read. A copy racing the
  // first still takes the locked path below.
  if (seen.recorded && paymentMismatches(seen, result).length === 0) return 'duplicate';
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, seen.order_id);
    const payment = await findPaymentById(trx, seen.id);
    if (!order || !payment) return 'unknown';
    const mismatches = paymentMismatches(payment, result);
    if (mismatches.length > 0) {
      await recordPaymentMismatch(trx, deps, { order, payment, result, mismatches });
      return 'mismatch';
    }
    const fresh = await recordNotification(trx, {
      dedupe_key: dedupeKey,
      payment_id: payment.id,
      transaction_id: result.transactionId,
      status: result.status,
      source: result.source,
      outcome: 'pending',
      body: result.body,
    });
    if (!fresh) return 'duplicate';

    let outcome: PaymentOutcome;
    if (result.status === 'FINISHED') {
      if (payment.status === 'finished') {
        outcome = 'duplicate';
      } else {
        await updatePayment(trx, payment.id, {
          status: 'finished',
          transaction_id: result.transactionId,
          finished_at: new Date(),
        });
        outcome = await applyFinished(trx, deps.config, order, payment);
      }
    } else if (unpaidEnds[result.status] !== undefined && endable.has(payment.status)) {
      await updatePayment(trx, payment.id, {
        status: unpaidEnds[result.status],
        transaction_id: result.transactionId,
      });
      await recordAudit(trx, {
        action: 'payment.unpaid',
        entity: 'order',
        entityId: order.id,
        data: {
          order_ref: result.orderRef,
          status: result.status,
        },
      });
      outcome = 'applied';
    } else {
      outcome = 'ignored';
    }
    await setNotificationOutcome(trx, dedupeKey, outcome);
    return outcome;
  });
}
