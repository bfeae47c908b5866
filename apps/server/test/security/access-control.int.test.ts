import type {
  BillingData,
  OrderReply,
  PaymentInitReply,
  UserOrdersReply,
} from '@theatre/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  filledCart,
  payOnPage,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../../src/modules/checkout/checkout-test-kit.js';
import { registeredRoutes, type RegisteredRoute } from './route-inventory.js';

/**
 * Access control over everything that belongs to someone (ASVS V8): two registered customers A
 * and B, a guest who bought through a purchase link, another guest, a cashier and an
 * administrator. Every route the app registered is classified below; a route nobody classified
 * fails the suite, so a new route cannot ship without a decision about who may call it.
 */

type Policy =
  /** Anyone: the programme, settings, probes, the account forms (rate limited where it matters). */
  | 'public'
  /** Anyone holding an unguessable capability: a cart key, an e-mailed token, a preview UUID. */
  | 'capability'
  /** SimplePay's IPN: only with a valid HMAC signature. */
  | 'signed'
  /** A signed-in user (bearer token), on their own data only. */
  | 'user'
  /** A signed-in user or a guest's purchase link, on their own orders only. */
  | 'buyer'
  /** Staff, by role: see cashierRoutes; every other staff route is for administrators. */
  | 'staff'
  /** Only from this machine (the development mailbox, the process metrics). */
  | 'loopback';

const policies: Record<string, Policy> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/settings/:type': 'public',
  'GET /api/settings/:type/show': 'public',
  'GET /api/available': 'public',
  'GET /api/health': 'public',
  'GET /api/events': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/infos': 'public',
  'GET /api/events/:id/ticket-infos': 'public',
  'POST /api/errors': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/send-magic-link': 'public',
  'POST /api/send-purchase-link': 'public',
  'POST /api/resend-verification': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/payment/validate': 'public',
  'GET /api/cart/get-key': 'public',
  'GET /api/cart/get-key/:id': 'capability',
  'GET /api/cart/:key': 'capability',
  'POST /api/cart/:key/add': 'capability',
  'POST /api/cart/:key/remove': 'capability',
  'POST /api/cart/:key/delete': 'capability',
  'POST /api/coupon/add': 'capability',
  'POST /api/coupon/delete': 'capability',
  'POST /api/set-password': 'capability',
  'POST /api/magic-link/login': 'capability',
  'GET /api/verify-email/:user_id/:confirm_token': 'capability',
  'POST /api/purchase-link/open': 'capability',
  'GET /api/preview/:id': 'capability',
  'POST /api/payment/ipn': 'signed',
  'POST /api/logout': 'user',
  'GET /api/profile': 'user',
  'POST /api/profile/set-password': 'user',
  'POST /api/profile/set-preferences': 'user',
  'GET /api/billing-data': 'user',
  'POST /api/billing-data/update': 'user',
  'POST /api/tax_number_validate': 'user',
  'GET /api/get-vip-tickets': 'user',
  'GET /api/user_orders': 'buyer',
  'POST /api/order/store': 'buyer',
  'GET /api/payment/:id': 'buyer',
  'GET /api/payment/status/:id': 'buyer',
  'GET /api/order/:id/items': 'buyer',
  'GET /api/orders/:id/download_tickets': 'buyer',
  'GET /api/orders/:id/download_receipt': 'buyer',
  'GET /api/invoices/:id/download': 'buyer',
  'GET /api/metrics': 'loopback',
  'GET /api/dev/mailbox': 'loopback',
  'GET /dev/mailbox': 'loopback',
  'GET /dev/mailbox/:id': 'loopback',
  'GET /dev/mailbox/:id/attachments/:attachment_id': 'loopback',
};

/** The staff routes a cashier may call (the box office, the door, order look-up); the rest is admin. */
const cashierRoutes = new Set([
  'GET /api/admin/performances',
  'POST /api/admin/check-in',
  'GET /api/admin/check-in/:event_id',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:id',
  'GET /api/admin/orders/:id/tickets',
  'GET /api/admin/documents/:id/download',
  'POST /api/admin/orders/:id/resend-confirmation',
  // A box-office sale of the cashier's own open shift only: cancelOrder refuses the rest (403),
  // as orders/desk-refund.int.test.ts shows.
  'POST /api/admin/orders/:id/cancel',
  'GET /api/admin/box-office/performances/:id',
  'POST /api/admin/box-office/sales',
  'GET /api/admin/box-office/cash-report',
  'POST /api/admin/box-office/day-closes',
  // What needs attention: cashiers see it (a buyer may call the desk); administrators settle it.
  'GET /api/admin/alerts',
  'GET /api/sale/:key',
  'POST /api/sale/:key/add',
  'POST /api/sale/:key/remove',
  'POST /api/sale/:key/delete',
]);

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isStaffRoute = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/api/sale/');
/**
 * The public data files and posters, and the web app's pages and files (registered only when the
 * web app is built): read-only, the same for everyone.
 */
