import { cartHoldMs, cartKey, type CartItem, type CartReply } from '@theatre/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { discountItem, feeItem, sampleEvent, ticketItem } from '../cart-sample-items';

const storage = localStorage;

const {
  cartDefaults,
  cartStorageKey,
  holdMs,
  isCartItem,
  isCartKey,
  restoreCart,
  ticketCount,
  useCartStore,
} = await import('./cart-store');

const key = 'k'.repeat(16) + 'A1_-'.repeat(4);
const otherKey = 'x'.repeat(32);

const adult = ticketItem();
const student = ticketItem({ id: 13, name: 'Diák', price: 2900, quantity: 1 });
const fee = feeItem(3, 300);
const discount = discountItem(1270);

function reply(items: CartItem[], extra: Partial<CartReply> = {}): CartReply {
  const tickets = ticketCount(items);
  const ticketTotal = items
    .filter((item) => item.coupon_id === undefined && item.tech_fee === undefined)
    .reduce((sum, item) => sum + item.total, 0);
  return {
    items,
    remaining_time: items.length > 0 ? 540_000 : 600_000,
    summary: {
      tickets,
      ticket_total: ticketTotal,
      fee_total: 0,
      discount: 0,
      total: ticketTotal,
    },
    ...extra,
  };
}

function stored(): { state: Record<string, unknown>; version: number } | null {
  const raw = storage.getItem(cartStorageKey);
  return raw === null
    ? null
    : (JSON.parse(raw) as { state: Record<string, unknown>; version: number });
}

const now = 1_800_000_000_000;

