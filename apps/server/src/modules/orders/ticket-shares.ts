/*
 * What each ticket of an order cost (decision 0039): its price, its technical fee and its share of
 * the coupon's discount, fixed by the order's stored lines alone, so that the tickets of an order
 * refunded in any number of steps give back exactly its total. Pure.
 */

/** An order line as stored. */
export interface ShareLine {
  id: number;
  kind: 'ticket' | 'fee' | 'discount';
  quantity: number;
  /** Gross forints per unit (negative for a discount). */
  unitPrice: number;
  /** Gross forints (negative for a discount). */
  total: number;
  /** A ticket line's fee per ticket; null when not recorded (older orders). */
  unitFee: number | null;
  /** A ticket the coupon reduces: true, false, or null when not recorded (reduced). */
  discounted: boolean | null;
}

export interface ShareTicket {
  id: number;
  orderItemId: number;
}

export interface TicketShare {
  price: number;
  fee: number;
  /** The forints of the discount that fell on it (0 or more). */
  discount: number;
  /** What it cost: price + fee − discount. */
  total: number;
}

/**
 * Splits `amount` into whole forints in proportion to `weights` by the largest remainder method:
 * each part the floor of its exact share, the forints left one each to the largest remainders,
 * the earlier part first on a tie. The parts add up to `amount` (0 parts when the weights do).
 */
export function largestRemainder(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const parts = exact.map((share) => Math.floor(share));
  let left = amount - parts.reduce((total, part) => total + part, 0);
  const order = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Every ticket's share of its order, by ticket id. Fees: a ticket line's recorded fee per ticket;
 * where none is recorded, what the fee lines charged beyond the recorded fees is split evenly over
 * those tickets. Discount: split over the tickets it reduced in proportion to their prices. The
 * tickets are taken in id order, so the split is the same however it is asked.
 */
export function ticketShares(
  lines: readonly ShareLine[],
  tickets: readonly ShareTicket[],
): Map<number, TicketShare> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const sorted = [...tickets].sort((a, b) => a.id - b.id);
  const ticketLines = sorted.map((ticket) => {
    const line = byId.get(ticket.orderItemId);
    if (line?.kind !== 'ticket') throw new Error(`Ticket ${ticket.id} has no ticket line`);
    return line;
  });

  const feeCharged = lines
    .filter((line) => line.kind === 'fee')
    .reduce((total, line) => total + line.total, 0);
  const recorded = ticketLines.reduce((total, line) => total + (line.unitFee ?? 0), 0);
  const unrecorded = ticketLines.map((line) => (line.unitFee === null ? 1 : 0));
  const spread = largestRemainder(Math.max(0, feeCharged - recorded), unrecorded);

  const discount = -lines
    .filter((line) => line.kind === 'discount')
    .reduce((total, line) => total + line.total, 0);
  const weights = ticketLines.map((line) => (line.discounted === false ? 0 : line.unitPrice));
  const discounts = largestRemainder(Math.max(0, discount), weights);

  const shares = new Map<number, TicketShare>();
  sorted.forEach((ticket, index) => {
    const line = ticketLines[index];
    if (!line) return;
    const fee = line.unitFee ?? spread[index] ?? 0;
    const off = Math.min(discounts[index] ?? 0, line.unitPrice);
    shares.set(ticket.id, {
      price: line.unitPrice,
      fee,
      discount: off,
      total: line.unitPrice + fee - off,
    });
  });
  return shares;
}

/** An order line as the database has it (listShareLines). */
export interface StoredShareLine {
  id: number;
  kind: ShareLine['kind'];
  quantity: number;
  unit_price: number;
  total: number;
  unit_fee: number | null;
  discounted: boolean | null;
}

/** ticketShares over the stored lines and tickets (`order_item_id`) of an order. */
export function sharesOfStored(
  lines: readonly StoredShareLine[],
  tickets: readonly { id: number; order_item_id: number }[],
): Map<number, TicketShare> {
  return ticketShares(
    lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      total: line.total,
      unitFee: line.unit_fee,
      discounted: line.discounted,
    })),
    tickets.map((ticket) => ({ id: ticket.id, orderItemId: ticket.order_item_id })),
  );
}
