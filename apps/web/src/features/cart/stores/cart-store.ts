import type {
  CartItem,
  CartReply,
  CartSummary,
  NeedsInvoice,
  PaymentMethod,
} from '@theatre/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isBoolean, pick } from '../../../lib/persisted';
import { cartStorageKey, useCartPresence } from './cart-presence';

/**
 * The cart kept in the browser (docs/product.md §3), with the totals and the instant the hold ends.
 */
export interface CartData {
  items: CartItem[];
  /** The cart key (32 characters), or null before the first call and after a flush. */
  key: string | null;
  payment_method: PaymentMethod;
  needs_invoice: NeedsInvoice;
  is_company: boolean;
  nav_error: boolean;
  addressform: Record<string, string>;
  /** Milliseconds of hold left when the last reply arrived (server-provided). */
  remaining_time: number;
  /** docs/product.md §8: why the cart changed by itself (the coupon was removed), or null. */
  info_msg: string | null;
  /** The server's totals of the last reply. */
  summary: CartSummary | null;
  /**
   * When the hold ends (epoch ms): the reply's arrival plus `remaining_time`. Persisted, so the
   * countdown goes on across reloads; null while the cart is empty.
   */
  expires_at: number | null;
}

/**
 * The checkout's choices kept with the cart (docs/product.md §3): invoice or receipt, buyer,
 * address.
 */
export type CheckoutFields = Pick<
  CartData,
  'needs_invoice' | 'is_company' | 'nav_error' | 'addressform'
>;

interface CartState extends CartData {
  setKey: (key: string) => void;
  /** The checkout's billing step changed its choices (docs/product.md §4, the billing choice). */
  setCheckout: (fields: Partial<CheckoutFields>) => void;
  /**
   * A reply of the server for `key` replaces the cart (docs/product.md §4); a late reply for a key
   * that is no longer held is ignored. `change`: the reply of a change (add, remove, delete,
   * coupon), whose info message replaces the shown one; a plain read keeps a message not yet read.
   */
  applyReply: (key: string, reply: CartReply, options: { now: number; change: boolean }) => void;
  dismissInfo: () => void;
  /** Empties the cart (docs/product.md §4). */
  flush: () => void;
}

export { cartStorageKey };

// The contract's `cartHoldMs` and `cartKeyLength` (the unit test checks they agree). Copied, not
// imported: a value import from @theatre/contracts takes zod into the first load.
/** docs/product.md §9: a hold lasts 10 minutes (remaining_time before the first ticket). */
export const holdMs = 600_000;
/** docs/product.md §9: a cart key is exactly 32 characters. */
const keyLength = 32;

/** What flush resets (docs/product.md §4); the payment method stays. */
const flushed = {
  items: [],
  key: null,
  needs_invoice: false,
  is_company: false,
  nav_error: false,
  addressform: {},
  remaining_time: holdMs,
  info_msg: null,
  summary: null,
  expires_at: null,
} satisfies Omit<CartData, 'payment_method'>;

export const cartDefaults: CartData = { ...flushed, payment_method: 2 };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
const isTranslations = (value: unknown): boolean => isObject(value) && isString(value['en']);

export const isCartKey = (value: unknown): value is string =>
  isString(value) && value.length === keyLength && /^[\w-]+$/.test(value);

/** A stored line is kept only in the shape the app reads (type-only contracts: no zod here). */
export function isCartItem(value: unknown): value is CartItem {
  if (!isObject(value)) return false;
  const event = value['event_data'];
  return (
    (isInt(value['id']) || isString(value['id'])) &&
    isString(value['name']) &&
    isTranslations(value['name_translations']) &&
    isInt(value['price']) &&
    isCount(value['quantity']) &&
    isInt(value['total']) &&
    (value['coupon_id'] === undefined || isString(value['coupon_id'])) &&
    (value['tech_fee'] === undefined || isCount(value['tech_fee'])) &&
    (event === undefined ||
      (isObject(event) &&
        ['url', 'name', 'img_path', 'start_date'].every((field) => isString(event[field])) &&
        isTranslations(event['name_translations'])))
  );
}

export const isCartSummary = (value: unknown): value is CartSummary =>
  isObject(value) &&
  ['tickets', 'ticket_total', 'fee_total', 'discount', 'total'].every((field) =>
    isCount(value[field]),
  );

const isItems = (value: unknown): value is CartItem[] =>
  Array.isArray(value) && value.every(isCartItem);
