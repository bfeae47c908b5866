import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashCartKey } from './cart-key.js';
import {
  cartClient,
  createShow,
  expireCart,
  heldMismatches,
  liveHeld,
  solveChallengeOf,
  type ChallengeReply,
} from './cart-test-kit.js';

/**
 * Decision 0024: with no login, 467 requests in 0.74 s used to hold all 423 tickets of a
 * performance.
 * Without a challenge one client address (and one signed-in account) holds at most 20 tickets of
 * a performance at once; beyond that each further cart must carry a solved proof-of-work
 * challenge (428 `challenge_required` hands one out), up to a hard cap of 60 (429). The box office
 * is exempt; the limits are sales settings, and HOLD_LIMIT_PER_CLIENT=0 switches them off.
 */

let t: TestApp;
let cart: ReturnType<typeof cartClient>;
beforeAll(async () => {
  t = await createTestApp();
  cart = cartClient(t.app);
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** A client address of its own for each test. */
const freshIp = () => {
  ipCounter += 1;
  return `10.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

type Reply = ChallengeReply & { items?: unknown[] };

async function addFrom(
  app: TestApp['app'],
  ip: string,
  key: string,
  typeId: number,
  options: { challenge?: string; token?: string; lang?: 'hu' | 'en' } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/cart/${key}/add`,
    remoteAddress: ip,
    payload: {
      id: typeId,
      cart_key: key,
      ...(options.challenge ? { challenge: options.challenge } : {}),
    },
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json<Reply>() };
}

/** `count` tickets into a new cart from `ip`, one add each; answers the key and the statuses. */
async function fillCart(
  app: TestApp['app'],
  ip: string,
  typeId: number,
  count: number,
  token?: string,
) {
  const key = await cart.newKey();
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await addFrom(app, ip, key, typeId, { token })).status);
  }
  return { key, statuses };
}

const ok = (count: number) => Array<number>(count).fill(200);

describe('holds per client address without a challenge', () => {
  it('holds 20 tickets of a performance; the 21st is refused with 428 and a challenge', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 2 });
    const ip = freshIp();
    expect((await fillCart(t.app, ip, show.typeIds[0] ?? 0, 10)).statuses).toEqual(ok(10));
    expect((await fillCart(t.app, ip, show.typeIds[1] ?? 0, 10)).statuses).toEqual(ok(10));

    const key = await cart.newKey();
    const refused = await addFrom(t.app, ip, key, show.typeIds[2] ?? 0);
    expect(refused.status).toBe(428);
    expect(refused.body.code).toBe('challenge_required');
    expect(refused.body.message).toMatch(/20 tickets/);
    expect(refused.body.challenge?.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(refused.body.challenge?.signature).toMatch(/^[0-9a-f]{64}$/);
    const hu = await addFrom(t.app, ip, key, show.typeIds[2] ?? 0, { lang: 'hu' });
    expect(hu.status).toBe(428);
    expect(hu.body.message).toMatch(/Ön/);

    expect(
      (await liveHeld(t.database.db, show.typeIds[0] ?? 0)) +
        (await liveHeld(t.database.db, show.typeIds[1] ?? 0)) +
        (await liveHeld(t.database.db, show.typeIds[2] ?? 0)),
    ).toBe(20);
    // The refused cart was never started.
    const rows = await t.database.db
      .selectFrom('carts')
      .select('id')
      .where('key_hash', '=', hashCartKey(key))
      .execute();
    expect(rows).toEqual([]);
  });

  it('counts each address on its own, and each performance on its own', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 1 });
    const other = await createShow(t.database.db, { capacity: 423 });
    const ip = freshIp();
    await fillCart(t.app, ip, show.typeIds[0] ?? 0, 10);
    await fillCart(t.app, ip, show.typeIds[1] ?? 0, 10);
    expect((await addFrom(t.app, ip, await cart.newKey(), show.typeId)).status).toBe(428);
    expect((await addFrom(t.app, freshIp(), await cart.newKey(), show.typeId)).status).toBe(200);
    expect((await addFrom(t.app, ip, await cart.newKey(), other.typeId)).status).toBe(200);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 1 });
    await fillCart(t.app, '2001:db8:18:6::1', show.typeIds[0] ?? 0, 10);
    await fillCart(t.app, '2001:db8:18:6::2', show.typeIds[1] ?? 0, 10);
    const next = await addFrom(t.app, '2001:db8:18:6:ffff::9', await cart.newKey(), show.typeId);
    expect(next.status).toBe(428);
  });

  it('stops counting a hold the moment it expires', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 1 });
    const ip = freshIp();
    const first = await fillCart(t.app, ip, show.typeIds[0] ?? 0, 10);
    await fillCart(t.app, ip, show.typeIds[1] ?? 0, 10);
    expect((await addFrom(t.app, ip, await cart.newKey(), show.typeId)).status).toBe(428);
    await expireCart(t.database.db, hashCartKey(first.key));
    expect((await addFrom(t.app, ip, await cart.newKey(), show.typeId)).status).toBe(200);
  });
});

