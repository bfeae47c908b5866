import { recordAudit } from '../audit/record-audit.js';
import { formatPrice, type Locale } from '@theatre/i18n';
import { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../integrations/simplepay/payment-provider.js';
import { PermanentJobError, type JobHandler } from '../../jobs/job-registry.js';
import { queueMail, type RefundMailReason } from '../notifications/queue-mail.js';
import { offerBankDetailsForm } from '../refund-bank-details/offer-bank-details-form.js';
import { lockOrder, setOrderState } from './checkout.repository.js';
import {
  countOpenRefunds,
  findRefund,
  finishRefund,
  listKnownRefundTransactions,
  markPaymentRefundedIfWhole,
  markRefundAttempted,
} from './refunds.repository.js';

const payload = z.object({ refund_id: z.number().int().positive() });

const mailReasons: readonly string[] = [
  'tickets_gone',
  'already_paid',
  'order_closed',
] satisfies RefundMailReason[];

/**
 * The `payment.refund` job: gives back a payment, or part of it, through the provider's refund
 * call (a payment the shop could not fulfil, an order staff cancelled, some tickets refunded).
 * The provider's refund has no idempotency key, so an attempt after one whose answer was lost
 * first looks for that refund in the provider's list (decision 0039). Retried while the provider
 * cannot be reached; a refusal (the amount was already refunded, the deadline passed) is
 * recorded as failed for staff to settle by hand, and the buyer is e-mailed a form for a bank
 * account to transfer it to (decision 0053). A refund the shop made by itself tells the buyer why
 * by e-mail; one staff asked for was announced in the cancellation e-mail already.
 */
export function createRefundHandler(deps: {
  db: Db;
  config: Config;
  payments: PaymentProvider;
}): JobHandler {
  return async (raw, context) => {
    const { refund_id: refundId } = payload.parse(raw);
    const refund = await findRefund(deps.db, refundId);
    if (!refund || refund.status !== 'pending') return;
    // An earlier attempt may have been refunded by the provider, its answer lost: a refund the
    // provider made that no refund row has, of this amount, is this one (decision 0039). Should
    // it be another refund's of the payment whose answer is on its way, that one's record then
    // meets the unique provider id and is retried, and asks the provider again: no forint is
    // refunded twice or missed.
    if (refund.attempted_at !== null) {
      const made = await deps.payments.listRefunds(refund.order_ref);
      const known = new Set(await listKnownRefundTransactions(deps.db, refund.payment_id));
      const lost = made.find(
        (item) => !known.has(item.refundTransactionId) && item.amount === refund.amount,
      );
      if (lost) {
        await deps.db
          .transaction()
          .execute((trx) => recordRefundDone(trx, deps, refund, lost.refundTransactionId));
        return;
      }
    }
    // Committed before the call, so a later attempt knows a call may have been made. (No
    // transaction is held across the call: the embedded database has one connection.)
    await markRefundAttempted(deps.db, refund.id);
    let done: { refundTransactionId: number };
    try {
      done = await deps.payments.refund({ orderRef: refund.order_ref, amount: refund.amount });
    } catch (error) {
      const refused = error instanceof PaymentProviderError && error.errorCodes.length > 0;
      if (!refused && !context.lastAttempt) throw error;
      await deps.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, refund.order_id);
        await finishRefund(trx, refund.id, { status: 'failed' });
        await setOrderState(trx, refund.order_id, { refund_status: 'failed' });
        // The buyer is asked for a bank account to transfer it to (decision 0053); once per
        // refund, with this change.
        const mailed = order ? await offerBankDetailsForm(trx, deps.config, refund, order) : false;
        await recordAudit(trx, {
          action: 'payment.refund_failed',
          entity: 'order',
          entityId: refund.order_id,
          data: {
            refund_id: refund.id,
            codes: error instanceof PaymentProviderError ? error.errorCodes : [],
            bank_details_mailed: mailed,
          },
        });
      });
      throw new PermanentJobError(`Refund ${refund.id} failed; staff must settle it`, {
        cause: error,
      });
    }
    await deps.db
      .transaction()
      .execute((trx) => recordRefundDone(trx, deps, refund, done.refundTransactionId));
  };
}

type PendingRefund = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

/** A refund the provider made: recorded done, the payment and the order in step, audited. */
async function recordRefundDone(
  trx: Transaction<Database>,
  deps: { config: Config },
  refund: PendingRefund,
  refundTransactionId: number,
): Promise<void> {
  // The order's row lock first: two refunds of one order finishing at once count each other's
  // outcome, so the last one sets the order's refund state.
  const order = await lockOrder(trx, refund.order_id);
  await finishRefund(trx, refund.id, {
    status: 'done',
    refund_transaction_id: refundTransactionId,
  });
  await markPaymentRefundedIfWhole(trx, refund.payment_id);
  if (!order) return;
  // An order that was paid by another attempt stays paid; this one was the surplus. The
  // order is refunded when it was waiting for this and no other refund of it is open; one
  // that keeps valid tickets after a refund of some is partly refunded (decision 0039).
  if (order.refund_status === 'pending' && (await countOpenRefunds(trx, order.id)) === 0) {
    if (order.status !== 'paid') {
      await setOrderState(trx, order.id, { refund_status: 'refunded' });
    } else if (refund.kind === 'tickets') {
      await setOrderState(trx, order.id, { refund_status: 'partial' });
    }
  }
  await recordAudit(trx, {
    action: 'payment.refunded',
    entity: 'order',
    entityId: order.id,
    data: {
      refund_id: refund.id,
      amount: refund.amount,
      refund_transaction_id: refundTransactionId,
    },
  });
  if (refund.requested_by !== null || !mailReasons.includes(refund.reason)) return;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';
  await queueMail(trx, deps.config, {
    kind: 'payment_refunded',
    refundReason: refund.reason as RefundMailReason,
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    origin: order.link_origin,
    order: { id: order.id, total: formatPrice(refund.amount), lines: [] },
  });
}
