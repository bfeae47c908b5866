import type { AlertMismatchField } from '@theatre/contracts';
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { raisePaymentAlert } from '../alerts/raise-alert.js';
import type { PaymentResult } from './apply-payment-result.js';
import type { OrderRow } from './checkout.repository.js';
import { recordNotification } from './payments.repository.js';

export interface PaymentMismatch {
  field: AlertMismatchField;
  /** What the shop knows (the payment it started for the order). */
  expected: string;
  /** What the message said, cut to a length worth showing. */
  received: string;
}

/** The payment a message is checked against: what the shop started. */
export interface StartedPayment {
  id: number;
  order_ref: string;
  merchant: string;
  currency: string;
  total: number;
  transaction_id: number | null;
}

const clip = (value: string): string => (value.length > 120 ? `${value.slice(0, 119)}…` : value);

/**
 * Where a provider's message disagrees with the payment the shop started for the order (pure): the
 * reference, the transaction, the merchant account, the amount, the currency (the last three only
 * when the message carries them; SimplePay's IPN carries no amount). None: it may be applied.
 */
export function paymentMismatches(
  payment: StartedPayment,
  result: PaymentResult,
): PaymentMismatch[] {
  const found: PaymentMismatch[] = [];
  const add = (field: AlertMismatchField, expected: string, received: string) => {
    found.push({ field, expected: clip(expected), received: clip(received) });
  };
  if (result.orderRef !== payment.order_ref) {
    add('order_ref', payment.order_ref, result.orderRef);
  }
  if (payment.transaction_id !== null && payment.transaction_id !== result.transactionId) {
    add('transaction_id', String(payment.transaction_id), String(result.transactionId));
  }
  if (result.merchant !== null && result.merchant !== payment.merchant) {
    add('merchant', payment.merchant, result.merchant);
  }
  if (result.total !== null && result.total !== payment.total) {
    add('total', String(payment.total), String(result.total));
  }
  if (result.currency !== null && result.currency !== payment.currency) {
    add('currency', payment.currency, result.currency);
  }
  return found;
}

/** A transaction id the database can hold (bigint), or null. */
export const storableTransactionId = (id: number): number | null =>
  Number.isSafeInteger(id) && id > 0 ? id : null;

/**
 * A message that disagrees with the order, in the caller's transaction (decision 0022): it is
 * kept with the payment's notifications (outcome `mismatch`) under a key of its own, so it never
 * counts as the (transaction, status) applied, and a later consistent notification or status
 * answer of the same transaction is applied as usual. An alert is raised, once per problem: the
 * same disagreement by IPN and by query, or resent, is one alert.
 */
export async function recordPaymentMismatch(
  trx: Transaction<Database>,
  deps: { config: Config },
  input: {
    order: OrderRow;
    payment: StartedPayment;
    result: PaymentResult;
    mismatches: PaymentMismatch[];
  },
): Promise<void> {
  const { order, payment, result, mismatches } = input;
  const status = result.status.slice(0, 40);
  const problem = createHash('sha256')
    .update(JSON.stringify([status, ...mismatches.map((m) => [m.field, m.received])]))
    .digest('hex')
    .slice(0, 32);
  const transactionId = storableTransactionId(result.transactionId);
  await recordNotification(trx, {
    dedupe_key: `mismatch:${result.source}:${String(transactionId)}:${problem}`,
    payment_id: payment.id,
    transaction_id: transactionId,
    status,
    source: result.source,
    outcome: 'mismatch',
    body: result.body,
  });
  await raisePaymentAlert(trx, deps, {
    dedupeKey: `payment_mismatch:${payment.id}:${String(transactionId)}:${problem}`,
    order: { id: order.id, total: order.total },
    paymentId: payment.id,
    transactionId,
    orderRef: clip(result.orderRef),
    status,
    source: result.source,
    mismatches,
  });
}