describe('a solved challenge', () => {
  it('unlocks its cart up to the hard cap of 60 per address; the 61st ticket is 429', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 6 });
    const ip = freshIp();
    await fillCart(t.app, ip, show.typeIds[0] ?? 0, 10);
    await fillCart(t.app, ip, show.typeIds[1] ?? 0, 10);

    // Four more carts of ten, each unlocked by a challenge of its own.
    for (let n = 2; n < 6; n += 1) {
      const typeId = show.typeIds[n] ?? 0;
      const key = await cart.newKey();
      const asked = await addFrom(t.app, ip, key, typeId);
      expect(asked.status).toBe(428);
      const solved = await addFrom(t.app, ip, key, typeId, {
        challenge: await solveChallengeOf(asked.body),
      });
      expect(solved.status).toBe(200);
      for (let i = 1; i < 10; i += 1) {
        expect((await addFrom(t.app, ip, key, typeId)).status).toBe(200);
      }
    }
    let held = 0;
    for (const typeId of show.typeIds) held += await liveHeld(t.database.db, typeId);
    expect(held).toBe(60);

    // The cap: refused whether or not the cart was unlocked, with a translated message.
    const key = await cart.newKey();
    const capped = await addFrom(t.app, ip, key, show.typeIds[6] ?? 0);
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe('hold_limit_reached');
    expect(capped.body.message).toMatch(/60 tickets/);
    const hu = await addFrom(t.app, ip, key, show.typeIds[6] ?? 0, { lang: 'hu' });
    expect(hu.status).toBe(429);
    expect(hu.body.message).toMatch(/60/);
    expect(await heldMismatches(t.database.db)).toEqual([]);
  });

  it('is spent by its first use, and a forged or tampered one is asked again', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 2 });
    const ip = freshIp();
    await fillCart(t.app, ip, show.typeIds[0] ?? 0, 10);
    await fillCart(t.app, ip, show.typeIds[1] ?? 0, 10);
    const first = await cart.newKey();
    const asked = await addFrom(t.app, ip, first, show.typeIds[2] ?? 0);
    const payload = await solveChallengeOf(asked.body);
    expect(
      (await addFrom(t.app, ip, first, show.typeIds[2] ?? 0, { challenge: payload })).status,
    ).toBe(200);

    const second = await cart.newKey();
    const reused = await addFrom(t.app, ip, second, show.typeIds[2] ?? 0, { challenge: payload });
    expect(reused.status).toBe(428);
    expect(reused.body.challenge?.signature).not.toBe(asked.body.challenge?.signature);

    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
      challenge: { parameters: { cost: number } };
    };
    decoded.challenge.parameters.cost = 1;
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect(
      (await addFrom(t.app, ip, second, show.typeIds[2] ?? 0, { challenge: tampered })).status,
    ).toBe(428);
    expect(
      (await addFrom(t.app, ip, second, show.typeIds[2] ?? 0, { challenge: 'bm90IGpzb24=' }))
        .status,
    ).toBe(428);
  });
});