const isPublicFile = (route: RegisteredRoute) =>
  route.method === 'GET' &&
  (route.url.startsWith('/storage/') || ['/', '/index.html', '/*'].includes(route.url));
const policyOf = (route: RegisteredRoute): Policy | undefined =>
  isStaffRoute(route.url) ? 'staff' : isPublicFile(route) ? 'public' : policies[keyOf(route)];

let world: CheckoutWorld;
let routes: RegisteredRoute[];
type Person = { token: string; userId: number; email: string };
let a: Person;
let b: Person;
let cashier: Person;
let admin: Person;
/** A's paid orders (a receipt, a company invoice), B's paid order, a guest's paid order. */
const ids = { aReceipt: 0, aInvoiceOrder: 0, aInvoice: 0, bOrder: 0, guestOrder: 0 };
let guestToken = '';
/** A second guest whose link has no order. */
let otherGuestToken = '';

type Actor =
  { kind: 'anonymous' } | { kind: 'bearer'; token: string } | { kind: 'guest'; token: string };

interface Options {
  body?: object;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

async function send(method: string, url: string, actor: Actor, options: Options = {}) {
  const res = await world.t.app.inject({
    method: method as 'GET',
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: options.body ?? {} }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      'accept-language': 'en',
      ...(actor.kind === 'bearer' ? { authorization: `Bearer ${actor.token}` } : {}),
      ...(actor.kind === 'guest' ? { 'x-purchase-token': actor.token } : {}),
      ...options.headers,
    },
  });
  let code: string | undefined;
  if (String(res.headers['content-type']).includes('json')) {
    code = (res.json<{ code?: string } | null>() ?? {}).code;
  }
  return { status: res.statusCode, code, headers: res.headers, res };
}

const anonymous: Actor = { kind: 'anonymous' };
const bearer = (person: Person): Actor => ({ kind: 'bearer', token: person.token });
const guest = (token: string): Actor => ({ kind: 'guest', token });
/** A token of the right shape that no session has (43 base64url characters, like real ones). */
const forgedBearer: Actor = { kind: 'bearer', token: randomBytes(32).toString('base64url') };
const forgedGuest: Actor = { kind: 'guest', token: randomBytes(48).toString('base64url') };

async function payOrder(orderId: number, actor: Actor) {
  const start = await send('GET', `/api/payment/${orderId}`, actor);
  const url = start.res.json<PaymentInitReply>().url ?? '';
  await payOnPage(url);
  await world.simulator.idle();
}

async function storeOrder(actor: Actor, cartKey: string, body = receiptOrder) {
  const stored = await send('POST', '/api/order/store', actor, { body: body(cartKey) });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  return stored.res.json<OrderReply>().id;
}

async function purchaseLink(cartKey: string, email: string): Promise<string> {
  const sent = await send('POST', '/api/send-purchase-link', anonymous, {
    body: { cart_key: cartKey, email, name: 'Vendég Vilma', accept_terms: true },
  });
  if (sent.status !== 202) throw new Error(`send-purchase-link answered ${sent.status}`);
  const mail = await world.t.database.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to_address', '=', email)
    .where('kind', '=', 'purchase_link')
    .executeTakeFirstOrThrow();
  const token = /\/cart\?purchase=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no purchase link in the mail');
  return token;
}

