import { paymentMeansOf } from '@theatre/contracts';
import type { MessageKey } from '@theatre/i18n';
import type { Cell, ExportContext } from './export-writer.js';
import { listOrdersAfter } from './exports.repository.js';

/**
 * The orders export: one row per order in the period (every status: the row says which), by
 * order number: when it was placed and paid, status, channel, buyer, means of payment, the
 * tickets' gross, the handling fee, the coupon's discount and the total (whole forints), the
 * refund's state and the numbers of its receipts and invoices.
 */
export async function exportOrders(context: ExportContext): Promise<void> {
  const { db, period, t, writer } = context;
  const column = (key: string) => t(`exports.columns.${key}` as MessageKey);
  writer.table(t('exports.titles.orders'), context.titleOf(t('exports.titles.orders')), [
    column('order_id'),
    column('created_at'),
    column('paid_at'),
    column('status'),
    column('channel'),
    column('buyer_name'),
    column('buyer_email'),
    column('payment_means'),
    column('ticket_total'),
    column('fee_total'),
    column('discount'),
    column('total'),
    column('refund_status'),
    column('documents'),
  ]);
  let afterId = 0;
  for (;;) {
    const orders = await listOrdersAfter(db, period, afterId);
    const last = orders.at(-1);
    if (!last) return;
    afterId = last.id;
    await writer.rows(
      orders.map((order): Cell[] => [
        order.id,
        order.created_at,
        order.paid_at,
        t(`orders.${order.status}` as MessageKey),
        t(`exports.channels.${order.channel}` as MessageKey),
        order.buyer_name,
        order.buyer_email,
        t(`orders.${paymentMeansOf(order)}`),
        order.ticket_total,
        order.fee_total,
        order.discount,
        order.total,
        t(`exports.refund_status.${order.refund_status}` as MessageKey),
        order.documents,
      ]),
    );
  }
}
