import { lineName, type LineRow } from './record-order-documents.js';
import type { SoldLine } from './fiscal-lines.js';

/** A ticket of an order with its line, and its fee and discount share (decision 0039). */
export interface TicketShare {
  orderItemId: number;
  fee: number;
  discount: number;
}

/**
 * The sold lines of some tickets of an order (pure): their ticket lines, their fees, and their
 * discount shares as one discount line; with what they cost together. What remains after a
 * refund (0039) and what a modifying invoice takes back (0052) are both such lines.
 */
export function linesOfTickets(
  lines: readonly LineRow[],
  tickets: readonly TicketShare[],
  english: boolean,
) {
  const sold: SoldLine[] = [];
  let total = 0;
  const soldLine = (line: LineRow, quantity: number, unitPrice: number): SoldLine => ({
    kind: line.kind === 'fee' || line.kind === 'discount' ? line.kind : 'ticket',
    name: lineName(line, english),
    quantity,
    unitPrice,
    total: quantity * unitPrice,
    vatRate: line.vat_rate,
    discounted: line.discounted,
  });
  for (const line of lines.filter((item) => item.kind === 'ticket')) {
    const count = tickets.filter((ticket) => ticket.orderItemId === line.id).length;
    if (count === 0) continue;
    sold.push(soldLine(line, count, line.unit_price));
    total += count * line.unit_price;
  }
  const feeLines = lines.filter((item) => item.kind === 'fee');
  const fees = new Map<number, number>();
  for (const ticket of tickets) {
    if (ticket.fee > 0) fees.set(ticket.fee, (fees.get(ticket.fee) ?? 0) + 1);
  }
  for (const [fee, count] of [...fees].sort(([a], [b]) => a - b)) {
    const template = feeLines.find((line) => line.unit_price === fee) ?? feeLines[0];
    if (!template) continue;
    sold.push(soldLine(template, count, fee));
    total += count * fee;
  }
  const discount = tickets.reduce((sum, ticket) => sum + ticket.discount, 0);
  const discountLine = lines.find((item) => item.kind === 'discount');
  if (discount > 0 && discountLine) {
    sold.push(soldLine(discountLine, 1, -discount));
    total -= discount;
  }
  return { sold, total };
}
