import {
  permissions,
  rolePermissions,
  staffRoles,
  type StaffPerformance,
  type StaffRole,
} from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  filledCart,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { staffRouteTable } from './staff-route-table.js';

let world: CheckoutWorld;
/** A signed-in caller for every staff role, and a customer. */
const tokens = {} as Record<StaffRole | 'customer', string>;
beforeAll(async () => {
  world = await createCheckoutWorld();
  for (const role of [...staffRoles, 'customer'] as const)
    tokens[role] = (await signedInBuyer(world, role, role)).token;
});
afterAll(async () => {
  await world.close();
});

/** A call to a route with its parameters filled in and an empty body: only access is checked. */
async function call(method: string, url: string, token?: string) {
  const res = await world.t.app.inject({
    method: method as 'GET',
    url: url.replace(/:(\w+)/g, '1'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.body };
}

describe('the back office API', () => {
  it('has routes, all under /api/admin, each with a known permission', () => {
    expect(staffRouteTable.size).toBeGreaterThan(0);
    for (const route of staffRouteTable.values()) {
      expect(route.url).toMatch(/^\/api\/admin\//);
      expect(permissions, `${route.method} ${route.url}`).toContain(route.permission);
    }
  });

  it('answers 401 to callers without a session, on every route', async () => {
    for (const route of staffRouteTable.values()) {
      const reply = await call(route.method, route.url);
      expect(reply.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 forbidden to customers on every route', async () => {
    for (const route of staffRouteTable.values()) {
      const customer = await call(route.method, route.url, tokens.customer);
      expect(customer.status, `customer: ${route.method} ${route.url}`).toBe(403);
      expect(JSON.parse(customer.body)).toMatchObject({ code: 'forbidden' });
    }
  });

  // Decision 0057: every route with every role. A role whose permissions include the route's is
  // not refused (no 401/403, no 500 by an empty request); any other gets 403 `forbidden`.
  for (const role of staffRoles) {
    it(`lets ${role} through exactly where its permissions say`, async () => {
      for (const route of staffRouteTable.values()) {
        const reply = await call(route.method, route.url, tokens[role]);
        const where = `${role}: ${route.method} ${route.url} (${route.permission})`;
        if (rolePermissions[role].includes(route.permission)) {
          expect([401, 403], where).not.toContain(reply.status);
          expect(reply.status, where).toBeLessThan(500);
        } else {
          expect(reply.status, where).toBe(403);
          expect(JSON.parse(reply.body), where).toMatchObject({ code: 'forbidden' });
        }
      }
    });
  }

  it('lists the performances with what is sold, held and admitted', async () => {
    const cart = await filledCart(world, tokens.customer, { quantity: 3, sold: 5, capacity: 40 });
    const reply = await world.client.call<StaffPerformance[]>('GET', '/api/admin/performances', {
      token: tokens.box_office,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.find((performance) => performance.id === cart.eventId)).toMatchObject({
      capacity: 40,
      sold: 5,
      held: 3,
      checked_in: 0,
      published: true,
    });
    const later = await world.client.call<StaffPerformance[]>(
      'GET',
      `/api/admin/performances?from=${budapestDay(new Date(Date.now() + 3 * 86_400_000))}`,
      { token: tokens.box_office },
    );
    expect(later.body.some((performance) => performance.id === cart.eventId)).toBe(false);
    const bad = await world.client.call('GET', '/api/admin/performances?from=2026-13-45', {
      token: tokens.box_office,
    });
    expect(bad.status).toBe(422);
  });
});
