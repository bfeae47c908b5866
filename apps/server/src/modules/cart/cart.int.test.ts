import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashCartKey, newCartKey } from './cart-key.js';
import {
  cartClient,
  createShow,
  expireCart,
  heldMismatches,
  liveHeld,
  type CartResult,
} from './cart-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let call: ReturnType<typeof cartClient>['call'];
let newKey: () => Promise<string>;
let add: (key: string, id: number, token?: string) => Promise<CartResult>;
let remove: (key: string, id: number) => Promise<CartResult>;
let del: (key: string, id: number) => Promise<CartResult>;
let login: (email: string, password: string) => Promise<string>;
beforeAll(() => {
  ({ call, newKey, add, remove, del, login } = cartClient(t.app));
});

describe('cart keys', () => {
  it('issues 32-character keys and keeps a good one', async () => {
    const key = await newKey();
    expect(key).toHaveLength(32);
    expect(key).not.toBe(await newKey());
    const again = await call<{ cart_key: string }>('GET', `/api/cart/get-key/${key}`);
    expect(again.body.cart_key).toBe(key);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('replaces a forged, malformed or expired key', async () => {
    const forged = newCartKey('another-secret-that-is-long-enough-32');
    expect(
      (await call<{ cart_key: string }>('GET', `/api/cart/get-key/${forged}`)).body.cart_key,
    ).not.toBe(forged);
    expect(
      (await call<{ cart_key: string }>('GET', '/api/cart/get-key/short')).body.cart_key,
    ).toHaveLength(32);

    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    expect((await add(key, typeId)).status).toBe(200);
    await expireCart(t.database.db, hashCartKey(key));
    const replaced = await call<{ cart_key: string }>('GET', `/api/cart/get-key/${key}`);
    expect(replaced.body.cart_key).not.toBe(key);
  });
});

describe('adding, removing and deleting', () => {
  it('starts a line at 1, increments it, and shows the fee line and the totals', async () => {
    const { typeId, url, eventId } = await createShow(t.database.db, { price: 4500, techFee: 300 });
    const key = await newKey();

    const empty = await call('GET', `/api/cart/${key}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ items: [], remaining_time: 600_000 });

    const first = await add(key, typeId);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      {
        id: typeId,
        name: 'Jegy 1',
        name_translations: { en: 'Ticket 1' },
        price: 4500,
        quantity: 1,
        event_data: {
          url,
          name: expect.stringContaining('Próbaelőadás') as string,
          name_translations: { en: expect.stringContaining('Test show') as string },
          img_path: '/storage/posters/default.svg',
          start_date: expect.any(String) as string,
        },
        total: 4500,
      },
      {
        id: 'fee-300',
        name: 'Kezelési költség',
        name_translations: { en: 'Technical fee' },
        price: 300,
        quantity: 1,
        tech_fee: 300,
        total: 300,
      },
    ]);
    expect(first.body.remaining_time).toBeGreaterThan(590_000);
    expect(first.body.remaining_time).toBeLessThanOrEqual(600_000);
    expect(first.body.info_msg).toBeUndefined();

    const second = await add(key, typeId);
    expect(second.body.items[0]?.quantity).toBe(2);
    expect(second.body.items[1]).toMatchObject({ tech_fee: 300, quantity: 2, total: 600 });
    expect(second.body.summary).toEqual({
      tickets: 2,
      ticket_total: 9000,
      fee_total: 600,
      discount: 0,
      total: 9600,
    });
    expect(await liveHeld(t.database.db, typeId)).toBe(2);

    const shown = await call<{ id: number; quantity: number }[]>(
      'GET',
      `/api/events/${eventId}/ticket-infos`,
    );
    expect(shown.body[0]?.quantity).toBe(98);

    const got = await call('GET', `/api/cart/${key}`);
    expect(got.body.items).toEqual(second.body.items);
  });

  it('uses the shop-wide fee when the performance has none', async () => {
    const { typeId } = await createShow(t.database.db, { techFee: null });
    const key = await newKey();
    const reply = await add(key, typeId);
    // The demo's 'sales' setting: 290 Ft.
    expect(reply.body.items[1]).toMatchObject({ id: 'fee-290', tech_fee: 290 });
  });

  it('decrements, drops a line at 0, and deletes a line', async () => {
    const { typeIds } = await createShow(t.database.db, { extraTypes: 1, techFee: 0 });
    const [a, b] = typeIds as [number, number];
    const key = await newKey();
    await add(key, a);
    await add(key, a);
    await add(key, b);

    const removed = await remove(key, a);
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((item) => [item.id, item.quantity])).toEqual([
      [a, 1],
      [b, 1],
    ]);
    const dropped = await remove(key, a);
    expect(dropped.body.items.map((item) => item.id)).toEqual([b]);
    expect((await remove(key, a)).status).toBe(404);

    await add(key, b);
    const deleted = await del(key, b);
    expect(deleted.status).toBe(200);
    expect(deleted.body.items).toEqual([]);
    expect(deleted.body.summary.total).toBe(0);
    expect(await liveHeld(t.database.db, b)).toBe(0);
    expect((await del(key, b)).status).toBe(404);
  });

  it('never extends the hold: a later add keeps the first ticket’s expiry', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    // Pretend the first ticket was taken nine minutes ago.
    await t.database.db
      .updateTable('carts')
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where('key_hash', '=', hashCartKey(key))
      .execute();
    await remove(key, typeId);
    const again = await add(key, typeId);
    expect(again.status).toBe(200);
    expect(again.body.remaining_time).toBeLessThanOrEqual(60_000);
  });
});

describe('expiry', () => {
  it('releases the tickets the instant the hold expires, before any sweep', async () => {
    const { typeId, eventId } = await createShow(t.database.db, { capacity: 2 });
    const first = await newKey();
    await add(first, typeId);
    await add(first, typeId);
    // The first buyer's ten minutes are nearly over: 400 ms left.
    await expireCart(t.database.db, hashCartKey(first), -400);
    const second = await newKey();
    expect((await add(second, typeId)).status).toBe(409);
    // Not sold out: every ticket is only held (issue 18).
    const allHeld = await call<{ sold_out: boolean; all_held: boolean }[]>(
      'GET',
      `/api/events/${eventId}/ticket-infos`,
    );
    expect(allHeld.body[0]).toMatchObject({ sold_out: false, all_held: true });

    await new Promise((resolve) => setTimeout(resolve, 450));
    const shown = await call<{ quantity: number; sold_out: boolean }[]>(
      'GET',
      `/api/events/${eventId}/ticket-infos`,
    );
    expect(shown.body[0]).toMatchObject({ quantity: 2, sold_out: false });
    // Nothing swept the holds; the process's sold-out memory ended with the first hold's expiry.
    expect((await add(second, typeId)).status).toBe(200);

    // The expired cart is gone for its holder.
    const expired = await add(first, typeId);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('cart_expired');
    expect((await call('GET', `/api/cart/${first}`)).status).toBe(410);
  });

  it('housekeeping deletes long-expired carts and records it', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    await expireCart(t.database.db, hashCartKey(key), 2 * 3_600_000);
    const { pruneExpiredCarts } = await import('./prune-expired-carts.js');
    expect(await pruneExpiredCarts(t.database.db)).toBeGreaterThanOrEqual(1);
    const cart = await t.database.db
      .selectFrom('carts')
      .select('id')
      .where('key_hash', '=', hashCartKey(key))
      .executeTakeFirst();
    expect(cart).toBeUndefined();
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'cart.expired')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the error catalogue', () => {
  it('invalid cart key: forged, mismatched, or badly shaped', async () => {
    const { typeId } = await createShow(t.database.db);
    const forged = newCartKey('another-secret-that-is-long-enough-32');
    const res = await add(forged, typeId);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'invalid_cart_key',
      message: 'Invalid cart key.',
      errors: { cart_key: ['Invalid cart key.'] },
    });
    const key = await newKey();
    const other = await newKey();
    const mismatch = await call('POST', `/api/cart/${key}/add`, {
      body: { id: typeId, cart_key: other },
    });
    expect(mismatch.body.code).toBe('invalid_cart_key');
    const short = await call('POST', `/api/cart/${key}/add`, {
      body: { id: typeId, cart_key: 'abc' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors?.cart_key).toEqual(['The cart key is exactly 32 characters long.']);
    expect((await call('GET', '/api/cart/not-a-key')).status).toBe(422);
    const hu = await call('GET', `/api/cart/${forged}`, { lang: 'hu' });
    expect(hu.body.message).toBe('Érvénytelen kosárazonosító.');
  });

  it('bad bodies are 422 and change nothing', async () => {
    const key = await newKey();
    for (const body of [
      {},
      { cart_key: key },
      { id: 'x', cart_key: key },
      { id: -1, cart_key: key },
    ]) {
      const res = await call('POST', `/api/cart/${key}/add`, { body });
      expect(res.status).toBe(422);
    }
    const none = await t.database.db
      .selectFrom('carts')
      .select('id')
      .where('key_hash', '=', hashCartKey(key))
      .executeTakeFirst();
    expect(none).toBeUndefined();
  });

  it('event cannot be found: unknown type, unpublished, VIP-only for others', async () => {
    const key = await newKey();
    const unknown = await add(key, 2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('event_not_found');

    const hidden = await createShow(t.database.db, { published: false });
    expect((await add(key, hidden.typeId)).body.code).toBe('event_not_found');

    const vipType = await createShow(t.database.db, { typeVipOnly: true });
    const vipEvent = await createShow(t.database.db, { eventVipOnly: true });
    expect((await add(key, vipType.typeId)).body.code).toBe('event_not_found');
    expect((await add(key, vipEvent.typeId)).body.code).toBe('event_not_found');
    // The body's logged-in flag changes nothing; a VIP's token does.
    const vip = await login('vip@example.com', 'Rakpart-VIP-2026');
    const vipKey = await newKey();
    expect((await add(vipKey, vipType.typeId, vip)).status).toBe(200);
    expect((await add(vipKey, vipEvent.typeId, vip)).status).toBe(200);
    const demo = await login('demo@example.com', 'Rakpart-Demo-2026');
    expect((await add(await newKey(), vipType.typeId, demo)).status).toBe(404);
  });

  it('not on sale yet, or any more', async () => {
    const key = await newKey();
    const later = await createShow(t.database.db, {
      saleStartsAt: new Date(Date.now() + 86_400_000 / 2),
    });
    const ended = await createShow(t.database.db, { saleEndsAt: new Date(Date.now() - 1000) });
    for (const show of [later, ended]) {
      const res = await add(key, show.typeId);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('sale_closed');
    }
  });

  it('ticket type sold out', async () => {
    const { typeId } = await createShow(t.database.db, { capacity: 10, sold: 10 });
    const res = await add(await newKey(), typeId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'ticket_sold_out',
      message: 'This ticket type is sold out.',
    });
  });

  it('the limits per ticket type and per order are settings', async () => {
    await t.database.db
      .updateTable('settings')
      .set({
        value: JSON.stringify({ max_tickets_per_order: 3, max_tickets_per_type: 2, tech_fee: 290 }),
      })
      .where('key', '=', 'sales')
      .execute();
    try {
      const { typeIds } = await createShow(t.database.db, { extraTypes: 1 });
      const [a, b] = typeIds as [number, number];
      const key = await newKey();
      expect((await add(key, a)).status).toBe(200);
      expect((await add(key, a)).status).toBe(200);
      const perType = await add(key, a);
      expect(perType.status).toBe(409);
      expect(perType.body).toMatchObject({
        code: 'cart_limit_type',
        message: 'An order can have at most 2 tickets of this type.',
      });
      expect((await add(key, b)).status).toBe(200);
      const perOrder = await add(key, b);
      expect(perOrder.body).toMatchObject({
        code: 'cart_limit_order',
        message: 'An order can have at most 3 tickets.',
      });
    } finally {
      await t.database.db
        .updateTable('settings')
        .set({
          value: JSON.stringify({
            max_tickets_per_order: 10,
            max_tickets_per_type: 10,
            tech_fee: 290,
          }),
        })
        .where('key', '=', 'sales')
        .execute();
    }
  });

  it('a retired key (its order stored) is invalid', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    await t.database.db
      .updateTable('carts')
      .set({ retired_at: new Date() })
      .where('key_hash', '=', hashCartKey(key))
      .execute();
    expect((await add(key, typeId)).body.code).toBe('invalid_cart_key');
    expect((await call('GET', `/api/cart/${key}`)).body.code).toBe('invalid_cart_key');
    const fresh = await call<{ cart_key: string }>('GET', `/api/cart/get-key/${key}`);
    expect(fresh.body.cart_key).not.toBe(key);
  });
});

describe('concurrency within one process', () => {
  it('300 adds from 300 carts on a type of 100 hold exactly 100', async () => {
    const { typeId } = await createShow(t.database.db, { capacity: 100 });
    const keys = await Promise.all(Array.from({ length: 300 }, () => newKey()));
    // 300 buyers, each from an address of its own (the per-client limits are not the subject).
    const replies = await Promise.all(
      keys.map((key, i) =>
        call('POST', `/api/cart/${key}/add`, {
          body: { id: typeId, cart_key: key },
          ip: `10.31.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(200);
    expect(await liveHeld(t.database.db, typeId)).toBe(100);
  });

  it('one cart adding in parallel never passes its limit', async () => {
    const { typeId } = await createShow(t.database.db, { capacity: 100 });
    const key = await newKey();
    const replies = await Promise.all(Array.from({ length: 25 }, () => add(key, typeId)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    expect(await liveHeld(t.database.db, typeId)).toBe(10);
  });
});

describe('bookkeeping', () => {
  it("keeps every ticket type's held count equal to its hold rows", async () => {
    expect(await heldMismatches(t.database.db)).toEqual([]);
  });
});
