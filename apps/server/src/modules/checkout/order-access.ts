import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findOrder, type OrderRow } from './checkout.repository.js';

/** Who asks about an order: a signed-in user, or a guest whose purchase link stored the order. */
export type OrderViewer = { userId: number } | { purchaseLinkOrderId: number | null };

function owns(order: OrderRow, viewer: OrderViewer): boolean {
  if ('userId' in viewer) return order.user_id !== null && order.user_id === viewer.userId;
  return viewer.purchaseLinkOrderId !== null && order.id === viewer.purchaseLinkOrderId;
}

/**
 * The order, for its owner only: 404 when there is no such order, 403 'Not your order!' when it
 * belongs to someone else (docs/product.md §6). A guest owns the one order of their purchase link.
 */
export async function loadOwnOrder(
  db: Db,
  orderId: number,
  viewer: OrderViewer,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('order_not_found');
  if (!owns(order, viewer)) throw new AppError('not_your_order');
  return order;
}
