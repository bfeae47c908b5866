import type { MarkTransferPaidBody } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { markOrderPaid } from '../checkout/mark-order-paid.js';
import type { TransferDeps } from './create-transfer-order.js';
import { lockTransferOrder } from './transfer-orders.repository.js';

/**
 * POST /admin/transfer-orders/:id/mark-paid (decision 0046): the transfer of a group order has
 * arrived. In one transaction holding the order's row lock: the order is paid exactly as any other
 * (markOrderPaid: its holds become sales, `order.paid` audited with the staff member, its tickets
 * and invoice recorded and the documents job queued, which issues the invoice and e-mails it with
 * the tickets), the transfer's date and the note are stored, and `transfer_order.paid` is audited.
 * Once only: a second mark (a double click, another tab) finds it paid and is 409
 * `order_not_awaiting_transfer`, changing nothing; so is a cancelled or lapsed order. A transfer
 * dated in the future is a 422. Paid after its deadline but before the lapse ran, the order is
 * still sold when its tickets are there (409 `ticket_sold_out` when they were taken meanwhile).
 */
export async function markTransferPaid(
  deps: TransferDeps,
  input: { orderId: number; body: MarkTransferPaidBody; staffId: number },
): Promise<void> {
  const today = budapestDay(deps.clock.now());
  if (input.body.paid_on > today) {
    throw AppError.validation({ paid_on: [{ key: 'validation.transfer_paid_on_future' }] });
  }
  const note = input.body.note?.trim() ? input.body.note.trim() : null;
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockTransferOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    if (order.status !== 'awaiting_transfer') throw new AppError('order_not_awaiting_transfer');
    const paid = await markOrderPaid(
      trx,
      deps,
      { id: order.id, total: order.total, status: order.status, hold_over: false },
      { kind: 'desk', method: 'transfer', actorId: input.staffId },
    );
    if (!paid) throw new AppError('ticket_sold_out');
    await trx
      .updateTable('orders')
      .set({ transfer_paid_on: input.body.paid_on, transfer_note: note })
      .where('id', '=', order.id)
      .execute();
    await recordAudit(trx, {
      action: 'transfer_order.paid',
      entity: 'order',
      entityId: order.id,
      actorId: input.staffId,
      data: { total: order.total, paid_on: input.body.paid_on, note },
    });
  });
}
