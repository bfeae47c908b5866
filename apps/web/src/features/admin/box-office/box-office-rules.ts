import type { CartReply, StaffPerformance } from '@theatre/contracts';
import { matchesSearch } from '@theatre/i18n';

/*
 * The box office's rules, pure: which performances the picker offers, what a cart holds of a
 * ticket type, the hold's countdown, the change due and the amounts a buyer is likely to hand over.
 */

/** The performances the desk can sell: published and not started, matching the search. */
export function salePerformances(
  performances: readonly StaffPerformance[],
  search: string,
  now: Date,
): StaffPerformance[] {
  return performances.filter(
    (performance) =>
      performance.published &&
      Date.parse(performance.starts_at) > now.getTime() &&
      (search.trim() === '' ||
        matchesSearch(search, [performance.name, performance.name_en, performance.venue_name])),
  );
}

/** Seats left of a performance: capacity less the sold and held tickets, never below 0. */
export function freeSeats(performance: Pick<StaffPerformance, 'capacity' | 'sold' | 'held'>) {
  return Math.max(0, performance.capacity - performance.sold - performance.held);
}

/** How many tickets of the type the cart holds. */
export function quantityInCart(cart: CartReply | undefined, ticketTypeId: number): number {
  // A seated performance's type has a line per seat: every line of the type counts.
  return (cart?.items ?? [])
    .filter((item) => item.id === ticketTypeId && item.tech_fee === undefined && !item.coupon_id)
    .reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * What a cash amount typed by the cashier is: whole forints (spaces and dots as thousand
 * separators are allowed), or null when empty or not a number.
 */
export function parseForints(typed: string): number | null {
  const compact = typed.replace(/[\s.\u00a0\u202f]|Ft$/gi, '').trim();
  if (!/^\d{1,9}$/.test(compact)) return null;
  return Number(compact);
}

/** The change due for a cash amount received; negative when it does not cover the total. */
export function changeDue(total: number, received: number | null): number | null {
  return received === null ? null : received - total;
}

const notes = [1_000, 2_000, 5_000, 10_000, 20_000];

/**
 * Amounts a buyer is likely to hand over for a total, for one-click entry: the next round
 * thousand, five thousand and ten thousand above it, and the banknotes that cover it (at most
 * four, ascending, each more than the total).
 */
export function quickAmounts(total: number): number[] {
  if (total <= 0) return [];
  const amounts = new Set<number>();
  for (const step of [1_000, 5_000, 10_000]) {
    const next = Math.ceil(total / step) * step;
    amounts.add(next === total ? next + step : next);
  }
  for (const note of notes) if (note > total) amounts.add(note);
  return [...amounts]
    .filter((amount) => amount > total)
    .sort((a, b) => a - b)
    .slice(0, 4);
}