beforeAll(async () => {
  world = await createCheckoutWorld();
  routes = registeredRoutes(world.t.app);
  a = await signedInBuyer(world, 'vevo-a');
  b = await signedInBuyer(world, 'vevo-b');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  admin = await signedInBuyer(world, 'admin', 'admin');

  const aCart = await filledCart(world, a.token, { quantity: 1 });
  ids.aReceipt = await storeOrder(bearer(a), aCart.key);
  await payOrder(ids.aReceipt, bearer(a));
  const aInvoiceCart = await filledCart(world, a.token, { quantity: 1 });
  ids.aInvoiceOrder = await storeOrder(bearer(a), aInvoiceCart.key, companyInvoiceOrder);
  await payOrder(ids.aInvoiceOrder, bearer(a));
  const bCart = await filledCart(world, b.token, { quantity: 1 });
  ids.bOrder = await storeOrder(bearer(b), bCart.key);
  await payOrder(ids.bOrder, bearer(b));

  const guestCart = await filledCart(world, '', { quantity: 1 });
  guestToken = await purchaseLink(guestCart.key, `vendeg-${Date.now()}@example.com`);
  ids.guestOrder = await storeOrder(guest(guestToken), guestCart.key);
  await payOrder(ids.guestOrder, guest(guestToken));
  const otherCart = await filledCart(world, '', { quantity: 1 });
  otherGuestToken = await purchaseLink(otherCart.key, `masik-${Date.now()}@example.com`);

  await settleJobs(world);
  const list = await send('GET', '/api/user_orders', bearer(a));
  ids.aInvoice =
    list.res.json<UserOrdersReply>().find((order) => order.id === ids.aInvoiceOrder)?.invoice_id ??
    0;
  if (ids.aInvoice === 0) throw new Error('no invoice was issued');
}, 120_000);

afterAll(async () => {
  await world.close();
});

describe('the route inventory', () => {
  it('classifies every route the app registered (a new route needs an access decision)', () => {
    expect(routes.length).toBeGreaterThan(100);
    const unclassified = routes.filter((route) => policyOf(route) === undefined).map(keyOf);
    expect(unclassified).toEqual([]);
  });

  it('lists no route the app does not have (the table stays true)', () => {
    const registered = new Set(routes.map(keyOf));
    expect(Object.keys(policies).filter((key) => !registered.has(key))).toEqual([]);
    expect([...cashierRoutes].filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe("routes for a signed-in user or a guest's link", () => {
  const guarded = () => routes.filter((route) => ['user', 'buyer'].includes(policyOf(route) ?? ''));
  const fill = (url: string) => url.replace(/:(\w+)/g, '1');

  it('answer 401 to anonymous callers and to forged or malformed bearer tokens', async () => {
    expect(guarded().length).toBe(16);
    const malformed: Actor[] = [
      anonymous,
      forgedBearer,
      { kind: 'bearer', token: `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}` },
      { kind: 'bearer', token: 'x' },
    ];
    for (const route of guarded()) {
      for (const actor of malformed) {
        const reply = await send(route.method, fill(route.url), actor);
        expect(reply.status, `${keyOf(route)} as ${JSON.stringify(actor)}`).toBe(401);
      }
      // A Basic header or a token in the query string is not a session.
      const basic = await send(route.method, `${fill(route.url)}?token=${a.token}`, anonymous, {
        headers: { authorization: `Basic ${Buffer.from(`${a.email}:x`).toString('base64')}` },
      });
      expect(basic.status, `${keyOf(route)} with Basic`).toBe(401);
    }
  });

  it('answer 403 purchase_link_invalid to a forged purchase token on the buyer routes', async () => {
    for (const route of guarded().filter((r) => policyOf(r) === 'buyer')) {
      const reply = await send(route.method, fill(route.url), forgedGuest);
      expect(reply.status, keyOf(route)).toBe(403);
      expect(reply.code, keyOf(route)).toBe('purchase_link_invalid');
    }
  });

  it('refuse a session once it is logged out, and one of a deleted account', async () => {
    const person = await signedInBuyer(world, 'kilepo');
    expect((await send('GET', '/api/profile', bearer(person))).status).toBe(200);
    expect((await send('POST', '/api/logout', bearer(person))).status).toBeLessThan(300);
    expect((await send('GET', '/api/profile', bearer(person))).status).toBe(401);
    const gone = await signedInBuyer(world, 'torolt');
    await world.t.database.db.deleteFrom('sessions').where('user_id', '=', gone.userId).execute();
    expect((await send('GET', '/api/user_orders', bearer(gone))).status).toBe(401);
  });
});

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
      body: { newsletter: 1, relevant_infos: 1, user_id: b.userId, vip: 1, role: 'admin' },
    });
    expect(prefs.status).toBeLessThan(300);
    const rows = await world.t.database.db
      .selectFrom('users')
      .select(['id', 'role', 'vip', 'newsletter'])
      .where('id', 'in', [a.userId, b.userId])
      .execute();
    expect(rows.find((row) => row.id === a.userId)).toMatchObject({ role: 'customer', vip: false });
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
        vip: 1,
        email_verified_at: new Date().toISOString(),
      },
    });
    expect(reply.status).toBe(201);
    const row = await world.t.database.db
      .selectFrom('users')
      .select(['role', 'vip', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'customer', vip: false, email_verified_at: null });
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

