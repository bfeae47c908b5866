import type { BillingData, UserOrdersReply } from '@theatre/contracts';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  a,
  admin,
  anonymous,
  b,
  bearer,
  cashier,
  forgedGuest,
  guest,
  guestToken,
  ids,
  otherGuestToken,
  send,
  world,
  type Actor,
} from './access-control-support.js';
import { filledCart } from '../../src/modules/checkout/checkout-test-kit.js';

/**
 * Access control over what belongs to someone (ASVS V8): orders and their documents, profiles
 * and billing data, carts and purchase links each go to their owner only, whoever else asks and
 * whatever the body says. The people and their orders: access-control-support.ts.
 */

describe('orders and their documents', () => {
  const orderUrls = (orderId: number) => [
    `/api/order/${orderId}/items`,
    `/api/orders/${orderId}/download_tickets`,
    `/api/orders/${orderId}/download_receipt`,
    `/api/payment/status/${orderId}`,
    `/api/payment/${orderId}`,
  ];
  const cases = () => [
    ...orderUrls(ids.aReceipt).map((url) => ({ url, owner: bearer(a) })),
    { url: `/api/invoices/${ids.aInvoice}/download`, owner: bearer(a) },
    ...orderUrls(ids.guestOrder).map((url) => ({ url, owner: guest(guestToken) })),
  ];

  it('give each owned resource to its owner', async () => {
    for (const { url, owner } of cases()) {
      const reply = await send('GET', url, owner);
      expect(reply.status, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("answer 403 'Not your order!' to the other customer, other guests and staff", async () => {
    for (const { url, owner } of cases()) {
      const others: Actor[] = [
        bearer(a),
        bearer(b),
        guest(guestToken),
        guest(otherGuestToken),
        // Staff see orders in the back office (audited), not through a customer's routes.
        bearer(cashier),
        bearer(admin),
      ].filter((actor) => JSON.stringify(actor) !== JSON.stringify(owner));
      for (const actor of others) {
        const reply = await send('GET', url, actor);
        expect(reply.status, `${url} as ${actor.kind}`).toBe(403);
        expect(reply.code, url).toBe('not_your_order');
      }
    }
  });

  it('answer 404 to a guessed id, and 422 to one that is not an id', async () => {
    const missing = ids.guestOrder + 1000;
    for (const url of [...orderUrls(missing), `/api/invoices/${ids.aInvoice + 1000}/download`]) {
      const reply = await send('GET', url, bearer(a));
      expect(reply.status, url).toBe(404);
    }
    for (const url of [
      '/api/order/1%20OR%201=1/items',
      '/api/orders/-1/download_tickets',
      `/api/invoices/${ids.aInvoice}x/download`,
      '/api/payment/status/abc',
    ]) {
      const reply = await send('GET', url, bearer(a));
      expect([404, 422], url).toContain(reply.status);
    }
  });

  it("list each buyer's own orders only", async () => {
    const listOf = async (actor: Actor) =>
      (await send('GET', '/api/user_orders', actor)).res.json<UserOrdersReply>().map((o) => o.id);
    expect((await listOf(bearer(a))).sort()).toEqual([ids.aReceipt, ids.aInvoiceOrder].sort());
    expect(await listOf(bearer(b))).toEqual([ids.bOrder]);
    const byGuest = await listOf(guest(guestToken));
    expect(byGuest.every((id) => id === ids.guestOrder)).toBe(true);
    expect(await listOf(guest(otherGuestToken))).toEqual([]);
    expect(await listOf(bearer(admin))).toEqual([]);
  });
});

describe('profile and billing data', () => {
  const billing = {
    is_company: false,
    name: 'A Vevő',
    country: 'HU',
    zip: '1051',
    city: 'Budapest',
    street_name: 'Október 6.',
    public_place_category: 'utca',
    house_number: '7',
  };

  it("give each user their own profile and billing data, and write only the caller's", async () => {
    const profileA = await send('GET', '/api/profile', bearer(a));
    expect(profileA.res.json<{ email: string }>().email).toBe(a.email);
    const profileB = await send('GET', '/api/profile', bearer(b));
    expect(profileB.res.json<{ email: string }>().email).toBe(b.email);
    expect(profileA.headers['cache-control']).toBe('no-store');

    const before = (await send('GET', '/api/billing-data', bearer(b))).res.json<BillingData>();
    // Another user's id in the body (mass assignment) is not a way to write their data.
    const saved = await send('POST', '/api/billing-data/update', bearer(a), {
      body: { ...billing, user_id: b.userId, id: b.userId, email: b.email },
    });
    expect(saved.status).toBeLessThan(300);
    expect((await send('GET', '/api/billing-data', bearer(b))).res.json()).toEqual(before);
    expect((await send('GET', '/api/billing-data', bearer(a))).res.json()).toMatchObject({
      name: 'A Vevő',
      zip: '1051',
    });
    const prefs = await send('POST', '/api/profile/set-preferences', bearer(a), {
      body: {
        newsletter: 1,
        relevant_infos: 1,
        user_id: b.userId,
        vip: 1,
        role: 'admin',
        roles: ['administrator'],
      },
    });
    expect(prefs.status).toBeLessThan(300);
    const rows = await world.t.database.db
      .selectFrom('users')
      .select(['id', 'roles', 'vip', 'newsletter'])
      .where('id', 'in', [a.userId, b.userId])
      .execute();
    expect(rows.find((row) => row.id === a.userId)).toMatchObject({ roles: [], vip: false });
    expect(rows.find((row) => row.id === b.userId)).toMatchObject({ newsletter: false });
  });

  it('register a customer, never a staff member or a VIP, whatever the body says', async () => {
    const email = `tobbet-akar-${Date.now()}@example.com`;
    const reply = await send('POST', '/api/register', anonymous, {
      remoteAddress: '198.51.100.77',
      body: {
        name: 'Kíváncsi Kornél',
        email,
        password: 'Szinhazi-Jegy-77',
        password_confirmation: 'Szinhazi-Jegy-77',
        terms: true,
        role: 'admin',
        roles: ['administrator'],
        vip: 1,
        email_verified_at: new Date().toISOString(),
      },
    });
    expect(reply.status).toBe(201);
    const row = await world.t.database.db
      .selectFrom('users')
      .select(['roles', 'vip', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ roles: [], vip: false, email_verified_at: null });
  });
});

describe('carts and purchase links', () => {
  it('refuse forged and foreign-signed cart keys on every cart call', async () => {
    const forged = randomBytes(24).toString('base64url').slice(0, 32);
    const calls: [string, string, object?][] = [
      ['GET', `/api/cart/${forged}`],
      ['POST', `/api/cart/${forged}/add`, { id: 1, cart_key: forged, logged_in: 1 }],
      ['POST', `/api/cart/${forged}/remove`, { id: 1, cart_key: forged }],
      ['POST', `/api/cart/${forged}/delete`, { id: 1, cart_key: forged }],
      ['POST', '/api/coupon/add', { coupon_id: 'X', cart_key: forged }],
      ['POST', '/api/coupon/delete', { cart_key: forged }],
    ];
    for (const [method, url, body] of calls) {
      const reply = await send(method, url, bearer(a), body ? { body } : {});
      expect(reply.status, url).toBe(422);
      expect(reply.code, url).toBe('invalid_cart_key');
    }
  });

  it("keep the box office's carts and the web's apart", async () => {
    const cart = await filledCart(world, a.token, { quantity: 1 });
    const reply = await send('GET', `/api/sale/${cart.key}`, bearer(cashier));
    expect(reply.status).toBe(422);
    expect(reply.code).toBe('invalid_cart_key');
  });

  it('refuse forged, truncated and altered purchase-link tokens', async () => {
    const altered = `${guestToken.slice(0, -2)}${guestToken.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [forgedGuest.token, guestToken.slice(0, 40), altered, '', 'a'.repeat(40)]) {
      const reply = await send('POST', '/api/purchase-link/open', anonymous, { body: { token } });
      expect([403, 422], token).toContain(reply.status);
    }
    const good = await send('POST', '/api/purchase-link/open', anonymous, {
      body: { token: guestToken },
    });
    expect(good.status).toBe(200);
  });
});
