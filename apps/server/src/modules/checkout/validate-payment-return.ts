import type { PaymentValidateReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../integrations/simplepay/payment-provider.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { AppError } from '../../lib/app-error.js';
import { findPaymentByRef, updatePayment } from './payments.repository.js';
import { reconcileJobKind } from './reconcile-payments.js';

/** How soon after a SUCCESS return the provider is asked, should no IPN have come by then. */
const askAfterSuccessMs = 30_000;

/** 'Faulty transaction' with the transaction id when one is known ('–' when nothing verified). */
const faulty = (id: number | string): AppError =>
  new AppError('payment_faulty', { id }, { r: [{ key: 'errors.payment_faulty', params: { id } }] });

/**
 * POST /payment/validate: the `r` and `s` SimplePay's page sent the buyer back with. The signature
 * is verified and the event reported for the result screen; nothing is paid by it (only the IPN or
 * a query marks an order paid). The event is kept for the status screen.
 */
export async function validatePaymentReturn(
  deps: { db: Db; payments: PaymentProvider },
  input: { r: string; s: string },
): Promise<PaymentValidateReply> {
  const back = deps.payments.verifyBack(input.r, input.s);
  if (!back) throw faulty('–');
  const payment = await findPaymentByRef(deps.db, back.orderRef);
  if (
    !payment ||
    (payment.transaction_id !== null && payment.transaction_id !== back.transactionId)
  ) {
    throw faulty(back.transactionId);
  }
  if (payment.back_event === null) {
    await updatePayment(deps.db, payment.id, { back_event: back.event });
    if (back.event === 'SUCCESS' && payment.status === 'started') {
      await enqueueJob(
        deps.db,
        reconcileJobKind,
        { order_ref: back.orderRef },
        { runAt: new Date(Date.now() + askAfterSuccessMs), maxAttempts: 3 },
      );
    }
  }
  return {
    order_id: payment.order_id,
    event: back.event,
    transaction_id: String(back.transactionId),
  };
}
