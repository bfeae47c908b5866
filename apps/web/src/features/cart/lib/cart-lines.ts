import { seatName, type CartItem } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { translated } from '../../../lib/translated';

/** The three kinds of cart line (docs/product.md §2, checkout step 1). */
export type LineKind = 'ticket' | 'fee' | 'discount';

export function lineKind(item: Pick<CartItem, 'coupon_id' | 'tech_fee'>): LineKind {
  if (item.coupon_id !== undefined) return 'discount';
  if (item.tech_fee !== undefined) return 'fee';
  return 'ticket';
}

export interface CartLine {
  /**
   * React key: the kind with the id (a ticket type id and a fee's `fee-…` never meet) and, on a
   * seat's line, the seat (several seats' lines share their price's id).
   */
  key: string;
  kind: LineKind;
  item: CartItem;
  /** The item's name in the chosen language. */
  name: string;
  /** The performance: its name, its page's slug and its start; null on the discount line. */
  event: { name: string; url: string; startDate: string; image: string } | null;
  /**
   * What the line's buttons name: the item with its performance ("Felnőtt – Liliom"), so two
   * performances' "Felnőtt" lines are told apart by a screen reader.
   */
  label: string;
  /** The ticket type id of a ticket line (what add, remove and delete send); null otherwise. */
  ticketTypeId: number | null;
  /** A seat's line: "Földszint, 5. sor, 12. szék" in the chosen language; null otherwise. */
  seatName: string | null;
}

/** The lines of a cart as the cart page shows them (pure). */
export function cartLines(items: readonly CartItem[], locale: Locale): CartLine[] {
  return items.map((item) => {
    const kind = lineKind(item);
    const name = translated(locale, item.name, item.name_translations);
    const data = item.event_data;
    const event = data
      ? {
          name: translated(locale, data.name, data.name_translations),
          url: data.url,
          startDate: data.start_date,
          image: data.img_path,
        }
      : null;
    const seat = item.seat ? seatName(item.seat, locale) : null;
    const named = seat ? `${name}, ${seat}` : name;
    return {
      key: `${kind}:${String(item.id)}${item.seat ? `-${String(item.seat.id)}` : ''}`,
      kind,
      item,
      name,
      event,
      label: event ? `${named} – ${event.name}` : named,
      seatName: seat,
      ticketTypeId: kind === 'ticket' && typeof item.id === 'number' ? item.id : null,
    };
  });
}
