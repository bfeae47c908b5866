import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cartClient, createShow } from './cart-test-kit.js';

/**
 * Decision 0024: coupon codes could be guessed (300 tries in 1.1 s, no limit). Failed code
 * attempts are limited per client address and per cart: 10 in 15 minutes, then 429 (even for a
 * good code: a success must not tell a guesser that the 11th try was right). A code that works
 * does not count.
 */

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;
let cart: ReturnType<typeof cartClient>;
let typeId = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
  cart = cartClient(t.app);
  ({ typeId } = await createShow(t.database.db, { capacity: 400 }));
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

async function tryCode(key: string, code: string, ip: string, lang: 'hu' | 'en' = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/coupon/add',
    remoteAddress: ip,
    payload: { coupon_id: code, cart_key: key },
    headers: { 'accept-language': lang },
  });
  return {
    status: res.statusCode,
    body: res.json<{ code?: string; message?: string }>(),
    retryAfter: res.headers['retry-after'],
  };
}

/** A new cart with one ticket (added from its own address: adds are not what is counted). */
async function cartWithTicket(): Promise<string> {
  const key = await cart.newKey();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cart/${key}/add`,
    remoteAddress: freshIp(),
    payload: { id: typeId, cart_key: key },
  });
  expect(res.statusCode).toBe(200);
  return key;
}

describe('failed coupon codes per client address', () => {
  it('allows 10 failed codes in 15 minutes, then answers 429; a good code does not count', async () => {
    const ip = freshIp();
    // Codes that work do not count, however many.
    for (let i = 0; i < 12; i += 1) {
      expect((await tryCode(await cartWithTicket(), 'PREMIER10', ip)).status).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      const res = await tryCode(await cartWithTicket(), `GUESS${i}X`, ip);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('coupon_invalid');
    }
    const refused = await tryCode(await cartWithTicket(), 'GUESS10X', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('coupon_attempts_exceeded');
    expect(refused.body.message).toMatch(/coupon codes/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The 11th try is refused even when it is right: a success would give the guess away.
    const right = await tryCode(await cartWithTicket(), 'PREMIER10', ip, 'hu');
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Kérjük/);

    // Another address is not held back.
    expect((await tryCode(await cartWithTicket(), 'GUESS11X', freshIp())).status).toBe(422);

    // The window ends after 15 minutes.
    clock.offsetMs += 15 * 60_000 + 1000;
    try {
      expect((await tryCode(await cartWithTicket(), 'PREMIER10', ip)).status).toBe(200);
      expect((await tryCode(await cartWithTicket(), 'GUESS12X', ip)).status).toBe(422);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('failed coupon codes per cart', () => {
  it('allows 10 failed codes on one cart, from however many addresses, then answers 429', async () => {
    const key = await cartWithTicket();
    for (let i = 0; i < 10; i += 1) {
      expect((await tryCode(key, `CARTGUESS${i}`, freshIp())).status).toBe(422);
    }
    const refused = await tryCode(key, 'CARTGUESS10', freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('coupon_attempts_exceeded');
    // Another cart from a new address is not held back.
    expect((await tryCode(await cartWithTicket(), 'PREMIER10', freshIp())).status).toBe(200);
  });

  it('counts every refusal of a code: not applicable and used up too', async () => {
    const key = await cart.newKey();
    // An empty cart: PREMIER10 exists but applies to nothing (a guesser learns it exists).
    for (let i = 0; i < 10; i += 1) {
      expect((await tryCode(key, 'PREMIER10', freshIp())).body.code).toBe('coupon_not_applicable');
    }
    expect((await tryCode(key, 'PREMIER10', freshIp())).status).toBe(429);
  });
});
