import { PaymentInitStatus, type PaymentInitReply } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type StartPaymentInput,
} from '../../integrations/simplepay/payment-provider.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import type { Clock } from '../../lib/clock.js';
import { extendOrderHolds } from '../cart/extend-order-holds.js';
import {
  audit,
  countPayments,
  insertPayment,
  latestPayment,
  lockOrder,
  setOrderState,
  updatePayment,
  type OrderRow,
} from './checkout.repository.js';
import { loadOwnOrder, type OrderViewer } from './order-access.js';
import { reconcileJobKind } from './reconcile-payments.js';
import { ipnGraceMs, maxOrderHoldMs, orderRefOf, paymentWindowMs } from './payment-rules.js';

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  payments: PaymentProvider;
  log?: { warn(obj: object, msg: string): void };
}

const failed = (
  locale: Locale,
  key: 'errors.order_not_payable' | 'errors.payment_unavailable',
) => ({
  status: PaymentInitStatus.Failed,
  msg: translate(locale, key),
});

/** SimplePay's `invoice` block from the order's billing data (3-D Secure wants it). */
function invoiceOf(order: OrderRow): StartPaymentInput['invoice'] {
  const billing = order.billing as Record<string, string | boolean | null> | null;
  if (!billing) return undefined;
  const text = (key: string): string => {
    const value = billing[key];
    return typeof value === 'string' ? value : '';
  };
  const address = [text('street_name'), text('public_place_category'), text('house_number')]
    .filter((part) => part !== '')
    .join(' ');
  const address2 = [text('building'), text('stairway'), text('floor'), text('door')]
    .filter((part) => part !== '')
    .join(' ');
  return {
    name: billing['is_company'] === true ? order.buyer_name : text('name') || order.buyer_name,
    ...(billing['is_company'] === true ? { company: text('name') } : {}),
    country: text('country').toLowerCase() || 'hu',
    city: text('city'),
    zip: text('zip'),
    address,
    ...(address2 ? { address2 } : {}),
  };
}

/**
 * GET /payment/{id}: starts a SimplePay payment for an order awaiting payment and answers the
 * payment page's URL (status 1); status 2 when the order is already paid; status 0 with a message
 * otherwise. Starting extends the order's holds to the payment's deadline (payment-rules.ts). A
 * payment started a moment ago and not left yet is offered again rather than started twice.
 */
export async function startPayment(
  deps: PaymentDeps,
  input: {
    orderId: number;
    viewer: OrderViewer;
    locale: Locale;
    /** The address the buyer pays from: the payment page sends them back there. */
    origin?: string;
  },
): Promise<PaymentInitReply> {
  const { locale } = input;
  const owned = await loadOwnOrder(deps.db, input.orderId, input.viewer);
  if (owned.status === 'paid') return { status: PaymentInitStatus.AlreadyPaid };
  const now = deps.clock.now();

  const attempt = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) return { kind: 'not_payable' as const };
    if (order.status === 'paid') return { kind: 'paid' as const };
    if (order.status !== 'awaiting_payment' || order.hold_over) {
      return { kind: 'not_payable' as const };
    }
    const previous = await latestPayment(trx, order.id);
    if (
      previous &&
      previous.status === 'started' &&
      previous.back_event === null &&
      previous.payment_url !== null &&
      previous.timeout_at.getTime() - now.getTime() > 60_000
    ) {
      return { kind: 'reuse' as const, url: previous.payment_url };
    }
    const cap = new Date(new Date(order.created_at).getTime() + maxOrderHoldMs);
    const timeout = new Date(Math.min(now.getTime() + paymentWindowMs, cap.getTime() - ipnGraceMs));
    if (timeout.getTime() - now.getTime() < 60_000) return { kind: 'not_payable' as const };
    const holdUntil = new Date(timeout.getTime() + ipnGraceMs);
    const extended = await extendOrderHolds(trx, order.id, holdUntil);
    if (extended === 0) return { kind: 'not_payable' as const };
    await setOrderState(trx, order.id, { expires_at: holdUntil });
    const orderRef = orderRefOf(order.id, (await countPayments(trx, order.id)) + 1);
    const paymentId = await insertPayment(trx, {
      order_id: order.id,
      order_ref: orderRef,
      merchant: deps.payments.merchant,
      currency: deps.payments.currency,
      total: order.total,
      timeout_at: timeout,
    });
    await audit(trx, 'payment.started', 'order', order.id, { order_ref: orderRef });
    // If no IPN settles it by the end of the hold, the provider is asked.
    await enqueueJob(trx, reconcileJobKind, { order_ref: orderRef }, { runAt: holdUntil });
    return { kind: 'start' as const, order, orderRef, paymentId, timeout };
  });

  if (attempt.kind === 'paid') return { status: PaymentInitStatus.AlreadyPaid };
  if (attempt.kind === 'not_payable') return failed(locale, 'errors.order_not_payable');
  if (attempt.kind === 'reuse') return { status: PaymentInitStatus.Redirect, url: attempt.url };

  const { order, orderRef, paymentId, timeout } = attempt;
  try {
    const invoice = invoiceOf(order);
    const started = await deps.payments.start({
      orderRef,
      total: order.total,
      customerEmail: order.buyer_email,
      language: order.language === 'en' ? 'EN' : 'HU',
      timeout,
      returnUrl: `${input.origin ?? deps.config.publicUrl}/payment/return`,
      registered: order.user_id !== null,
      ...(invoice ? { invoice } : {}),
    });
    await updatePayment(deps.db, paymentId, {
      transaction_id: started.transactionId,
      payment_url: started.paymentUrl,
    });
    return { status: PaymentInitStatus.Redirect, url: started.paymentUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log?.warn({ err: error, orderRef }, 'SimplePay start failed');
    await updatePayment(deps.db, paymentId, { status: 'start_failed' });
    return failed(locale, 'errors.payment_unavailable');
  }
}
