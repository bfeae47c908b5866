import type { CartItem, CartReply } from '@theatre/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { ticketItem } from '../cart-sample-items';

const get = vi.fn<(path: string, options?: unknown) => Promise<unknown>>();
vi.mock('../../../lib/api-client', () => ({ api: { get } }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../hooks/use-cart-translation', () => ({
  cartText: () => (key: string) => `t:${key}`,
}));

const { notify } = await import('../../../lib/notify');
const { cartDefaults, useCartStore } = await import('../stores/cart-store');
const {
  CartLostError,
  adoptCart,
  changeCart,
  ensureCartKey,
  readCart,
  renewCart,
  resetCartSession,
  spendCart,
} = await import('./cart-session');

const held = 'H'.repeat(32);
const fresh = 'F'.repeat(32);

const adult = ticketItem({ quantity: 1 });

function cart(items: CartItem[]): CartReply {
  const total = items.reduce((sum, item) => sum + item.total, 0);
  return {
    items,
    remaining_time: items.length > 0 ? 590_000 : 600_000,
    summary: { tickets: items.length, ticket_total: total, fee_total: 0, discount: 0, total },
  };
}

const expired = () => new ApiError(410, { message: 'A kosár lejárt.', code: 'cart_expired' });
const unknownKey = () =>
  new ApiError(422, {
    message: 'Érvénytelen kosárazonosító.',
    code: 'invalid_cart_key',
    errors: { cart_key: ['Érvénytelen kosárazonosító.'] },
  });

function holdCart(items: CartItem[] = [adult]): void {
  useCartStore.setState({
    ...cartDefaults,
    key: held,
    items,
    summary: cart(items).summary,
    expires_at: Date.now() + 500_000,
  });
}

describe('the cart key', () => {
  beforeEach(() => {
    resetCartSession();
    get.mockReset();
    vi.mocked(notify).mockReset();
    useCartStore.setState(cartDefaults);
  });

  it('is fetched when none is held, once for simultaneous callers', async () => {
    get.mockResolvedValue({ cart_key: fresh });
    const [a, b] = await Promise.all([ensureCartKey(), ensureCartKey()]);
    expect([a, b]).toEqual([fresh, fresh]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/cart/get-key');
    expect(useCartStore.getState().key).toBe(fresh);
    // Known good for the rest of the page load: no second call.
    await ensureCartKey();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('revalidates a held key once per page load and keeps it while valid', async () => {
    holdCart();
    get.mockResolvedValue({ cart_key: held });
    await expect(ensureCartKey()).resolves.toBe(held);
    expect(get).toHaveBeenCalledWith(`/cart/get-key/${held}`);
    expect(useCartStore.getState().items).toEqual([adult]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('flushes a held cart the server replaced, telling the visitor its tickets are gone', async () => {
    holdCart();
    get.mockResolvedValue({ cart_key: fresh });
    await expect(ensureCartKey()).resolves.toBe(fresh);
    expect(useCartStore.getState()).toMatchObject({ key: fresh, items: [], summary: null });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ tone: 'info', message: 't:timer.expired' }),
    );
  });

  it('replaces an empty held cart without a word', async () => {
    useCartStore.setState({ ...cartDefaults, key: held });
    get.mockResolvedValue({ cart_key: fresh });
    await ensureCartKey();
    expect(useCartStore.getState().key).toBe(fresh);
    expect(notify).not.toHaveBeenCalled();
  });

  it('can be fetched again after a failure', async () => {
    get.mockRejectedValueOnce(new NetworkError('offline', false));
    await expect(ensureCartKey()).rejects.toBeInstanceOf(NetworkError);
    get.mockResolvedValueOnce({ cart_key: fresh });
    await expect(ensureCartKey()).resolves.toBe(fresh);
  });
});

describe('renewing the cart', () => {
  beforeEach(() => {
    resetCartSession();
    get.mockReset();
    vi.mocked(notify).mockReset();
    useCartStore.setState(cartDefaults);
  });

  it('flushes, tells once, and fetches one new key for callers that meet', async () => {
    holdCart();
    get.mockResolvedValue({ cart_key: fresh });
    const [a, b] = await Promise.all([renewCart('expired'), renewCart('expired')]);
    expect([a, b]).toEqual([fresh, fresh]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/cart/get-key');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 't:timer.expired_title', message: 't:timer.expired' }),
    );
    expect(useCartStore.getState()).toMatchObject({ ...cartDefaults, key: fresh });
  });

  it('says the cart is no longer valid when the server does not know it', async () => {
    holdCart();
    get.mockResolvedValue({ cart_key: fresh });
    await renewCart('invalid');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 't:timer.gone' }));
  });

  it('leaves no key when the new one cannot be fetched (the next call fetches one)', async () => {
    holdCart();
    get.mockRejectedValue(new NetworkError('offline', false));
    await expect(renewCart('expired')).rejects.toBeInstanceOf(NetworkError);
    expect(useCartStore.getState()).toMatchObject({ key: null, items: [] });
  });
});

