import { recordAudit } from '../audit/record-audit.js';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderTransaction,
} from '../../integrations/simplepay/payment-provider.js';
import { applyPaymentResult } from './apply-payment-result.js';
import { lockOrder } from './checkout.repository.js';
import { closePayment, isPaymentOpen, releasePaymentClaim } from './payment-attempts.repository.js';

/**
 * - closed: the attempt is over without payment, or its payment was applied (decide again);
 * - again: it is still open, but may be closed now (it moved on while it was asked about);
 * - paying: SimplePay is taking or has taken the buyer's money on it: no other may start;
 * - unavailable: SimplePay could not be asked, or its answer settles nothing.
 */
export type OpenPaymentVerdict = 'closed' | 'again' | 'paying' | 'unavailable';

/** SimplePay's final statuses of a transaction that took no money. */
const unpaidEnds = new Set(['CANCELLED', 'TIMEOUT', 'NOTAUTHORIZED', 'FRAUD', 'REVERSED']);
/** Statuses of a transaction the buyer's money is on its way through. */
const paying = new Set(['INPAYMENT', 'INFRAUD', 'AUTHORIZED']);
/** SimplePay's code for "the transaction is not in the expected state" (no longer INIT). */
const notInExpectedState = 5022;

export interface CheckOpenPaymentDeps {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  log?: { warn(obj: object, msg: string): void };
}

/** Applies what SimplePay said, as an IPN would be (exactly once, checked against the order). */
async function apply(
  deps: CheckOpenPaymentDeps,
  source: 'query' | 'cancel',
  transaction: Pick<
    ProviderTransaction,
    'orderRef' | 'transactionId' | 'status' | 'total' | 'merchant' | 'currency'
  >,
): Promise<void> {
  await applyPaymentResult(deps, {
    source,
    orderRef: transaction.orderRef,
    transactionId: transaction.transactionId,
    status: transaction.status,
    total: transaction.total,
    merchant: transaction.merchant,
    currency: transaction.currency,
    body: JSON.stringify(transaction),
  });
}

/**
 * Asks SimplePay about an order's open attempt, which the caller has claimed (decision 0022), and
 * closes it when SimplePay's word allows: a final unpaid status is applied as an IPN would be; a
 * transaction still waiting for the buyer (INIT) is cancelled with `transactioncancel` (its page
 * is given to nobody any more); one SimplePay never heard of (a lost start) is closed; FINISHED is
 * applied (the order is paid, or refunded if it cannot be). A transaction being paid, or an answer
 * that settles nothing, leaves the attempt open: no other transaction may start. The claim is
 * given up whenever the attempt stays open.
 */
export async function checkOpenPayment(
  deps: CheckOpenPaymentDeps,
  attempt: { orderId: number; paymentId: number; orderRef: string; status: string },
): Promise<OpenPaymentVerdict> {
  const stillOpen = async (verdict: OpenPaymentVerdict): Promise<OpenPaymentVerdict> => {
    if (!(await isPaymentOpen(deps.db, attempt.paymentId))) return 'closed';
    await releasePaymentClaim(deps.db, attempt.paymentId);
    return verdict;
  };
  let found: ProviderTransaction | undefined;
  try {
    const transactions = await deps.payments.query([attempt.orderRef]);
    found = transactions.find((transaction) => transaction.orderRef === attempt.orderRef);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log?.warn({ err: error, orderRef: attempt.orderRef }, 'SimplePay query failed');
    return stillOpen('unavailable');
  }

  if (!found) {
    // A page SimplePay gave cannot be unknown to it: not a word to act on.
    if (attempt.status === 'started') return stillOpen('unavailable');
    // The lost start never reached SimplePay. Should it arrive there late, its transaction's page
    // is known to nobody, and it times out there unpaid.
    await deps.db.transaction().execute(async (trx) => {
      await lockOrder(trx, attempt.orderId);
      if (await closePayment(trx, attempt.paymentId, 'start_failed')) {
        await recordAudit(trx, {
          action: 'payment.start_closed',
          entity: 'order',
          entityId: attempt.orderId,
          data: {
            order_ref: attempt.orderRef,
            found: false,
          },
        });
      }
    });
    return 'closed';
  }

  const { status } = found;
  if (status === 'INIT') {
    try {
      const cancelled = await deps.payments.cancel(attempt.orderRef);
      await apply(deps, 'cancel', {
        orderRef: attempt.orderRef,
        transactionId: cancelled.transactionId,
        status: cancelled.status,
        total: null,
        merchant: null,
        currency: null,
      });
      return await stillOpen('unavailable');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.errorCodes.includes(notInExpectedState)) return stillOpen('again');
      deps.log?.warn({ err: error, orderRef: attempt.orderRef }, 'SimplePay cancel failed');
      return stillOpen('unavailable');
    }
  }
  if (unpaidEnds.has(status)) {
    await apply(deps, 'query', found);
    return stillOpen('unavailable');
  }
  if (status === 'FINISHED') {
    await apply(deps, 'query', found);
    // Not applied (it disagrees with the order: an alert is up): the money was taken.
    return stillOpen('paying');
  }
  if (paying.has(status)) return stillOpen('paying');
  if (status === 'REFUND') {
    // Paid and given back at SimplePay (its admin): over, and no money kept.
    await deps.db.transaction().execute(async (trx) => {
      await lockOrder(trx, attempt.orderId);
      if (await closePayment(trx, attempt.paymentId, 'refunded')) {
        await recordAudit(trx, {
          action: 'payment.refunded_at_provider',
          entity: 'order',
          entityId: attempt.orderId,
          data: {
            order_ref: attempt.orderRef,
            transaction_id: found.transactionId,
          },
        });
      }
    });
    return 'closed';
  }
  return stillOpen('unavailable');
}
