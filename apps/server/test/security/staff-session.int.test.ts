import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../../src/modules/checkout/checkout-test-kit.js';
import { staffRouteTable } from '../../src/modules/admin/staff-route-table.js';
import { bearerOnlyHeader } from '../staff-session-bridge.js';

/**
 * Decision 0056 (ASVS V3 session management, V4 CSRF): on every back-office route a staff
 * member's bearer token alone is 403 `second_factor_required`, and every state-changing route
 * refuses the staff cookie without its CSRF token (403 `csrf_token_invalid`), before anything runs.
 */

let world: CheckoutWorld;
let bearer = '';
let cookie = '';
beforeAll(async () => {
  world = await createCheckoutWorld();
  bearer = (await signedInBuyer(world, 'sec-staff', 'admin')).token;
  const started = await world.t.app.inject({
    method: 'POST',
    url: '/api/second-factor/session',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { method: 'none' },
  });
  cookie = /jegy_staff=([^;]+)/.exec(String(started.headers['set-cookie']))?.[1] ?? '';
});
afterAll(async () => {
  await world.close();
});

const call = (method: string, url: string, headers: Record<string, string>) =>
  world.t.app.inject({
    method: method as 'GET',
    url: url.replace(/:(\w+)/g, '1'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: { [bearerOnlyHeader]: '1', ...headers },
  });

describe('the staff session', () => {
  it('is needed on every back-office route: the bearer alone is second_factor_required', async () => {
    for (const route of staffRouteTable.values()) {
      const res = await call(route.method, route.url, { authorization: `Bearer ${bearer}` });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({
        code: 'second_factor_required',
      });
    }
  });

  it('needs the CSRF token on every state-changing back-office route', async () => {
    expect(cookie).not.toBe('');
    for (const route of staffRouteTable.values()) {
      if (route.method === 'GET') continue;
      const res = await call(route.method, route.url, { cookie: `jegy_staff=${cookie}` });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({
        code: 'csrf_token_invalid',
      });
    }
  });
});