describe('changing the cart', () => {
  beforeEach(() => {
    resetCartSession();
    get.mockReset();
    vi.mocked(notify).mockReset();
    useCartStore.setState(cartDefaults);
  });

  it('sends the change with a valid key and takes the reply', async () => {
    get.mockResolvedValue({ cart_key: fresh });
    const send = vi.fn((key: string) => Promise.resolve({ ...cart([adult]), key }));
    await changeCart(send);
    expect(send).toHaveBeenCalledWith(fresh);
    const state = useCartStore.getState();
    expect(state.items).toEqual([adult]);
    expect(state.expires_at).toBeGreaterThan(Date.now() + 580_000);
  });

  it('retries an add once with a new key when the old one is unknown', async () => {
    holdCart([]);
    get.mockResolvedValueOnce({ cart_key: held }).mockResolvedValueOnce({ cart_key: fresh });
    const send = vi
      .fn<(key: string) => Promise<CartReply>>()
      .mockRejectedValueOnce(unknownKey())
      .mockResolvedValueOnce(cart([adult]));
    await expect(changeCart(send, { retryLost: true })).resolves.toEqual(cart([adult]));
    expect(send.mock.calls.map(([key]) => key)).toEqual([held, fresh]);
    expect(useCartStore.getState()).toMatchObject({ key: fresh, items: [adult] });
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects a removal on an expired cart after flushing it and telling the visitor', async () => {
    holdCart();
    get.mockResolvedValueOnce({ cart_key: held }).mockResolvedValueOnce({ cart_key: fresh });
    const send = vi.fn<(key: string) => Promise<CartReply>>().mockRejectedValue(expired());
    const error = await changeCart(send).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CartLostError);
    expect((error as InstanceType<typeof CartLostError>).code).toBe('cart_expired');
    expect(send).toHaveBeenCalledTimes(1);
    expect(useCartStore.getState()).toMatchObject({ key: fresh, items: [] });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 't:timer.expired' }));
  });

  it('passes other refusals through untouched (the catalogue has shown them)', async () => {
    holdCart();
    get.mockResolvedValue({ cart_key: held });
    const soldOut = new ApiError(409, { message: 'Elfogyott.', code: 'ticket_sold_out' });
    const error = await changeCart(() => Promise.reject(soldOut)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBe(soldOut);
    expect(useCartStore.getState().items).toEqual([adult]);
  });
});

