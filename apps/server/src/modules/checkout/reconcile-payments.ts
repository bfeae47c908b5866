import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../integrations/simplepay/payment-provider.js';
import type { JobHandler } from '../../jobs/job-registry.js';
import { applyPaymentResult } from './apply-payment-result.js';
import { findPaymentByRef, listPendingPayments } from './payments.repository.js';
import { payablePaymentStatuses } from './payment-attempts.repository.js';
import { ipnGraceMs } from './payment-rules.js';

export const reconcileJobKind = 'payment.reconcile';

export interface ReconcileDeps {
  db: Db;
  config: Config;
  payments: PaymentProvider;
}

/** Statuses after which a transaction cannot change any more (on a one-step account). */
// REFUND is left out: money that came and went back (refunded in the provider's admin) sells nothing.
const settled = new Set(['FINISHED', 'NOTAUTHORIZED', 'FRAUD', 'CANCELLED', 'TIMEOUT', 'REVERSED']);

/**
 * Asks the provider about payments and applies what it answers exactly as an IPN would be
 * (applyPaymentResult: a status already applied changes nothing). Answers how many payments are
 * still open at the provider.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  orderRefs: readonly string[],
): Promise<number> {
  if (orderRefs.length === 0) return 0;
  const transactions = await deps.payments.query(orderRefs);
  let open = 0;
  for (const transaction of transactions) {
    if (!settled.has(transaction.status)) {
      open += 1;
      continue;
    }
    await applyPaymentResult(deps, {
      source: 'query',
      orderRef: transaction.orderRef,
      transactionId: transaction.transactionId,
      status: transaction.status,
      total: transaction.total,
      currency: transaction.currency,
      merchant: transaction.merchant,
      body: JSON.stringify(transaction),
    });
  }
  return open;
}

const payload = z.object({ order_ref: z.string().min(1).max(64) });

/** A started attempt (or a superseded one) may still be paid at SimplePay: worth asking about. */
const isPayable = (status: string): boolean =>
  (payablePaymentStatuses as readonly string[]).includes(status);

/**
 * The `payment.reconcile` job, queued for each started payment at its deadline plus the grace
 * (and soon after the buyer came back with SUCCESS): if no IPN settled the payment by then, the
 * provider is asked. A payment still open there is asked again later (the job retries).
 */
export function createReconcileHandler(deps: ReconcileDeps): JobHandler {
  return async (raw) => {
    const { order_ref: orderRef } = payload.parse(raw);
    const payment = await findPaymentByRef(deps.db, orderRef);
    if (!payment || !isPayable(payment.status)) return;
    const open = await reconcilePayments(deps, [orderRef]);
    const after = await findPaymentByRef(deps.db, orderRef);
    if (open > 0 && after && isPayable(after.status)) {
      throw new Error(`Payment ${orderRef} is still open at the provider`);
    }
  };
}

/** Housekeeping's safety net: payments still 'started' well after their deadline are asked about. */
export function createReconcileSweep(deps: ReconcileDeps) {
  return async (): Promise<number> => {
    const pending = await listPendingPayments(deps.db, ipnGraceMs);
    if (pending.length === 0) return 0;
    await reconcilePayments(
      deps,
      pending.map((payment) => payment.order_ref),
    );
    return pending.length;
  };
}
