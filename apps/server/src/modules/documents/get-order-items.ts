import { seatName, seatOfStored, type OrderItemRow } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { loadOwnOrder, type OrderViewer } from '../checkout/order-access.js';
import { listOrderItems } from './documents.repository.js';

/**
 * GET /order/{id}/items: the order's lines for its details, a ticket's with its performance's start
 * and venue (owner only: 'Not your order!').
 */
export async function getOrderItems(
  db: Db,
  input: { orderId: number; viewer: OrderViewer; locale: Locale },
): Promise<OrderItemRow[]> {
  await loadOwnOrder(db, input.orderId, input.viewer);
  const english = input.locale === 'en';
  const rows = await listOrderItems(db, input.orderId);
  return rows.map((row) => {
    const seat = seatOfStored(row.seat);
    return {
      name:
        row.kind === 'fee'
          ? translate(input.locale, 'cart.tech_fee')
          : english && row.name_en
            ? row.name_en
            : row.name,
      event_name: (english && row.event_name_en ? row.event_name_en : row.event_name) ?? null,
      event_id: row.event_id,
      starts_at: row.starts_at ? new Date(row.starts_at).toISOString() : null,
      venue_name: (english && row.venue_name_en) || row.venue_name,
      venue_address: row.venue_address,
      quantity: row.quantity,
      bruttoSum: row.total,
      ...(seat ? { seat: seatName(seat, input.locale) } : {}),
    };
  });
}
