import { formatPrice, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Config } from '../../config/config.js';
import { recordAudit } from '../audit/record-audit.js';
import { readOrderForDocuments } from '../documents/read-order-for-documents.js';
import { releaseOrderHolds } from '../inventory/release-order-holds.js';
import { queueMail } from '../notifications/queue-mail.js';
import { getTransferSettings } from '../settings/get-transfer-settings.js';
import { deadlineDay, paymentReference } from './render-pro-forma-pdf.js';
import { transferMailLines } from './transfer-mail-lines.js';
import {
  listLapsedTransferOrders,
  listTransferOrdersToRemind,
  lockTransferOrder,
} from './transfer-orders.repository.js';

/**
 * Housekeeping of group orders by bank transfer (decision 0046), each order in a transaction of
 * its own holding its row lock, so a run that dies half-way leaves every order either done or
 * untouched, and the next run (or another process) finds only what is left:
 *
 * - the reminder: an order still awaiting its transfer whose deadline is within the setting's
 *   `reminder_days` gets the reminder e-mail once (`transfer_reminded_at` is set in the same
 *   transaction that queues it), audited as `transfer_order.reminded`;
 * - the lapse: an order still awaiting its transfer at its deadline expires, its holds go back to
 *   sale, audited as `transfer_order.lapsed`.
 *
 * Answers how many orders it reminded or let lapse.
 */
export async function settleTransferOrders(
  deps: { db: Db; config: Config },
  clock: Clock,
): Promise<number> {
  const { db } = deps;
  const now = clock.now();
  let done = 0;
  for (const { id } of await listLapsedTransferOrders(db, now)) {
    const lapsed = await db.transaction().execute(async (trx) => {
      const order = await lockTransferOrder(trx, id);
      if (order?.status !== 'awaiting_transfer' || !order.payment_due_at) return false;
      if (order.payment_due_at > now) return false;
      const back = await releaseOrderHolds(trx, id);
      await trx.updateTable('orders').set({ status: 'expired' }).where('id', '=', id).execute();
      await recordAudit(trx, {
        action: 'transfer_order.lapsed',
        entity: 'order',
        entityId: id,
        data: { tickets_back: back, payment_due_at: order.payment_due_at.toISOString() },
      });
      return true;
    });
    if (lapsed) done += 1;
  }
  const settings = await getTransferSettings(db);
  if (settings.reminder_days === 0) return done;
  for (const { id } of await listTransferOrdersToRemind(db, now, settings.reminder_days)) {
    const reminded = await db.transaction().execute(async (trx) => {
      const order = await lockTransferOrder(trx, id);
      if (order?.status !== 'awaiting_transfer' || order.transfer_reminded_at !== null) {
        return false;
      }
      if (!order.payment_due_at || order.buyer_email === '') return false;
      const language: Locale = order.language === 'en' ? 'en' : 'hu';
      const lines = (await readOrderForDocuments(trx, id))?.lines ?? [];
      await queueMail(trx, deps.config, {
        kind: 'transfer_reminder',
        to: order.buyer_email,
        name: order.buyer_name,
        locale: language,
        order: {
          id,
          total: formatPrice(order.total),
          lines: transferMailLines(lines, language),
        },
        transfer: {
          deadline: deadlineDay(order.payment_due_at, language),
          bankName: settings.bank_name,
          bankAccount: settings.bank_account,
          reference: paymentReference(id, language),
        },
      });
      await trx
        .updateTable('orders')
        .set({ transfer_reminded_at: now })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        action: 'transfer_order.reminded',
        entity: 'order',
        entityId: id,
        data: { payment_due_at: order.payment_due_at.toISOString() },
      });
      return true;
    });
    if (reminded) done += 1;
  }
  return done;
}
