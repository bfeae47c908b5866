import { seatsSummary, type TransferOrderDetails } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { mergeSeatLines } from '../documents/merge-seat-lines.js';
import { readOrderForDocuments } from '../documents/read-order-for-documents.js';
import { transferOrderRowOf } from './list-transfer-orders.js';
import { findTransferOrder } from './transfer-orders.repository.js';

/**
 * GET /admin/transfer-orders/:id (cashier, administrator; decision 0046): a group order with its
 * deadline, reminder and payment, its invoice data and its lines (names in the caller's
 * language). 404 `order_not_found` for an order that is not a group order by transfer.
 */
export async function getTransferOrder(
  db: Queryable,
  orderId: number,
  locale: Locale,
): Promise<TransferOrderDetails> {
  const [order, read] = await Promise.all([
    findTransferOrder(db, orderId),
    readOrderForDocuments(db, orderId),
  ]);
  if (!order) throw new AppError('order_not_found');
  const english = locale === 'en';
  const billing =
    order.billing !== null && typeof order.billing === 'object' && !Array.isArray(order.billing)
      ? (order.billing as Record<string, unknown>)
      : null;
  return {
    ...transferOrderRowOf(order),
    language: order.language === 'en' ? 'en' : 'hu',
    paid_note: order.transfer_note,
    payment_reference: translate(
      order.language === 'en' ? 'en' : 'hu',
      'transfer.reference_value',
      {
        id: order.id,
      },
    ),
    billing,
    lines: mergeSeatLines((read?.lines ?? []).filter((line) => line.kind !== 'discount')).map(
      (line) => ({
        kind: line.kind,
        name: (english && line.name_en) || line.name,
        event_name: (english && line.event_name_en) || line.event_name,
        event_start: line.event_start?.toISOString() ?? null,
        seats: line.seats.length > 0 ? seatsSummary(line.seats, locale) : null,
        quantity: line.quantity,
        unit_price: line.unit_price,
        total: line.total,
      }),
    ),
  };
}
