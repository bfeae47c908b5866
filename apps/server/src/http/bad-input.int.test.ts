import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const nasty = [
  '',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'null',
  'undefined',
  '%00',
  '%F0%9F%8E%AD',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20or%201=1--",
  '%3Cscript%3E',
  'a'.repeat(300),
  '%E9',
];

const bodies: [string, string][] = [
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '{"a":'],
  ['application/json', '{"exception_message":{"$gt":""}}'],
  ['application/json', JSON.stringify({ exception_message: 'x'.repeat(5000) })],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1'],
];

/** Every path template of the API, from its own OpenAPI description. */
async function apiPaths(): Promise<{ path: string; methods: string[] }[]> {
  const doc = (await t.app.inject('/api/docs/json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths).map(([path, ops]) => ({ path, methods: Object.keys(ops) }));
}

describe('no request shape produces a 500', () => {
  it('answers every path with every nasty parameter below 500, in the spec format', async () => {
    const paths = await apiPaths();
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const { path, methods } of paths) {
      for (const value of nasty) {
        const url =
          path.replace(/\{[^}]+\}/g, value) + `?search=${value}&date=${value}&lang=${value}`;
        for (const method of methods) {
          const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
          if (res.statusCode >= 400 && res.statusCode !== 429) {
            expect(res.json(), `${method} ${url}`).toHaveProperty('message');
          }
        }
      }
    }
  });

  it('answers odd bodies below 500', async () => {
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${payload.slice(0, 40)}`).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers odd methods and headers below 500', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const res = await t.app.inject({ method, url: '/api/events' });
      expect(res.statusCode, method).toBeLessThan(500);
    }
    const res = await t.app.inject({
      url: '/api/events',
      headers: { 'accept-language': '\u0000;q=abc,,,', 'if-none-match': 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('control characters', () => {
  it('are refused with 422 on the field, in bodies, queries and paths, before any handler', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo@example.com', password: 'Rakpart-Demo-2026' },
    });
    const token = session.json<{ token: string }>().token;
    const billing = await t.app.inject({
      method: 'POST',
      url: '/api/billing-data/update',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        is_company: false,
        name: 'Szabó Péter',
        country: 'HU',
        zip: '1011',
        city: 'Buda\u0000pest',
        street_name: 'Fő',
        public_place_category: 'utca',
        house_number: '1',
      },
    });
    expect(billing.statusCode).toBe(422);
    expect(Object.keys(billing.json<{ errors: object }>().errors)).toEqual(['city']);
    const saved = await t.database.db.selectFrom('billing_data').select('city').execute();
    expect(saved.map((row) => row.city)).not.toContain('Buda\u0000pest');

    for (const url of ['/api/events?search=%00', '/api/events/a%00b', '/api/dev/mailbox?to=%01']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(422);
    }
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Kiss\u0007Anna', email: 'x@example.org', password: 'p', terms: true },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json<{ errors: Record<string, string[]> }>().errors.name?.[0]).toMatch(
      /vezérlőkarakter/,
    );
  });
});
