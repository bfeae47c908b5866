import type { CartEventData, CartItem } from '@theatre/contracts';

/**
 * Cart lines as the server sends them, for the cart's unit tests: a ticket line of Liliom, a
 * technical-fee line (no event data, one per fee amount) and a discount line. Tests pass what
 * they need different.
 */
export const sampleEvent: CartEventData = {
  url: 'liliom-2026-12-03',
  name: 'Liliom',
  name_translations: { en: 'Liliom' },
  img_path: '/storage/posters/liliom.svg',
  start_date: '2026-12-03T18:00:00.000Z',
};

/** An adult ticket at 4900 Ft; `total` follows price × quantity unless given. */
export function ticketItem(overrides: Partial<CartItem> = {}): CartItem {
  const item: CartItem = {
    id: 12,
    name: 'Felnőtt',
    name_translations: { en: 'Adult' },
    price: 4900,
    quantity: 2,
    event_data: sampleEvent,
    total: 0,
    ...overrides,
  };
  return { ...item, total: overrides.total ?? item.price * item.quantity };
}

export function feeItem(quantity: number, fee = 290): CartItem {
  return {
    id: `fee-${fee}`,
    name: 'Kezelési költség',
    name_translations: { en: 'Technical fee' },
    price: fee,
    quantity,
    tech_fee: fee,
    total: fee * quantity,
  };
}

export function discountItem(
  amount: number,
  names: Pick<CartItem, 'name' | 'name_translations'> = {
    name: 'Kedvezmény',
    name_translations: { en: 'Discount' },
  },
): CartItem {
  return {
    id: 'coupon-1',
    ...names,
    price: -amount,
    quantity: 1,
    coupon_id: 'PREMIER10',
    total: -amount,
  };
}
