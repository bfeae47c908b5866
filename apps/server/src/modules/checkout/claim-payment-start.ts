import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../integrations/simplepay/payment-provider.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import type { Clock } from '../../lib/clock.js';
import { extendOrderHolds } from '../inventory/extend-order-holds.js';
import { lockOrder, setOrderState, type OrderRow } from './checkout.repository.js';
import { countPayments } from './payments.repository.js';
import {
  claimPayment,
  findOpenPayment,
  insertStartingPayment,
  markStartLapsed,
} from './payment-attempts.repository.js';
import {
  ipnGraceMs,
  maxOrderHoldMs,
  offerAgainMinMs,
  orderRefOf,
  paymentClaimMs,
  paymentWindowMs,
} from './payment-rules.js';
import { reconcileJobKind } from './reconcile-payments.js';

/** What a payment start does next, as the database decided it under the order's lock. */
export type StartStep =
  | { kind: 'paid' }
  | { kind: 'not_payable' }
  /** The open attempt's page, still good for the buyer. */
  | { kind: 'offer'; url: string }
  /** Another request is talking to SimplePay about this order's attempt: ask again shortly. */
  | { kind: 'wait' }
  /** SimplePay must be asked, and this request may not call it any more (out of time). */
  | { kind: 'busy' }
  /** A new attempt, claimed by this request: ask SimplePay to start it. */
  | { kind: 'start'; order: OrderRow; paymentId: number; orderRef: string; timeout: Date }
  /** The open attempt is claimed by this request: ask SimplePay where it stands. */
  | { kind: 'ask'; paymentId: number; orderRef: string; status: string };

/**
 * One decision of a payment start (decision 0022), in one transaction with the order's row
 * locked, so concurrent starts, in any process, decide one after another:
 * - no open attempt: a new one is written (`starting`, claimed by this request), the order's
 *   holds are extended to its deadline, and its reconciliation is queued;
 * - an open attempt another request is talking to SimplePay about (its claim lasts): wait;
 * - a started attempt whose page the buyer has not left and that has time left: its page again;
 * - otherwise (the buyer came back, the page's time is over, the start's outcome is unknown or
 *   its claim lapsed): SimplePay must be asked about it before anything else, by this request.
 */
export async function claimPaymentStart(
  deps: { db: Db; clock: Clock; payments: PaymentProvider },
  input: { orderId: number; mayCallProvider: boolean },
): Promise<StartStep> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx): Promise<StartStep> => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) return { kind: 'not_payable' };
    if (order.status === 'paid') return { kind: 'paid' };
    if (order.status !== 'awaiting_payment' || order.hold_over) return { kind: 'not_payable' };

    const open = await findOpenPayment(trx, order.id);
    if (open) {
      if (open.claimed) return { kind: 'wait' };
      if (
        open.status === 'started' &&
        open.back_event === null &&
        open.payment_url !== null &&
        open.page_left_ms > offerAgainMinMs
      ) {
        return { kind: 'offer', url: open.payment_url };
      }
      if (!input.mayCallProvider) return { kind: 'busy' };
      if (open.status === 'starting') {
        // The process that was starting it died or gave up without a word.
        await markStartLapsed(trx, open.id);
        await recordAudit(trx, {
          action: 'payment.start_unknown',
          entity: 'order',
          entityId: order.id,
          data: {
            order_ref: open.order_ref,
            lapsed: true,
          },
        });
      }
      await claimPayment(trx, open.id, paymentClaimMs);
      return {
        kind: 'ask',
        paymentId: open.id,
        orderRef: open.order_ref,
        status: open.status === 'starting' ? 'start_unknown' : open.status,
      };
    }

    if (!input.mayCallProvider) return { kind: 'busy' };
    const cap = new Date(new Date(order.created_at).getTime() + maxOrderHoldMs);
    const timeout = new Date(Math.min(now.getTime() + paymentWindowMs, cap.getTime() - ipnGraceMs));
    if (timeout.getTime() - now.getTime() < 60_000) return { kind: 'not_payable' };
    const holdUntil = new Date(timeout.getTime() + ipnGraceMs);
    const extended = await extendOrderHolds(trx, order.id, holdUntil);
    if (extended === 0) return { kind: 'not_payable' };
    await setOrderState(trx, order.id, { expires_at: holdUntil });
    const orderRef = orderRefOf(order.id, (await countPayments(trx, order.id)) + 1);
    const paymentId = await insertStartingPayment(
      trx,
      {
        order_id: order.id,
        order_ref: orderRef,
        merchant: deps.payments.merchant,
        currency: deps.payments.currency,
        total: order.total,
        timeout_at: timeout,
      },
      paymentClaimMs,
    );
    await recordAudit(trx, {
      action: 'payment.started',
      entity: 'order',
      entityId: order.id,
      data: { order_ref: orderRef },
    });
    // If no IPN settles it by the end of the hold, the provider is asked.
    await enqueueJob(trx, reconcileJobKind, { order_ref: orderRef }, { runAt: holdUntil });
    return { kind: 'start', order, paymentId, orderRef, timeout };
  });
}
