import type { EventSummary, TicketInfo } from '@theatre/contracts';

/** Fewer than this many tickets left reads as "only a few left". */
export const fewLeftThreshold = 10;

/**
 * 'all_held': none free now, but some only held in carts (they may come free in a few minutes);
 * never called sold out (decision 0024).
 */
export type TicketAvailability = 'sold_out' | 'all_held' | 'few_left' | 'available';

export function ticketAvailability(
  ticket: Pick<TicketInfo, 'sold_out' | 'quantity'> & { all_held?: boolean | undefined },
): TicketAvailability {
  if (ticket.sold_out) return 'sold_out';
  if (ticket.quantity <= 0) return ticket.all_held === true ? 'all_held' : 'sold_out';
  if (ticket.quantity < fewLeftThreshold) return 'few_left';
  return 'available';
}

/** Ticket types the public sees (VIP-only types come with the VIP list, later). */
export function publicTickets(tickets: readonly TicketInfo[]): TicketInfo[] {
  return tickets.filter((ticket) => !ticket.vip_only);
}

export type EventSaleState =
  | { kind: 'cancelled' }
  | { kind: 'sold_out' }
  | { kind: 'all_held' }
  | { kind: 'not_on_sale'; minPrice: number | null; saleStartsAt: string | null }
  | { kind: 'on_sale'; minPrice: number | null };

/**
 * What the card and the event page say about buying: 'Cancelled', 'Sold Out', 'Every ticket is in
 * a cart now', 'Not on sale yet' or 'from {minPrice}'.
 */
export function eventSaleState(
  event: Pick<EventSummary, 'sold_out' | 'on_sale' | 'min_price' | 'sale_starts_at'> & {
    all_held?: boolean | undefined;
    cancelled?: boolean | undefined;
  },
  now: Date,
): EventSaleState {
  if (event.cancelled === true) return { kind: 'cancelled' };
  if (event.sold_out) return { kind: 'sold_out' };
  if (event.all_held === true) return { kind: 'all_held' };
  if (!event.on_sale) {
    const startsAt =
      event.sale_starts_at && Date.parse(event.sale_starts_at) > now.getTime()
        ? event.sale_starts_at
        : null;
    return { kind: 'not_on_sale', minPrice: event.min_price, saleStartsAt: startsAt };
  }
  return { kind: 'on_sale', minPrice: event.min_price };
}

/** `150` → 2 h 30 min (pure; the text comes from the catalogue). */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
