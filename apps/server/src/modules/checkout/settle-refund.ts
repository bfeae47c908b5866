import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { confirmRefundTransfer } from '../refund-bank-details/confirm-refund-transfer.js';
import { lockOrder, setOrderState } from './checkout.repository.js';
import { countOpenRefunds, findRefund, finishRefund } from './refunds.repository.js';

/**
 * A refund the payment provider refused for good (`failed`: the deadline passed, the amount was
 * already given back), recorded as paid back by other means (a bank transfer, cash at the desk)
 * by an administrator, whose note says how. The order's refund state becomes `refunded` once no
 * other refund of it is open. One transaction: the refund row is locked through its order, so two
 * settlements of one refund record one. When the buyer gave a bank account through the e-mailed
 * form (decision 0053), the audit entry names it, the buyer is told the money was transferred,
 * and the form takes no more changes (its refund is no longer `failed`).
 */
export async function settleRefund(
  deps: { db: Db; config: Config },
  input: { orderId: number; refundId: number; note: string; actorId: number },
): Promise<{ amount: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    const refund = await findRefund(trx, input.refundId);
    if (refund?.order_id !== input.orderId) throw new AppError('refund_not_found');
    if (refund.status !== 'failed') throw new AppError('refund_not_failed');
    await finishRefund(trx, refund.id, { status: 'done' });
    if ((await countOpenRefunds(trx, input.orderId)) === 0) {
      await setOrderState(trx, input.orderId, { refund_status: 'refunded' });
    }
    const transfer = await confirmRefundTransfer(trx, deps.config, refund, order);
    await recordAudit(trx, {
      action: 'refund.settled_by_hand',
      entity: 'order',
      entityId: input.orderId,
      actorId: input.actorId,
      data: {
        refund_id: refund.id,
        amount: refund.amount,
        note: input.note,
        ...(transfer ? { transferred_to: `${transfer.holder}, ${transfer.account}` } : {}),
      },
    });
    return { amount: refund.amount };
  });
}
