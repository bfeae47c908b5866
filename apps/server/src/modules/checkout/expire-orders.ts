import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { releaseOrderHolds } from '../inventory/release-order-holds.js';
import { listOverdueOrders, lockOrder, setOrderState } from './checkout.repository.js';

/**
 * Housekeeping: orders whose hold ran out unpaid, with no payment in flight, expire: their holds
 * go back (if the ticket types have not reclaimed them already) and their coupon use is released.
 * A payment that still comes in later is handled by applyPaymentResult (sold if the tickets are
 * free, otherwise refunded). Answers how many orders expired.
 */
export async function expireOrders(db: Db): Promise<number> {
  const overdue = await listOverdueOrders(db);
  let expired = 0;
  for (const { id } of overdue) {
    const done = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, id);
      if (!order || order.status !== 'awaiting_payment' || !order.hold_over) return false;
      const back = await releaseOrderHolds(trx, id);
      await setOrderState(trx, id, { status: 'expired' });
      await recordAudit(trx, {
        action: 'order.expired',
        entity: 'order',
        entityId: id,
        data: { tickets_back: back },
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
