import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { buildConfirmationMail } from '../documents/queue-confirmation-mail.js';
import { queueMail } from '../notifications/queue-mail.js';
import { lockOrder } from './orders.repository.js';

/**
 * POST /admin/orders/:id/resend-confirmation: queues a paid order's confirmation e-mail again,
 * as the first one was built (the same builder: the order's language, its tickets and receipt or
 * invoice attached), audited as `order.confirmation_resent` with the staff member. 409
 * `order_not_paid` for an order that is not paid, `order_without_email` for a box-office sale
 * whose buyer gave no e-mail address, `document_not_ready` while the first one has not gone out
 * yet (its documents are still being issued).
 */
export async function resendOrderConfirmation(
  deps: { db: Db; config: Config },
  input: { orderId: number; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    if (order.status !== 'paid') throw new AppError('order_not_paid');
    // A walk-in buyer at the box office who gave no e-mail address.
    if (order.buyer_email === '') throw new AppError('order_without_email');
    if (order.confirmation_queued_at === null) throw new AppError('document_not_ready');
    const mail = await buildConfirmationMail(trx, deps.config, input.orderId);
    if (!mail) throw new AppError('order_not_paid');
    const messageId = await queueMail(trx, deps.config, mail);
    await recordAudit(trx, {
      action: 'order.confirmation_resent',
      entity: 'order',
      entityId: input.orderId,
      actorId: input.actorId,
      data: { message_id: messageId, to: mail.to },
    });
  });
}
