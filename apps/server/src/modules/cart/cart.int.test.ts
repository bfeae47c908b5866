import { describe, expect, it } from 'vitest';
import { hashCartKey, newCartKey } from './cart-key.js';
import { createShow, expireCart, liveHeld } from './cart-test-kit.js';
import { add, call, del, newKey, remove, t } from './cart-test-support.js';

// A cart at work: its keys, adding, removing and deleting tickets with the fee line and the
// totals, and its expiry. What it refuses, and adds racing each other, are in
// cart-errors.int.test.ts.

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
          id: eventId,
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
    // Not sold out: every ticket is only held (decision 0024).
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
