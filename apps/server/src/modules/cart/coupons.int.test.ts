import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/database.js';
import { hashCartKey } from './cart-key.js';
import {
  cartClient,
  createShow,
  expireCart,
  heldMismatches,
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
let login: (email: string, password: string) => Promise<string>;
beforeAll(() => {
  ({ call, newKey, add, login } = cartClient(t.app));
});

let ipCounter = 0;
/**
 * Each coupon attempt from an address of its own: these tests are about the coupons, not the
 * limit of failed codes per address (coupon-attempts.int.test.ts).
 */
const addCoupon = (
  key: string,
  code: string,
  options: { token?: string; lang?: 'hu' | 'en' } = {},
) => {
  ipCounter += 1;
  return call('POST', '/api/coupon/add', {
    body: { coupon_id: code, cart_key: key },
    ip: `10.44.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    ...options,
  });
};

let couponCounter = 0;
async function createCoupon(
  db: Db,
  values: {
    kind?: 'percent' | 'fixed';
    value?: number;
    max_uses?: number | null;
    max_uses_per_user?: number | null;
    valid_from?: Date | null;
    valid_until?: Date | null;
    active?: boolean;
    eventIds?: number[];
    ticketTypeIds?: number[];
  } = {},
): Promise<string> {
  couponCounter += 1;
  const code = `TEST${Date.now().toString(36).toUpperCase()}${couponCounter}`;
  const { id } = await db
    .insertInto('coupons')
    .values({
      code,
      name: `Teszt kupon ${couponCounter}`,
      name_en: `Test coupon ${couponCounter}`,
      kind: values.kind ?? 'percent',
      value: values.value ?? 10,
      max_uses: values.max_uses ?? null,
      max_uses_per_user: values.max_uses_per_user ?? null,
      valid_from: values.valid_from ?? null,
      valid_until: values.valid_until ?? null,
      active: values.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const eventId of values.eventIds ?? []) {
    await db.insertInto('coupon_targets').values({ coupon_id: id, event_id: eventId }).execute();
  }
  for (const ticketTypeId of values.ticketTypeIds ?? []) {
    await db
      .insertInto('coupon_targets')
      .values({ coupon_id: id, ticket_type_id: ticketTypeId })
      .execute();
  }
  return code;
}

describe('coupons', () => {
  it('a percentage coupon adds a discount line; the fee is never discounted', async () => {
    const { typeId } = await createShow(t.database.db, { price: 4990, techFee: 300 });
    const key = await newKey();
    await add(key, typeId);
    await add(key, typeId);
    // Any case; the demo's PREMIER10 takes 10 % off every performance.
    const res = await addCoupon(key, 'premier10');
    expect(res.status).toBe(200);
    expect(res.body.items.at(-1)).toMatchObject({
      coupon_id: 'PREMIER10',
      name: 'Bemutatói kedvezmény (10%)',
      name_translations: { en: 'Premiere discount (10%)' },
      price: -998,
      quantity: 1,
      total: -998,
    });
    expect(res.body.summary).toEqual({
      tickets: 2,
      ticket_total: 9980,
      fee_total: 600,
      discount: 998,
      total: 9582,
    });
    // The cart keeps it.
    const got = await call('GET', `/api/cart/${key}`);
    expect(got.body.summary.discount).toBe(998);
  });

  it('a fixed coupon takes at most the total of the lines it applies to', async () => {
    const { typeIds, eventId } = await createShow(t.database.db, {
      price: 1500,
      extraTypes: 1,
      techFee: 0,
    });
    const [cheap, dear] = typeIds as [number, number];
    const code = await createCoupon(t.database.db, {
      kind: 'fixed',
      value: 2000,
      ticketTypeIds: [cheap],
    });
    const key = await newKey();
    await add(key, cheap);
    await add(key, dear);
    const res = await addCoupon(key, code);
    expect(res.body.summary).toMatchObject({ ticket_total: 4000, discount: 1500, total: 2500 });
    const eventWide = await createCoupon(t.database.db, {
      kind: 'fixed',
      value: 2000,
      eventIds: [eventId],
    });
    const replaced = await addCoupon(key, eventWide);
    expect(replaced.body.summary).toMatchObject({ discount: 2000, total: 2000 });
    expect(replaced.body.items.filter((item) => item.coupon_id)).toHaveLength(1);
  });

  it('any add, remove or delete removes the coupon and says so', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    for (const change of ['add', 'remove', 'add', 'delete'] as const) {
      await add(key, typeId);
      expect((await addCoupon(key, 'PREMIER10')).status).toBe(200);
      const res = await call('POST', `/api/cart/${key}/${change}`, {
        body: { id: typeId, cart_key: key },
        lang: 'hu',
      });
      expect(res.status).toBe(200);
      expect(res.body.items.some((item) => item.coupon_id)).toBe(false);
      expect(res.body.info_msg).toBe(
        'A jegyek száma módosult, ezért a kuponkódot eltávolítottuk. Kérjük, adja meg újra az összesítő lépésben.',
      );
      expect((await call('GET', `/api/cart/${key}`)).body.summary.discount).toBe(0);
    }
  });

  it('coupon/delete removes it with 204', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    await addCoupon(key, 'PREMIER10');
    const res = await call('POST', '/api/coupon/delete', { body: { cart_key: key } });
    expect(res.status).toBe(204);
    const got = await call('GET', `/api/cart/${key}`);
    expect(got.body.items.some((item) => item.coupon_id)).toBe(false);
    expect(got.body.info_msg).toBeUndefined();
  });

  it('invalid coupon code: unknown, inactive, not yet or no longer valid, or malformed', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    const inactive = await createCoupon(t.database.db, { active: false });
    const early = await createCoupon(t.database.db, {
      valid_from: new Date(Date.now() + 3_600_000),
    });
    const late = await createCoupon(t.database.db, { valid_until: new Date(Date.now() - 1000) });
    for (const code of ['NOSUCHCODE', inactive, early, late]) {
      const res = await addCoupon(key, code);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'coupon_invalid',
        errors: { coupon_id: ['Invalid coupon code.'] },
      });
    }
    const hu = await addCoupon(key, 'NOSUCHCODE', { lang: 'hu' });
    expect(hu.body.message).toBe('Érvénytelen kuponkód.');
    const malformed = await addCoupon(key, 'no spaces!');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.coupon_id).toHaveLength(1);
  });

  it('cannot be applied: an empty cart, or none of its performances', async () => {
    const { typeId } = await createShow(t.database.db);
    const other = await createShow(t.database.db);
    const onlyOther = await createCoupon(t.database.db, { eventIds: [other.eventId] });
    const empty = await newKey();
    expect((await addCoupon(empty, 'PREMIER10')).body.code).toBe('coupon_not_applicable');
    const key = await newKey();
    await add(key, typeId);
    const res = await addCoupon(key, onlyOther);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'coupon_not_applicable',
      errors: { coupon_id: ['The coupon cannot be applied to the items in the cart.'] },
    });
  });

  it('two buyers racing for the last use: exactly one gets it', async () => {
    const { typeId } = await createShow(t.database.db);
    const code = await createCoupon(t.database.db, { max_uses: 1 });
    const keys = await Promise.all(Array.from({ length: 8 }, () => newKey()));
    for (const key of keys) await add(key, typeId);
    const replies = await Promise.all(keys.map((key) => addCoupon(key, code)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(refused).toHaveLength(7);
    expect(refused[0]?.body).toMatchObject({
      code: 'coupon_used',
      errors: { coupon_id: ['This coupon has already been used.'] },
    });
  });

  it('a use held by an expired cart counts no more; one given back is free again', async () => {
    const { typeId } = await createShow(t.database.db);
    const code = await createCoupon(t.database.db, { max_uses: 1 });
    const first = await newKey();
    await add(first, typeId);
    expect((await addCoupon(first, code)).status).toBe(200);
    const second = await newKey();
    await add(second, typeId);
    expect((await addCoupon(second, code)).body.code).toBe('coupon_used');
    await expireCart(t.database.db, hashCartKey(first));
    expect((await addCoupon(second, code)).status).toBe(200);
    await call('POST', '/api/coupon/delete', { body: { cart_key: second } });
    const third = await newKey();
    await add(third, typeId);
    expect((await addCoupon(third, code)).status).toBe(200);
  });

  it('the per-user limit follows the signed-in buyer across carts', async () => {
    const { typeId } = await createShow(t.database.db);
    const code = await createCoupon(t.database.db, { max_uses_per_user: 1 });
    const token = await login('demo@example.com', 'Rakpart-Demo-2026');
    const first = await newKey();
    await add(first, typeId, token);
    expect((await addCoupon(first, code, { token })).status).toBe(200);
    // The same cart may apply it again (no second use).
    expect((await addCoupon(first, code, { token })).status).toBe(200);
    const second = await newKey();
    await add(second, typeId, token);
    expect((await addCoupon(second, code, { token })).body.code).toBe('coupon_used');
    // Someone else may.
    const guest = await newKey();
    await add(guest, typeId);
    expect((await addCoupon(guest, code)).status).toBe(200);
  });

  it('an expired cart cannot take a coupon', async () => {
    const { typeId } = await createShow(t.database.db);
    const key = await newKey();
    await add(key, typeId);
    await expireCart(t.database.db, hashCartKey(key));
    const res = await addCoupon(key, 'PREMIER10');
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('cart_expired');
  });
});

describe('bookkeeping', () => {
  it("keeps every ticket type's held count equal to its hold rows", async () => {
    expect(await heldMismatches(t.database.db)).toEqual([]);
  });
});
