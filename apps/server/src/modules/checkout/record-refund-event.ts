import type { Queryable } from '../../db/database.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/**
 * A refund in the security log (decision 0058), in the transaction that records it: money going
 * back out, whoever asked for it (null: the shop by itself, e.g. a payment for a closed order).
 */
export function recordRefundEvent(
  trx: Queryable,
  refund: {
    refundId: number;
    orderId: number;
    amount: number;
    method: 'simplepay' | 'desk';
    kind: 'payment' | 'tickets';
    requestedBy: number | null;
    reason: string;
  },
): Promise<void> {
  return recordSecurityEvent(trx, {
    type: 'refund',
    actorId: refund.requestedBy,
    details: {
      refund_id: refund.refundId,
      order_id: refund.orderId,
      amount: refund.amount,
      method: refund.method,
      kind: refund.kind,
      // The shop's own codes only: a staff member's words may name the buyer.
      ...(/^[a-z_]+$/.test(refund.reason) ? { reason: refund.reason } : {}),
    },
  });
}
