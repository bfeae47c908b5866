import type { CartItem, CartReply } from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { CartLine } from './cart.repository.js';
import type { CartCoupon } from './coupons.repository.js';

export type { CartCoupon, CartLine };

/**
 * The cart as the buyer sees it (pure): ticket lines, then the technical fee, then the discount,
 * and the totals. Every amount is computed here from the stored lines and the ticket types'
 * current prices; nothing comes from the client.
 */

/** What a ticket line shows of its ticket type and performance. */
export interface TicketMeta {
  id: number;
  name: string;
  name_en: string;
  price: number;
  event_id: number;
  event_url: string;
  event_name: string;
  event_name_en: string;
  img_path: string;
  start_date: string;
  /** Technical fee per ticket: the performance's own, else the shop-wide one. */
  fee: number;
  /** The performance is sold by seat (its lines are seats). */
  seated: boolean;
}

export function couponApplies(coupon: CartCoupon, meta: TicketMeta): boolean {
  if (coupon.eventIds.length === 0 && coupon.ticketTypeIds.length === 0) return true;
  return coupon.eventIds.includes(meta.event_id) || coupon.ticketTypeIds.includes(meta.id);
}

/**
 * Forints a coupon takes off the given lines: a percentage of the lines it applies to (rounded to
 * the forint), or a fixed amount up to their total. The technical fee is never discounted.
 */
export function discountOf(
  coupon: CartCoupon,
  lines: readonly CartLine[],
  meta: ReadonlyMap<number, TicketMeta>,
): number {
  let applicable = 0;
  for (const line of lines) {
    const ticket = meta.get(line.ticketTypeId);
    if (ticket && couponApplies(coupon, ticket)) applicable += ticket.price * line.quantity;
  }
  if (applicable === 0) return 0;
  return coupon.kind === 'percent'
    ? Math.round((applicable * coupon.value) / 100)
    : Math.min(coupon.value, applicable);
}

export function buildCartReply(input: {
  lines: readonly CartLine[];
  meta: ReadonlyMap<number, TicketMeta>;
  coupon: CartCoupon | null;
  remainingMs: number;
  infoMsg?: string;
}): CartReply {
  const items: CartItem[] = [];
  const fees = new Map<number, number>();
  let tickets = 0;
  let ticketTotal = 0;
  for (const line of input.lines) {
    const ticket = input.meta.get(line.ticketTypeId);
    if (!ticket) continue;
    tickets += line.quantity;
    ticketTotal += ticket.price * line.quantity;
    if (ticket.fee > 0) fees.set(ticket.fee, (fees.get(ticket.fee) ?? 0) + line.quantity);
    items.push({
      id: ticket.id,
      name: ticket.name,
      name_translations: { en: ticket.name_en },
      price: ticket.price,
      quantity: line.quantity,
      event_data: {
        id: ticket.event_id,
        url: ticket.event_url,
        name: ticket.event_name,
        name_translations: { en: ticket.event_name_en },
        img_path: ticket.img_path,
        start_date: ticket.start_date,
      },
      total: ticket.price * line.quantity,
      ...(line.seat
        ? {
            seat: {
              id: line.seat.id,
              section: line.seat.section,
              section_translations: line.seat.section_translations,
              row: line.seat.row,
              label: line.seat.label,
              zone_id: line.seat.zoneId,
            },
          }
        : {}),
    });
  }
  // One fee line per fee amount (usually one): it follows the ticket count.
  let feeTotal = 0;
  for (const [fee, quantity] of [...fees].sort(([a], [b]) => a - b)) {
    feeTotal += fee * quantity;
    items.push({
      id: `fee-${fee}`,
      name: translate('hu', 'cart.tech_fee'),
      name_translations: { en: translate('en', 'cart.tech_fee') },
      price: fee,
      quantity,
      tech_fee: fee,
      total: fee * quantity,
    });
  }
  let discount = 0;
  if (input.coupon) {
    discount = discountOf(input.coupon, input.lines, input.meta);
    if (discount > 0) {
      const name = input.coupon.name || input.coupon.code;
      items.push({
        id: `coupon-${input.coupon.id}`,
        name,
        name_translations: { en: input.coupon.name_en || name },
        price: -discount,
        quantity: 1,
        coupon_id: input.coupon.code,
        total: -discount,
      });
    }
  }
  return {
    items,
    remaining_time: Math.max(0, Math.round(input.remainingMs)),
    summary: {
      tickets,
      ticket_total: ticketTotal,
      fee_total: feeTotal,
      discount,
      total: ticketTotal + feeTotal - discount,
    },
    ...(input.infoMsg ? { info_msg: input.infoMsg } : {}),
  };
}
