import { describe, expect, it } from 'vitest';
import { hashCartKey, newCartKey } from './cart-key.js';
import { createShow, heldMismatches, liveHeld } from './cart-test-kit.js';
import { add, call, login, newKey, t } from './cart-test-support.js';

// What the cart refuses (the error catalogue: bad keys and bodies, performances not to be found
// or not on sale, sold out, the limits per ticket type and per order), adds racing each other in
// one process, and the held counts kept equal to the hold rows after all of it.

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