describe('cart store', () => {
  beforeEach(() => {
    useCartStore.setState({ ...cartDefaults, payment_method: 2 });
  });

  it("starts with the spec's defaults", () => {
    expect(useCartStore.getState()).toMatchObject({
      items: [],
      key: null,
      payment_method: 2,
      needs_invoice: false,
      is_company: false,
      nav_error: false,
      addressform: {},
      remaining_time: 600_000,
      info_msg: null,
      summary: null,
      expires_at: null,
    });
  });

  it('takes a reply for its key: items, totals, and when the hold ends', () => {
    const store = useCartStore.getState();
    store.setKey(key);
    store.applyReply(key, reply([adult, fee]), { now, change: true });
    const state = useCartStore.getState();
    expect(state.items).toEqual([adult, fee]);
    expect(state.summary?.tickets).toBe(2);
    expect(state.remaining_time).toBe(540_000);
    expect(state.expires_at).toBe(now + 540_000);
    expect(stored()?.state).toMatchObject({ key, items: [adult, fee], expires_at: now + 540_000 });
  });

  it('ignores a late reply for a key it no longer holds', () => {
    useCartStore.getState().setKey(key);
    useCartStore.getState().applyReply(otherKey, reply([adult]), { now, change: true });
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('has no end of hold while the cart is empty', () => {
    useCartStore.getState().setKey(key);
    useCartStore.getState().applyReply(key, reply([adult]), { now, change: true });
    useCartStore.getState().applyReply(key, reply([]), { now: now + 1000, change: true });
    expect(useCartStore.getState()).toMatchObject({
      items: [],
      expires_at: null,
      remaining_time: 600_000,
    });
  });

  it("shows a change's info message, keeps it over a plain read, replaces it on the next change", () => {
    const store = useCartStore.getState();
    store.setKey(key);
    store.applyReply(key, reply([adult, discount]), { now, change: true });
    store.applyReply(key, reply([adult], { info_msg: 'A kuponkódot eltávolítottuk.' }), {
      now,
      change: true,
    });
    expect(useCartStore.getState().info_msg).toBe('A kuponkódot eltávolítottuk.');
    store.applyReply(key, reply([adult]), { now, change: false });
    expect(useCartStore.getState().info_msg).toBe('A kuponkódot eltávolítottuk.');
    store.applyReply(key, reply([adult, student]), { now, change: true });
    expect(useCartStore.getState().info_msg).toBeNull();
  });

  it('drops the message when asked', () => {
    useCartStore.getState().setKey(key);
    useCartStore
      .getState()
      .applyReply(key, reply([adult], { info_msg: 'x' }), { now, change: true });
    useCartStore.getState().dismissInfo();
    expect(useCartStore.getState().info_msg).toBeNull();
  });

  it('flushes as docs/product.md §4 says, keeping the payment method', () => {
    useCartStore.setState({
      key,
      items: [adult, fee],
      summary: reply([adult]).summary,
      expires_at: now,
      remaining_time: 1000,
      payment_method: 1,
      needs_invoice: 1,
      is_company: true,
      nav_error: true,
      addressform: { city: 'Budapest' },
      info_msg: 'x',
    });
    useCartStore.getState().flush();
    expect(useCartStore.getState()).toMatchObject({
      ...cartDefaults,
      payment_method: 1,
    });
    expect(stored()?.state).toMatchObject({ key: null, items: [], payment_method: 1 });
  });

  it('counts tickets only (not the fee, not the discount)', () => {
    expect(ticketCount([adult, student, fee, discount])).toBe(3);
    expect(ticketCount([])).toBe(0);
  });
});

describe('the copies of the contract', () => {
  it('hold for 10 minutes, as the contract says', () => {
    expect(holdMs).toBe(cartHoldMs);
  });

  it('accept exactly the keys the contract accepts', () => {
    for (const value of [key, 'a'.repeat(31), 'a'.repeat(33), `${'a'.repeat(31)}!`, '', 7]) {
      expect(isCartKey(value)).toBe(cartKey.safeParse(value).success);
    }
  });
});

describe('the stored cart', () => {
  const good = {
    items: [adult, fee, discount],
    key,
    payment_method: 1,
    needs_invoice: 0,
    is_company: true,
    nav_error: false,
    addressform: { zip: '1051', city: 'Budapest' },
    remaining_time: 420_000,
    info_msg: 'Módosult.',
    summary: { tickets: 2, ticket_total: 9800, fee_total: 900, discount: 1270, total: 9430 },
    expires_at: now,
  };

  it('is restored as it was', () => {
    expect(restoreCart(good)).toEqual(good);
  });

  it('is rehydrated from localStorage through the guards', async () => {
    storage.setItem(cartStorageKey, JSON.stringify({ state: good, version: 1 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject(good);
  });

  it('drops each field that fails its guard, falling back to the default', () => {
    expect(
      restoreCart({
        ...good,
        key: 'too-short',
        payment_method: 3,
        needs_invoice: true,
        is_company: 'yes',
        nav_error: 1,
        addressform: { city: 7 },
        remaining_time: -5,
      }),
    ).toEqual(cartDefaults);
  });

  it('keeps no lines without the key, totals and end of hold that go with them', () => {
    for (const broken of [
      { ...good, key: null },
      { ...good, summary: { tickets: 2 } },
      { ...good, expires_at: 'soon' },
    ]) {
      const restored = restoreCart(broken);
      expect(restored.items).toEqual([]);
      expect(restored.summary).toBeNull();
      expect(restored.expires_at).toBeNull();
      expect(restored.info_msg).toBeNull();
    }
  });

  it('drops the whole list when one line is malformed (the totals would not match)', () => {
    const restored = restoreCart({ ...good, items: [adult, { ...fee, quantity: -1 }] });
    expect(restored.items).toEqual([]);
    expect(restored.key).toBe(key);
  });

  it('reads anything that is not an object as an empty cart', () => {
    expect(restoreCart(null)).toEqual(cartDefaults);
    expect(restoreCart('cart')).toEqual(cartDefaults);
    expect(restoreCart([good])).toEqual(cartDefaults);
  });

  it('checks the shape of a line', () => {
    expect(isCartItem(adult)).toBe(true);
    expect(isCartItem(fee)).toBe(true);
    expect(isCartItem(discount)).toBe(true);
    expect(isCartItem({ ...adult, price: 49.5 })).toBe(false);
    expect(isCartItem({ ...adult, id: null })).toBe(false);
    expect(isCartItem({ ...adult, name_translations: {} })).toBe(false);
    expect(isCartItem({ ...adult, coupon_id: 5 })).toBe(false);
    expect(isCartItem({ ...adult, event_data: { ...sampleEvent, url: 1 } })).toBe(false);
    expect(isCartItem({ ...adult, total: undefined })).toBe(false);
  });
});

describe('the checkout choices kept with the cart', () => {
  beforeEach(() => {
    useCartStore.setState(cartDefaults);
  });

  it('start undecided: no invoice or receipt chosen, a private buyer, no lookup error', () => {
    expect(cartDefaults).toMatchObject({
      needs_invoice: false,
      is_company: false,
      nav_error: false,
      addressform: {},
      payment_method: 2,
    });
  });

  it('take the billing step changes, field by field, and persist them', () => {
    const store = useCartStore.getState();
    store.setKey(key);
    store.setCheckout({ needs_invoice: 1 });
    store.setCheckout({ is_company: true, addressform: { name: 'Rakpart Kft.', zip: '1011' } });
    store.setCheckout({ nav_error: true });
    expect(useCartStore.getState()).toMatchObject({
      needs_invoice: 1,
      is_company: true,
      nav_error: true,
      addressform: { name: 'Rakpart Kft.', zip: '1011' },
    });
    const persisted = JSON.parse(storage.getItem(cartStorageKey) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(persisted.state).toMatchObject({ needs_invoice: 1, is_company: true, nav_error: true });
    expect(restoreCart(persisted.state)).toMatchObject({
      needs_invoice: 1,
      addressform: { name: 'Rakpart Kft.', zip: '1011' },
    });
  });

  it('ignore values of the wrong shape', () => {
    const store = useCartStore.getState();
    store.setCheckout({ needs_invoice: 2 as unknown as 1, addressform: { zip: 1 } as never });
    expect(useCartStore.getState()).toMatchObject({ needs_invoice: false, addressform: {} });
  });

  it('are reset by a flush (docs/product.md §4)', () => {
    const store = useCartStore.getState();
    store.setCheckout({
      needs_invoice: 0,
      is_company: true,
      nav_error: true,
      addressform: { a: 'b' },
    });
    store.flush();
    expect(useCartStore.getState()).toMatchObject({
      needs_invoice: false,
      is_company: false,
      nav_error: false,
      addressform: {},
    });
  });
});
