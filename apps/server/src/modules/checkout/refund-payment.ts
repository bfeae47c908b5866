import { recordAudit } from '../audit/record-audit.js';
import { formatPrice, type Locale } from '@theatre/i18n';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../integrations/simplepay/payment-provider.js';
import { PermanentJobError, type JobHandler } from '../../jobs/job-registry.js';
import { queueMail, type RefundMailReason } from '../notifications/queue-mail.js';
import { findOrder, setOrderState } from './checkout.repository.js';
import { updatePayment } from './payments.repository.js';
import { countOpenRefunds, findRefund, finishRefund } from './refunds.repository.js';

const payload = z.object({ refund_id: z.number().int().positive() });

const mailReasons: readonly string[] = [
  'tickets_gone',
  'already_paid',
  'order_closed',
] satisfies RefundMailReason[];

/**
 * The `payment.refund` job: gives back a payment through the provider's refund call (a payment
 * the shop could not fulfil, or an order staff cancelled). Retried while the provider cannot be
 * reached; a refusal (the amount was already refunded, the deadline passed) is recorded as failed
 * for staff to settle by hand. A refund the shop made by itself tells the buyer why by e-mail; one
 * staff asked for was announced in the cancellation e-mail already.
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
    let refundTransactionId: number;
    try {
      const done = await deps.payments.refund({
        orderRef: refund.order_ref,
        amount: refund.amount,
      });
      refundTransactionId = done.refundTransactionId;
    } catch (error) {
      const refused = error instanceof PaymentProviderError && error.errorCodes.length > 0;
      if (!refused && !context.lastAttempt) throw error;
      await deps.db.transaction().execute(async (trx) => {
        await finishRefund(trx, refund.id, { status: 'failed' });
        await setOrderState(trx, refund.order_id, { refund_status: 'failed' });
        await recordAudit(trx, {
          action: 'payment.refund_failed',
          entity: 'order',
          entityId: refund.order_id,
          data: {
            refund_id: refund.id,
            codes: error instanceof PaymentProviderError ? error.errorCodes : [],
          },
        });
      });
      throw new PermanentJobError(`Refund ${refund.id} failed; staff must settle it`, {
        cause: error,
      });
    }
    await deps.db.transaction().execute(async (trx) => {
      await finishRefund(trx, refund.id, {
        status: 'done',
        refund_transaction_id: refundTransactionId,
      });
      await updatePayment(trx, refund.payment_id, { status: 'refunded' });
      const order = await findOrder(trx, refund.order_id);
      if (!order) return;
      // An order that was paid by another attempt stays paid; this one was the surplus. The
      // order is refunded when it was waiting for this and no other refund of it is open.
      if (
        order.status !== 'paid' &&
        order.refund_status === 'pending' &&
        (await countOpenRefunds(trx, order.id)) === 0
      )
        await setOrderState(trx, order.id, { refund_status: 'refunded' });
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
    });
  };
}
