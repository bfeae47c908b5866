import { formatPrice } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { queueMail, type MailAlert } from '../notifications/queue-mail.js';
import { getAlertEmail } from '../settings/get-alert-settings.js';
import { insertAlert } from './alerts.repository.js';

/** An amount as the e-mail shows it ("12 380 Ft"); anything else as it came. */
const inForints = (value: string): string =>
  /^\d+(\.\d+)?$/.test(value) ? formatPrice(Number(value)) : value;

/** A payment notification (or query answer) that disagrees with its order. */
export interface PaymentMismatchAlert {
  /** Once per distinct problem: the same problem raised again (a resent IPN) changes nothing. */
  dedupeKey: string;
  order: { id: number; total: number };
  paymentId: number | null;
  transactionId: number | null;
  orderRef: string | null;
  status: string;
  source: MailAlert['source'];
  mismatches: MailAlert['mismatches'];
}

/**
 * Raises an alert in the caller's transaction (decision 0022), once per problem: it is listed in
 * the back office until someone settles it, audited on its order as `alert.raised`, and e-mailed
 * (in Hungarian, the staff's language) to the `alert_email` setting when one is set, through the
 * mail queue, so the e-mail goes if and only if the transaction commits. Answers the new alert's
 * id, or null when it had been raised before.
 */
export async function raisePaymentAlert(
  trx: Transaction<Database>,
  deps: { config: Config },
  alert: PaymentMismatchAlert,
): Promise<number | null> {
  const id = await insertAlert(trx, {
    kind: 'payment_mismatch',
    dedupe_key: alert.dedupeKey,
    order_id: alert.order.id,
    payment_id: alert.paymentId,
    transaction_id: alert.transactionId,
    order_ref: alert.orderRef,
    status: alert.status,
    source: alert.source,
    mismatches: alert.mismatches,
  });
  if (id === null) return null;
  await recordAudit(trx, {
    action: 'alert.raised',
    entity: 'order',
    entityId: alert.order.id,
    actorId: null,
    data: {
      alert_id: id,
      kind: 'payment_mismatch',
      status: alert.status,
      source: alert.source,
      transaction_id: alert.transactionId,
      fields: alert.mismatches.map((mismatch) => mismatch.field).join(', '),
    },
  });
  const to = await getAlertEmail(trx);
  if (to !== null) {
    await queueMail(trx, deps.config, {
      kind: 'payment_alert',
      to,
      name: '',
      locale: 'hu',
      path: `/admin/orders/${alert.order.id}`,
      order: { id: alert.order.id, total: formatPrice(alert.order.total), lines: [] },
      alert: {
        status: alert.status,
        source: alert.source,
        transactionId: alert.transactionId,
        mismatches: alert.mismatches.map((mismatch) =>
          mismatch.field === 'total'
            ? {
                ...mismatch,
                expected: inForints(mismatch.expected),
                received: inForints(mismatch.received),
              }
            : mismatch,
        ),
      },
    });
  }
  return id;
}
