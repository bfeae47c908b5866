import { sql, type Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { sellOrderHolds } from '../inventory/sell-order-holds.js';
import { issuerOf, recordOrderDocuments } from '../documents/record-order-documents.js';
import { listOrderLines, setOrderState, type OrderRow } from './checkout.repository.js';

/**
 * How the money came in: a SimplePay payment, at the box office's desk, or a group order's bank
 * transfer that staff marked as arrived (decision 0046).
 */
export type ConfirmedPayment =
  | { kind: 'provider'; paymentId: number }
  | { kind: 'desk'; method: 'cash' | 'card' | 'transfer'; actorId: number };

/**
 * The money for an order is in (SimplePay's FINISHED, or a cashier taking it at the desk): inside
 * the caller's transaction, which holds the order's row lock, the order is paid, audited as
 * `order.paid` (with the cashier for the desk), its documents are recorded with the documents job
 * queued (tickets, receipt or invoice, confirmation e-mail), and its tickets become sales
 * (sellOrderHolds, under the ticket types' locks, last). False when the tickets were gone (a payment
 * after the hold ran out, the seats sold meanwhile): then nothing changed.
 */
export async function markOrderPaid(
  trx: Transaction<Database>,
  deps: { config: Pick<Config, 'szamlazz'> },
  order: Pick<OrderRow, 'id' | 'total' | 'status' | 'hold_over'>,
  payment: ConfirmedPayment,
): Promise<boolean> {
  const lines = await listOrderLines(trx, order.id);
  const tickets = lines.flatMap((line) =>
    line.kind === 'ticket' && line.ticket_type_id !== null
      ? [{ ticketTypeId: line.zone_id ?? line.ticket_type_id, quantity: line.quantity }]
      : [],
  );
  const now = new Date();
  // The ticket types' row locks come last: on a sale of one performance every payment waits for
  // the same row, so it is held for the fewest statements before the commit. What is written
  // before it is taken back when the tickets are gone.
  await sql`savepoint mark_order_paid`.execute(trx);
  await setOrderState(trx, order.id, { status: 'paid', payment_status: 1, paid_at: now });
  await recordAudit(trx, {
    action: 'order.paid',
    entity: 'order',
    entityId: order.id,
    actorId: payment.kind === 'desk' ? payment.actorId : null,
    data:
      payment.kind === 'provider'
        ? {
            payment_id: payment.paymentId,
            total: order.total,
            late: order.status === 'expired' || order.hold_over,
          }
        : { desk: payment.method, total: order.total },
  });
  await recordOrderDocuments(trx, { issuer: issuerOf(deps.config) }, order.id, now);
  if (!(await sellOrderHolds(trx, order.id, tickets))) {
    await sql`rollback to savepoint mark_order_paid`.execute(trx);
    return false;
  }
  await sql`release savepoint mark_order_paid`.execute(trx);
  return true;
}
