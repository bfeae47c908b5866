import type { OrderLine, OrderReply, OrderStatus } from '@theatre/contracts';
import type { listOrderLines, OrderRow } from './checkout.repository.js';

type LineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** An order as the API shows it (pure). */
export function orderReplyOf(order: OrderRow, lines: readonly LineRow[]): OrderReply {
  return {
    id: order.id,
    status: order.status as OrderStatus,
    payment_status: order.payment_status,
    needs_invoice: order.needs_invoice ? 1 : 0,
    ticket_total: order.ticket_total,
    fee_total: order.fee_total,
    discount: order.discount,
    brutto: order.total,
    created_at: new Date(order.created_at).toISOString(),
    remaining_time: order.status === 'awaiting_payment' ? order.remaining_ms : 0,
    items: lines.map((line): OrderLine => ({
      kind: line.kind as OrderLine['kind'],
      name: line.name,
      name_translations: { en: line.name_en || line.name },
      event_name: line.event_name,
      event_start: iso(line.event_start),
      unit_price: line.unit_price,
      quantity: line.quantity,
      total: line.total,
    })),
  };
}