const isPaymentMethod = (value: unknown): value is PaymentMethod => value === 1 || value === 2;
const isNeedsInvoice = (value: unknown): value is NeedsInvoice =>
  value === false || value === 0 || value === 1;
const isAddressForm = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every(isString);
const isMessage = (value: unknown): value is string => isString(value) && value.trim() !== '';

/**
 * The stored cart, field by field through its guard (pure). Lines need their key, totals and end
 * of hold; without them the cart is empty (the server's copy runs out by itself).
 */
export function restoreCart(persisted: unknown): CartData {
  const key = pick(persisted, 'key', isCartKey) ?? null;
  const items = pick(persisted, 'items', isItems) ?? [];
  const summary = pick(persisted, 'summary', isCartSummary) ?? null;
  const expiresAt = pick(persisted, 'expires_at', isCount) ?? null;
  const filled = key !== null && items.length > 0 && summary !== null && expiresAt !== null;
  return {
    items: filled ? items : [],
    key,
    payment_method: pick(persisted, 'payment_method', isPaymentMethod) ?? 2,
    needs_invoice: pick(persisted, 'needs_invoice', isNeedsInvoice) ?? false,
    is_company: pick(persisted, 'is_company', isBoolean) ?? false,
    nav_error: pick(persisted, 'nav_error', isBoolean) ?? false,
    addressform: pick(persisted, 'addressform', isAddressForm) ?? {},
    remaining_time: pick(persisted, 'remaining_time', isCount) ?? holdMs,
    info_msg: filled ? (pick(persisted, 'info_msg', isMessage) ?? null) : null,
    summary: filled ? summary : null,
    expires_at: filled ? expiresAt : null,
  };
}

/** A ticket line: not the technical fee, not the discount. */
export const isTicketLine = (item: CartItem): boolean =>
  item.coupon_id === undefined && item.tech_fee === undefined;

/** The number of tickets in the cart (the header's badge). */
export function ticketCount(items: readonly CartItem[]): number {
  let count = 0;
  for (const item of items) if (isTicketLine(item)) count += item.quantity;
  return count;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...cartDefaults,
      setKey: (key) => {
        set({ key });
      },
      setCheckout: (fields) => {
        const next: Partial<CheckoutFields> = {};
        if (fields.needs_invoice !== undefined && isNeedsInvoice(fields.needs_invoice)) {
          next.needs_invoice = fields.needs_invoice;
        }
        if (fields.is_company !== undefined) next.is_company = fields.is_company;
        if (fields.nav_error !== undefined) next.nav_error = fields.nav_error;
        if (fields.addressform !== undefined && isAddressForm(fields.addressform)) {
          next.addressform = { ...fields.addressform };
        }
        set(next);
      },
      applyReply: (key, reply, { now, change }) => {
        const state = get();
        if (state.key !== key) return;
        const message = reply.info_msg?.trim() ? reply.info_msg : null;
        set({
          items: reply.items,
          summary: reply.summary,
          remaining_time: reply.remaining_time,
          expires_at: reply.items.length > 0 ? now + reply.remaining_time : null,
          info_msg:
            reply.items.length === 0 ? null : change ? message : (message ?? state.info_msg),
        });
      },
      dismissInfo: () => {
        set({ info_msg: null });
      },
      flush: () => {
        set(flushed);
      },
    }),
    {
      name: cartStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): CartData => ({
        items: state.items,
        key: state.key,
        payment_method: state.payment_method,
        needs_invoice: state.needs_invoice,
        is_company: state.is_company,
        nav_error: state.nav_error,
        addressform: state.addressform,
        remaining_time: state.remaining_time,
        info_msg: state.info_msg,
        summary: state.summary,
        expires_at: state.expires_at,
      }),
      merge: (persisted, current) => ({ ...current, ...restoreCart(persisted) }),
      migrate: (persisted) => restoreCart(persisted),
    },
  ),
);

// The first load's flag follows the store: the header shows the count and the countdown while the
// cart has items (the first add turns them on).
useCartPresence.setState({ holding: useCartStore.getState().items.length > 0 });
useCartStore.subscribe((state) => {
  const holding = state.items.length > 0;
  if (useCartPresence.getState().holding !== holding) useCartPresence.setState({ holding });
});

// Another tab changed the cart (an add, a flush): take it over, so both show the same cart and
// countdown.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === cartStorageKey) void useCartStore.persist.rehydrate();
  });
}