describe('signed-in accounts, the box office and the switches', () => {
  it('holds 20 tickets of a performance per account, whatever the address', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 1 });
    const token = await cart.login('demo@example.com', 'Rakpart-Demo-2026');
    for (const typeId of show.typeIds) {
      const key = await cart.newKey();
      for (let i = 0; i < 10; i += 1) {
        expect((await addFrom(t.app, freshIp(), key, typeId, { token })).status).toBe(200);
      }
    }
    const next = await addFrom(t.app, freshIp(), await cart.newKey(), show.typeId, { token });
    expect(next.status).toBe(428);
    expect(next.body.code).toBe('challenge_required');
  });

  it('exempts the box office', async () => {
    const show = await createShow(t.database.db, { capacity: 423, extraTypes: 2 });
    const ip = freshIp();
    const token = await cart.login('penztar@example.com', 'Rakpart-Penztar-2026');
    for (const typeId of show.typeIds) {
      const key = await cart.newKey();
      for (let i = 0; i < 10; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/sale/${key}/add`,
          remoteAddress: ip,
          payload: { id: typeId, cart_key: key },
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        });
        expect(res.statusCode).toBe(200);
      }
    }
  });

  it('takes the free allowance, the cap and the switch from the sales settings', async () => {
    const token = await cart.login('admin@example.com', 'Rakpart-Admin-2026');
    const save = async (sales: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/sales',
        payload: {
          max_tickets_per_order: 10,
          max_tickets_per_type: 10,
          tech_fee: 0,
          tech_fee_vat_rate: '27',
          ...sales,
        },
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ settings: { sales: Record<string, unknown> } }>();
    };
    try {
      const saved = await save({
        hold_limit_enabled: true,
        hold_free_per_client: 3,
        hold_cap_per_client: 4,
      });
      expect(saved.settings.sales).toMatchObject({
        hold_limit_enabled: true,
        hold_free_per_client: 3,
        hold_cap_per_client: 4,
      });
      const show = await createShow(t.database.db, { capacity: 423 });
      const ip = freshIp();
      expect((await fillCart(t.app, ip, show.typeId, 3)).statuses).toEqual(ok(3));
      const key = await cart.newKey();
      const asked = await addFrom(t.app, ip, key, show.typeId);
      expect(asked.status).toBe(428);
      const challenge = await solveChallengeOf(asked.body);
      expect((await addFrom(t.app, ip, key, show.typeId, { challenge })).status).toBe(200);
      expect((await addFrom(t.app, ip, key, show.typeId)).status).toBe(429);

      await save({ hold_limit_enabled: false, hold_free_per_client: 3, hold_cap_per_client: 4 });
      expect((await fillCart(t.app, ip, show.typeId, 5)).statuses).toEqual(ok(5));

      // The cap cannot be below the free allowance.
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/sales',
        payload: {
          max_tickets_per_order: 10,
          max_tickets_per_type: 10,
          tech_fee: 0,
          tech_fee_vat_rate: '27',
          hold_limit_enabled: true,
          hold_free_per_client: 30,
          hold_cap_per_client: 20,
        },
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['hold_cap_per_client']);
    } finally {
      await save({ hold_limit_enabled: true, hold_free_per_client: 20, hold_cap_per_client: 60 });
    }
  });

  it('switches off with HOLD_LIMIT_PER_CLIENT=0 (load tests)', async () => {
    const off = await createTestApp({ env: { HOLD_LIMIT_PER_CLIENT: '0' } });
    try {
      const show = await createShow(off.database.db, { capacity: 423, extraTypes: 2 });
      const ip = freshIp();
      for (const typeId of show.typeIds) {
        const key = (await off.app.inject({ method: 'GET', url: '/api/cart/get-key' })).json<{
          cart_key: string;
        }>().cart_key;
        for (let i = 0; i < 10; i += 1) {
          expect((await addFrom(off.app, ip, key, typeId)).status).toBe(200);
        }
      }
    } finally {
      await off.close();
    }
  });
});
