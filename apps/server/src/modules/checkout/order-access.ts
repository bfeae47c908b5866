import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findOrder, type OrderRow } from './checkout.repository.js';

/** Who asks about an order: a signed-in user (guests come with the purchase link, issue 5). */
export interface OrderViewer {
  userId: number;
}

/**
 * The order, for its owner only: 404 when there is no such order, 403 'Not your order!' when it
 * belongs to someone else (spec section 6).
 */
export async function loadOwnOrder(
  db: Db,
  orderId: number,
  viewer: OrderViewer,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('order_not_found');
  if (order.user_id === null || order.user_id !== viewer.userId) {
    throw new AppError('not_your_order');
  }
  return order;
}
