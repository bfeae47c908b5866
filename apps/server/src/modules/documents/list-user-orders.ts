import { paymentMeansOf, type OrderPerformance, type UserOrder } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { OrderViewer } from '../checkout/order-access.js';
import { listOrderPerformances, listOrdersOf } from './documents.repository.js';
import { orderPerformanceOf } from './order-performance.js';

type Row = Awaited<ReturnType<typeof listOrdersOf>>[number];
function statusNameOf(row: Row, locale: Locale): string {
  if (row.refund_status === 'refunded') return translate(locale, 'orders.refunded');
  // Some tickets were given back (decision 0039); the others stay valid.
  if (row.refund_status === 'partial' && row.status === 'paid') {
    return translate(locale, 'orders.partly_refunded');
  }
  if (row.payment_status === 1 && row.status === 'paid') return translate(locale, 'orders.paid');
  switch (row.status) {
    case 'cancelled':
      return translate(locale, 'orders.cancelled');
    case 'expired':
      return translate(locale, 'orders.expired');
    default:
      return translate(locale, 'orders.awaiting_payment');
  }
}

const isStatus = (value: string): value is UserOrder['status'] =>
  ['awaiting_payment', 'paid', 'cancelled', 'expired'].includes(value);

/**
 * GET /user_orders: the buyer's orders, newest first, with their performances' start and venue
 * (one more read for the whole list), and what the history's row actions need
 * (docs/product.md §4): the invoice and cancellation invoice ids, whether a receipt and tickets can
 * be downloaded, and whether a payment can be retried. A guest sees the one order of their link.
 */
export async function listUserOrders(
  db: Db,
  viewer: OrderViewer,
  locale: Locale,
): Promise<UserOrder[]> {
  if ('purchaseLinkOrderId' in viewer && viewer.purchaseLinkOrderId === null) return [];
  const rows = await listOrdersOf(
    db,
    'userId' in viewer ? { userId: viewer.userId } : { orderId: viewer.purchaseLinkOrderId ?? 0 },
  );
  const performances = new Map<number, OrderPerformance[]>();
  for (const performance of await listOrderPerformances(
    db,
    rows.map((row) => row.id),
  )) {
    const list = performances.get(performance.order_id) ?? [];
    list.push(orderPerformanceOf(performance, locale));
    performances.set(performance.order_id, list);
  }
  return rows.map((row) => {
    const paid = row.payment_status === 1 && row.status === 'paid';
    return {
      id: row.id,
      name: (locale === 'en' ? row.event_names_en : row.event_names) ?? '',
      performances: performances.get(row.id) ?? [],
      created_at: row.created_at.toISOString(),
      brutto: row.total,
      status: isStatus(row.status) ? row.status : 'cancelled',
      payment_status: row.payment_status,
      payment_status_name: statusNameOf(row, locale),
      payment_method: row.payment_method,
      payment_method_name: translate(locale, `orders.${paymentMeansOf(row)}`),
      invoice_id: row.invoice_id,
      annul_invoice_id: row.annul_invoice_id,
      has_receipt: paid && row.has_receipt,
      has_tickets: paid && row.has_ticket_file,
      retryable: row.status === 'awaiting_payment' && row.payment_status !== 1 && row.hold_live,
    };
  });
}
