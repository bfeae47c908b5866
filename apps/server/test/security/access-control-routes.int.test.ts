import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  a,
  admin,
  anonymous,
  bearer,
  cashier,
  forgedBearer,
  forgedGuest,
  ids,
  routes,
  send,
  world,
  type Actor,
} from './access-control-support.js';
import { signedInBuyer } from '../../src/modules/checkout/checkout-test-kit.js';
import { cashierRoutes, keyOf, policies, policyOf } from './access-policies.js';

/**
 * Access control by route (ASVS V8): every route the app registered is classified
 * (access-policies.ts), and each kind of route refuses whoever it is not for: anonymous and forged
 * callers, customers on staff routes, cashiers on the administrators', anyone not on this machine
 * on the loopback-only ones. The people and their orders: access-control-support.ts.
 */

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

  it('keeps copying a performance, its weekly series and messaging its audience for administrators', () => {
    const registered = new Set(routes.map(keyOf));
    for (const key of [
      'POST /api/admin/performances/:id/copies',
      'POST /api/admin/performances/:id/series',
      'POST /api/admin/performances/:id/message',
    ]) {
      expect(registered.has(key), key).toBe(true);
      expect(cashierRoutes.has(key), key).toBe(false);
    }
  });
});

describe("routes for a signed-in user or a guest's link", () => {
  const guarded = () => routes.filter((route) => ['user', 'buyer'].includes(policyOf(route) ?? ''));
  const fill = (url: string) => url.replace(/:(\w+)/g, '1');

  it('answer 401 to anonymous callers and to forged or malformed bearer tokens', async () => {
    expect(guarded().length).toBe(32);
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
      .set({ roles: ['box_office'] })
      .where('id', '=', former.userId)
      .execute();
    expect((await send('GET', '/api/admin/users', bearer(former))).status).toBe(403);
    expect((await send('GET', '/api/admin/orders', bearer(former))).status).toBe(200);
  });

  it('does not let a cashier make themselves an administrator', async () => {
    const reply = await send('POST', `/api/admin/users/${cashier.userId}/role`, bearer(cashier), {
      body: { roles: ['administrator'] },
    });
    expect(reply.status).toBe(403);
    const row = await world.t.database.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', cashier.userId)
      .executeTakeFirstOrThrow();
    expect(row.roles).toEqual(['box_office']);
  });

  // Decision 0057: the door checks tickets in and nothing else; a role given or taken applies to
  // the next request of a live session.
  it('keeps a door user out of orders, and lets them in once given customer service', async () => {
    const door = await signedInBuyer(world, 'ajto', 'door');
    expect((await send('GET', '/api/admin/performances', bearer(door))).status).toBe(200);
    const orders = await send('GET', '/api/admin/orders', bearer(door));
    expect(orders.status).toBe(403);
    expect(orders.res.json()).toMatchObject({ code: 'forbidden' });
    expect((await send('GET', '/api/admin/reports/sales', bearer(door))).status).toBe(403);
    await world.t.database.db
      .updateTable('users')
      .set({ roles: ['door', 'customer_service'] })
      .where('id', '=', door.userId)
      .execute();
    expect((await send('GET', '/api/admin/orders', bearer(door))).status).toBe(200);
    expect((await send('GET', '/api/admin/users', bearer(door))).status).toBe(403);
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
