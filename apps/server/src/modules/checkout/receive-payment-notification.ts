import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../integrations/simplepay/payment-provider.js';
import type { Clock } from '../../lib/clock.js';
import { applyPaymentResult, type PaymentOutcome } from './apply-payment-result.js';

export type NotificationAnswer =
  | { kind: 'echo'; body: string; signature: string; outcome: PaymentOutcome }
  | { kind: 'forged' }
  | { kind: 'unknown' };

/**
 * SimplePay's IPN: the signature is verified over the raw body before anything is believed, the
 * notification is applied once (applyPaymentResult), and the answer is the signed echo with
 * `receiveDate`, also for a duplicate (SimplePay stops resending only on a correct echo). A
 * forged notification, or one for a payment the shop never started, is refused and changes
 * nothing. One signed with the shop's key that disagrees with its order (amount, currency,
 * merchant, reference) is acknowledged too: it is kept and an alert is up for a person, and
 * resending it could change nothing (decision 0022).
 */
export async function receivePaymentNotification(
  deps: { db: Db; config: Config; clock: Clock; payments: PaymentProvider },
  input: { rawBody: string; signature: string | undefined },
): Promise<NotificationAnswer> {
  const notification = deps.payments.verifyNotification(
    input.rawBody,
    input.signature,
    deps.clock.now(),
  );
  if (!notification) return { kind: 'forged' };
  const outcome = await applyPaymentResult(deps, {
    source: 'ipn',
    orderRef: notification.orderRef,
    transactionId: notification.transactionId,
    status: notification.status,
    total: notification.total,
    currency: notification.currency,
    merchant: notification.merchant,
    body: input.rawBody,
  });
  if (outcome === 'unknown') return { kind: 'unknown' };
  return { kind: 'echo', ...notification.reply, outcome };
}
