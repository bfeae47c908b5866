import { recordAudit } from '../audit/record-audit.js';
import { PaymentInitStatus, type PaymentInitReply } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type StartPaymentInput,
} from '../../integrations/simplepay/payment-provider.js';
import type { Clock } from '../../lib/clock.js';
import { checkOpenPayment } from './check-open-payment.js';
import type { OrderRow } from './checkout.repository.js';
import { claimPaymentStart, type StartStep } from './claim-payment-start.js';
import { loadOwnOrder, type OrderViewer } from './order-access.js';
import { markPaymentStarted, markStartOutcome } from './payment-attempts.repository.js';
import { paymentClaimMs } from './payment-rules.js';

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  config: Config;
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

/** How often a start waiting for another request's talk with SimplePay looks again. */
const waitStepMs = 150;
/** How long a start waits for another's talk with SimplePay (its claim lapses after paymentClaimMs). */
const maxWaitMs = paymentClaimMs + 2_000;
/** A start calls SimplePay only this early in its life, so its answer fits the client's 30 s. */
const callWithinMs = 8_000;
/** SimplePay calls one start may make (ask, cancel, start anew) before it gives up. */
const maxProviderRounds = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks SimplePay to start the claimed attempt. Its page is handed out only once it is recorded
 * for the attempt (still this request's `starting` one); otherwise another request took the
 * attempt over after this one's claim lapsed, so this transaction is cancelled at SimplePay and
 * the start decides again (null). A start SimplePay refused, or certainly never got, failed; one
 * whose answer was lost is `start_unknown` (asked about before any other).
 */
async function openTransaction(
  deps: PaymentDeps,
  step: Extract<StartStep, { kind: 'start' }>,
  locale: Locale,
  /** The address the buyer pays from: the payment page sends them back there. */
  origin: string,
): Promise<PaymentInitReply | null> {
  const { order, orderRef, paymentId, timeout } = step;
  let started;
  try {
    const invoice = invoiceOf(order);
    started = await deps.payments.start({
      orderRef,
      total: order.total,
      customerEmail: order.buyer_email,
      language: order.language === 'en' ? 'EN' : 'HU',
      timeout,
      returnUrl: `${origin}/payment/return`,
      registered: order.user_id !== null,
      ...(invoice ? { invoice } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log?.warn({ err: error, orderRef }, 'SimplePay start failed');
    await deps.db.transaction().execute(async (trx) => {
      await markStartOutcome(
        trx,
        paymentId,
        error.outcomeUnknown ? 'start_unknown' : 'start_failed',
      );
      if (error.outcomeUnknown) {
        await recordAudit(trx, {
          action: 'payment.start_unknown',
          entity: 'order',
          entityId: order.id,
          data: { order_ref: orderRef },
        });
      }
    });
    return failed(locale, 'errors.payment_unavailable');
  }
  if (
    await markPaymentStarted(deps.db, paymentId, {
      transaction_id: started.transactionId,
      payment_url: started.paymentUrl,
    })
  ) {
    return { status: PaymentInitStatus.Redirect, url: started.paymentUrl };
  }
  try {
    await deps.payments.cancel(orderRef);
  } catch (error) {
    // The request that took the attempt over asks SimplePay about it and cancels it.
    if (!(error instanceof PaymentProviderError)) throw error;
  }
  return null;
}

/**
 * GET /payment/{id}: the payment page of an order awaiting payment (status 1 with its URL);
 * status 2 when the order is paid, or its money is being taken; status 0 with a message otherwise.
 *
 * At most one SimplePay transaction of an order is open at a time, decided by the database
 * (decision 0022): concurrent starts, in any process, take turns on the order's row lock; one
 * writes the attempt and asks SimplePay, the others wait for it and answer the same page. A new
 * transaction starts only when the previous one is over without payment by SimplePay's word (an
 * IPN, or its answer when asked: a final unpaid status, or a successful `transactioncancel`); a
 * back redirect alone does not end it. Starting extends the order's holds (payment-rules.ts).
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
  const began = Date.now();
  let providerRounds = 0;
  for (;;) {
    const mayCallProvider = providerRounds < maxProviderRounds && Date.now() - began < callWithinMs;
    const step = await claimPaymentStart(deps, { orderId: owned.id, mayCallProvider });
    switch (step.kind) {
      case 'paid':
        return { status: PaymentInitStatus.AlreadyPaid };
      case 'not_payable':
        return failed(locale, 'errors.order_not_payable');
      case 'busy':
        return failed(locale, 'errors.payment_unavailable');
      case 'offer':
        return { status: PaymentInitStatus.Redirect, url: step.url };
      case 'wait':
        if (Date.now() - began > maxWaitMs) return failed(locale, 'errors.payment_unavailable');
        await sleep(waitStepMs);
        break;
      case 'start': {
        providerRounds += 1;
        const answer = await openTransaction(
          deps,
          step,
          locale,
          input.origin ?? deps.config.publicUrl,
        );
        if (answer) return answer;
        break;
      }
      case 'ask': {
        providerRounds += 1;
        const verdict = await checkOpenPayment(deps, { orderId: owned.id, ...step });
        if (verdict === 'paying') return { status: PaymentInitStatus.AlreadyPaid };
        if (verdict === 'unavailable') return failed(locale, 'errors.payment_unavailable');
        break;
      }
    }
  }
}