describe('reading the cart', () => {
  beforeEach(() => {
    resetCartSession();
    get.mockReset();
    vi.mocked(notify).mockReset();
    useCartStore.setState(cartDefaults);
  });

  it('reads nothing while no key is held', async () => {
    await expect(readCart()).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it("takes the server's cart as it is, confirming the key", async () => {
    holdCart();
    get.mockResolvedValueOnce(cart([]));
    await expect(readCart()).resolves.toEqual(cart([]));
    expect(get).toHaveBeenCalledWith(`/cart/${held}`, {
      handles: ['invalid_cart_key', 'cart_expired'],
    });
    expect(useCartStore.getState().items).toEqual([]);
    // The read confirmed the key: the next change does not revalidate it.
    await ensureCartKey();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('turns an expired cart into an empty one with a new key, not an error', async () => {
    holdCart();
    get.mockRejectedValueOnce(expired()).mockResolvedValueOnce({ cart_key: fresh });
    await expect(readCart()).resolves.toBeNull();
    expect(useCartStore.getState()).toMatchObject({ key: fresh, items: [] });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('rejects on no response, so the page can offer a retry', async () => {
    holdCart();
    get.mockRejectedValueOnce(new NetworkError('offline', false));
    await expect(readCart()).rejects.toBeInstanceOf(NetworkError);
    expect(useCartStore.getState().items).toEqual([adult]);
  });
});

describe('spending the cart on an order', () => {
  beforeEach(() => {
    resetCartSession();
    get.mockReset();
    vi.mocked(notify).mockReset();
    useCartStore.setState(cartDefaults);
  });

  it('sends the held key, lets the page move on, then flushes quietly and takes a new key', async () => {
    holdCart();
    useCartStore.getState().setCheckout({ needs_invoice: 1, addressform: { name: 'Kiss Anna' } });
    get.mockResolvedValueOnce({ cart_key: held }).mockResolvedValueOnce({ cart_key: fresh });
    const order = { id: 41 };
    const send = vi
      .fn<(key: string, options: unknown) => Promise<{ id: number }>>()
      .mockResolvedValue(order);
    const seen: unknown[] = [];
    const onSpent = vi.fn((reply: { id: number }) => {
      // The page moves on while the cart still holds its lines (no empty cart in between).
      seen.push(reply.id, useCartStore.getState().items.length);
    });
    await expect(spendCart(send, onSpent)).resolves.toBe(order);
    expect(send).toHaveBeenCalledWith(held, { handles: ['invalid_cart_key', 'cart_expired'] });
    expect(seen).toEqual([41, 1]);
    // Flushed (docs/product.md §4): the lines and the billing choice go; no notice (nothing lost).
    expect(useCartStore.getState()).toMatchObject({
      items: [],
      needs_invoice: false,
      addressform: {},
    });
    await vi.waitFor(() => {
      expect(useCartStore.getState().key).toBe(fresh);
    });
    expect(get).toHaveBeenLastCalledWith('/cart/get-key');
    expect(notify).not.toHaveBeenCalled();
  });

  it('renews a lost cart, tells the visitor, and rejects with CartLostError', async () => {
    holdCart();
    get.mockResolvedValueOnce({ cart_key: held }).mockResolvedValueOnce({ cart_key: fresh });
    const onSpent = vi.fn();
    const error: unknown = await spendCart<{ id: number }>(
      () => Promise.reject(expired()),
      onSpent,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CartLostError);
    expect(onSpent).not.toHaveBeenCalled();
    expect(useCartStore.getState()).toMatchObject({ key: fresh, items: [] });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 't:timer.expired' }));
  });

  it('keeps the cart when the order is refused for another reason', async () => {
    holdCart();
    get.mockResolvedValue({ cart_key: held });
    const refused = new ApiError(422, {
      message: 'Hiányoznak a számlázási adatok.',
      code: 'billing_missing',
      errors: { needs_invoice: ['Válasszon az opciók közül!'] },
    });
    const error: unknown = await spendCart<{ id: number }>(
      () => Promise.reject(refused),
      vi.fn(),
    ).catch((caught: unknown) => caught);
    expect(error).toBe(refused);
    expect(useCartStore.getState()).toMatchObject({ key: held, items: [adult] });
  });
});

describe("adopting another browser's cart (a purchase link)", () => {
  const linked = 'L'.repeat(32);

  beforeEach(() => {
    resetCartSession();
    get.mockReset();
    vi.mocked(notify).mockReset();
    useCartStore.setState(cartDefaults);
  });

  it("drops the held cart for the link's and reads it", async () => {
    holdCart();
    useCartStore.getState().setCheckout({ needs_invoice: 1, addressform: { name: 'Kiss Anna' } });
    const reply = cart([ticketItem({ quantity: 2, total: 9800 })]);
    get.mockResolvedValue(reply);
    await expect(adoptCart(linked)).resolves.toBe(reply);
    expect(get).toHaveBeenCalledWith(`/cart/${linked}`, expect.anything());
    expect(useCartStore.getState()).toMatchObject({
      key: linked,
      items: reply.items,
      needs_invoice: false,
      addressform: {},
    });
    expect(notify).not.toHaveBeenCalled();
    // The server has just confirmed the key: the next change needs no key check.
    await expect(ensureCartKey()).resolves.toBe(linked);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice when the link is for the cart already held', async () => {
    holdCart();
    useCartStore.getState().setCheckout({ needs_invoice: 0 });
    get.mockResolvedValue(cart([adult]));
    await adoptCart(held);
    expect(useCartStore.getState()).toMatchObject({ key: held, needs_invoice: 0 });
  });

  it('gives null, quietly, when the server no longer holds the cart', async () => {
    get.mockRejectedValueOnce(expired()).mockResolvedValueOnce({ cart_key: fresh });
    await expect(adoptCart(linked)).resolves.toBeNull();
    expect(useCartStore.getState()).toMatchObject({ key: fresh, items: [] });
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects when the cart cannot be read (the page offers a retry)', async () => {
    get.mockRejectedValueOnce(new NetworkError('offline', false));
    await expect(adoptCart(linked)).rejects.toBeInstanceOf(NetworkError);
  });
});