describe('the back office and the box office', () => {
  const fill = (url: string) => url.replace(/:(\w+)/g, '1');
  const staffRoutes = () => routes.filter((route) => policyOf(route) === 'staff');

  it('answers 401 to anonymous callers and forged tokens on every staff route', async () => {
    expect(staffRoutes().length).toBeGreaterThan(50);
    for (const route of staffRoutes()) {
      for (const actor of [anonymous, forgedBearer]) {
        const reply = await send(route.method, fill(route.url), actor);
        expect(reply.status, `${keyOf(route)} as ${actor.kind}`).toBe(401);
      }
    }
  });

  it('answers 403 to customers, and to cashiers on the administrators’ routes', async () => {
    for (const route of staffRoutes()) {
      const byCustomer = await send(route.method, fill(route.url), bearer(a));
      expect(byCustomer.status, `customer: ${keyOf(route)}`).toBe(403);
      expect(byCustomer.code).toBe('forbidden');
      const byCashier = await send(route.method, fill(route.url), bearer(cashier));
      if (cashierRoutes.has(keyOf(route))) {
        expect([401, 403], `cashier: ${keyOf(route)}`).not.toContain(byCashier.status);
      } else {
        expect(byCashier.status, `cashier: ${keyOf(route)}`).toBe(403);
      }
    }
  });

  it('lets administrators through everywhere, and never caches a reply', async () => {
    for (const route of staffRoutes()) {
      const reply = await send(route.method, fill(route.url), bearer(admin));
      expect([401, 403], `admin: ${keyOf(route)}`).not.toContain(reply.status);
      expect(reply.status, `admin: ${keyOf(route)}`).toBeLessThan(500);
      expect(reply.headers['cache-control'], keyOf(route)).toBe('no-store');
    }
  });

  it('takes the role away at once when an administrator is demoted', async () => {
    const former = await signedInBuyer(world, 'volt-admin', 'admin');
    expect((await send('GET', '/api/admin/users', bearer(former))).status).toBe(200);
    await world.t.database.db
      .updateTable('users')
      .set({ role: 'cashier' })
      .where('id', '=', former.userId)
      .execute();
    expect((await send('GET', '/api/admin/users', bearer(former))).status).toBe(403);
    expect((await send('GET', '/api/admin/orders', bearer(former))).status).toBe(200);
  });

  it('does not let a cashier make themselves an administrator', async () => {
    const reply = await send('POST', `/api/admin/users/${cashier.userId}/role`, bearer(cashier), {
      body: { role: 'admin' },
    });
    expect(reply.status).toBe(403);
    const row = await world.t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', cashier.userId)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('cashier');
  });
});

describe('loopback-only routes', () => {
  const loopbackRoutes = () => routes.filter((route) => policyOf(route) === 'loopback');

  it('answer 404 to any other address, and to a proxied request from this machine', async () => {
    expect(loopbackRoutes().length).toBe(5);
    for (const route of loopbackRoutes()) {
      const url = route.url.replace(/:\w+/g, '1');
      const remote = await send(route.method, url, bearer(admin), {
        remoteAddress: '203.0.113.7',
      });
      expect(remote.status, `${url} from afar`).toBe(404);
      const proxied = await send(route.method, url, anonymous, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.status, `${url} through a proxy`).toBe(404);
    }
    // From this machine itself the mailbox and the metrics work (the demo's own tools).
    expect((await send('GET', '/api/metrics', anonymous)).status).toBe(200);
    expect((await send('GET', '/api/dev/mailbox', anonymous)).status).toBe(200);
  });

  it('refuse IPNs without a valid signature', async () => {
    const body = JSON.stringify({ orderRef: String(ids.aReceipt), status: 'FINISHED' });
    const unsigned = await world.t.app.inject({
      method: 'POST',
      url: '/api/payment/ipn',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await world.t.app.inject({
      method: 'POST',
      url: '/api/payment/ipn',
      payload: body,
      headers: {
        'content-type': 'application/json',
        signature: randomBytes(48).toString('base64'),
      },
    });
    expect(forged.statusCode).toBe(401);
  });
});
