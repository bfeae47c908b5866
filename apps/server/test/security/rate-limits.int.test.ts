import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/modules/accounts/account-rules.js';
import type { RateLimitRule } from '../../src/modules/rate-limits/consume-rate-limit.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Every rate limit of the configuration (account-rules.ts), proven on its endpoint: the limit's
 * worth of requests pass, the next is 429 with the error body and a Retry-After within the
 * window, another subject (address, IP, user) is not held back, and the subject is let through
 * again once the window is over. (accounts/sessions.int.test.ts shows the e-mail and password
 * limits' first refusal; rate-limits.processes.int.test.ts that processes share the counters.)
 */

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;
const password = 'Szinhazi-Jegy-77';
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;
let ipCounter = 0;
/** A fresh IPv4 address for each call that is not about its address. */
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ clock, empty: true });
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, body: object, options: { ip?: string; token?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  const json = String(res.headers['content-type']).includes('json');
  return {
    status: res.statusCode,
    body: json ? res.json<{ code?: string; message?: string }>() : {},
    retryAfter: res.headers['retry-after'],
  };
}

/** A verified customer, signed in (from an address of its own). */
async function customer() {
  const email = `${unique('vevo')}@example.com`;
  const { id } = await t.database.db
    .insertInto('users')
    .values({
      name: 'Limit Lenke',
      email,
      password_hash: await hashPassword(password),
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  return { id, email, token: login.json<{ token: string }>().token };
}

interface LimitCase {
  name: string;
  rule: RateLimitRule;
  /** A subject: an e-mail address, an IP address or a user. */
  subject(): string | Promise<string>;
  /** The i-th request of a subject. */
  request(subject: string, i: number): ReturnType<typeof post>;
}

const wrongLogin = (email: string, i: number, ip?: string) =>
  post('/api/login', { email, password: `Wrong-${i}-password` }, { ip });
const register = (ip: string) =>
  post(
    '/api/register',
    {
      name: 'Regisztráló Rita',
      email: `${unique('uj')}@example.com`,
      password,
      password_confirmation: password,
      terms: true,
    },
    { ip },
  );
const mailEndpoints = ['/api/send-magic-link', '/api/reset-password', '/api/resend-verification'];
const tokens = new Map<string, string>();

const cases: LimitCase[] = [
  {
    name: 'password guessing per e-mail address (POST /login)',
    rule: rateLimits.loginEmail,
    subject: () => `${unique('talalgat')}@example.com`,
    request: (email, i) => wrongLogin(email, i),
  },
  {
    name: 'password guessing per IP over many addresses (POST /login)',
    rule: rateLimits.loginIp,
    subject: () => freshIp(),
    request: (ip, i) => wrongLogin(`${unique(`sok-${i}`)}@example.com`, i, ip),
  },
  {
    name: 'registrations per IP (POST /register)',
    rule: rateLimits.registerIp,
    subject: () => freshIp(),
    request: (ip) => register(ip),
  },
  {
    name: 'e-mails per address, shared by the magic link, the reset and the verification resend',
    rule: rateLimits.mailEmail,
    subject: () => `${unique('postafiok')}@example.com`,
    request: (email, i) => post(mailEndpoints[i % 3] ?? '', { email }),
  },
  {
    name: 'e-mails per IP over many addresses (POST /send-magic-link)',
    rule: rateLimits.mailIp,
    subject: () => freshIp(),
    request: (ip) =>
      post('/api/send-magic-link', { email: `${unique('cim')}@example.com` }, { ip }),
  },
  {
    name: 'reset-token guessing per IP (POST /set-password)',
    rule: rateLimits.passwordResetIp,
    subject: () => freshIp(),
    request: (ip, i) =>
      post(
        '/api/set-password',
        {
          token: `guessed-token-${i}-${'x'.repeat(40)}`,
          password,
          password_confirmation: password,
        },
        { ip },
      ),
  },
  {
    name: 'current-password guessing per account (POST /profile/set-password)',
    rule: rateLimits.loginEmail,
    subject: async () => {
      const user = await customer();
      tokens.set(user.email, user.token);
      return user.email;
    },
    request: (email, i) =>
      post(
        '/api/profile/set-password',
        {
          current_password: `Wrong-${i}-password`,
          password: 'Uj-Jelszo-Szinhaz-99',
          password_confirmation: 'Uj-Jelszo-Szinhaz-99',
        },
        { token: tokens.get(email) },
      ),
  },
  {
    name: 'tax-number lookups per user (POST /tax_number_validate)',
    rule: rateLimits.taxLookupUser,
    subject: async () => {
      const user = await customer();
      tokens.set(String(user.id), user.token);
      return String(user.id);
    },
    request: (id) =>
      post('/api/tax_number_validate', { tax_number: '13421739-2-41' }, { token: tokens.get(id) }),
  },
  {
    name: 'second-factor code guessing per staff member (POST /second-factor/session)',
    rule: rateLimits.secondFactorUser,
    subject: async () => {
      const user = await customer();
      await t.database.db
        .updateTable('users')
        .set({ roles: ['box_office'] })
        .where('id', '=', user.id)
        .execute();
      tokens.set(String(user.id), user.token);
      return String(user.id);
    },
    request: (id, i) =>
      post(
        '/api/second-factor/session',
        { method: 'totp', code: String(100000 + i) },
        { token: tokens.get(id) },
      ),
  },
];

describe('each configured rate limit', () => {
  it('has a case here (a new limit needs its proof)', () => {
    const proven = new Set(cases.map((c) => c.rule.name));
    expect(Object.values(rateLimits).filter((rule) => !proven.has(rule.name))).toEqual([]);
  });

  for (const limit of cases) {
    it(`${limit.name}: ${limit.rule.limit} per ${limit.rule.windowMs / 60_000} min, then 429 with Retry-After, per subject, and again after the window`, async () => {
      const subject = await limit.subject();
      const statuses: number[] = [];
      for (let i = 0; i < limit.rule.limit; i += 1) {
        statuses.push((await limit.request(subject, i)).status);
      }
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect(statuses.every((status) => status < 500)).toBe(true);

      const refused = await limit.request(subject, limit.rule.limit);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(refused.body.message).toMatch(/Too many/);
      const retryAfter = Number(refused.retryAfter);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limit.rule.windowMs / 1000);

      const other = await limit.request(await limit.subject(), 0);
      expect(other.status, 'another subject').not.toBe(429);

      clock.offsetMs += limit.rule.windowMs + 1000;
      const later = await limit.request(subject, limit.rule.limit + 1);
      expect(later.status, 'after the window').not.toBe(429);
    });
  }
});

describe('subjects', () => {
  it('count an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const prefix = `2001:db8:${(counter += 1).toString(16)}:1::`;
    const statuses: number[] = [];
    for (let i = 0; i < rateLimits.registerIp.limit; i += 1) {
      statuses.push((await register(`${prefix}${(i + 1).toString(16)}`)).status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect((await register(`${prefix}ffff`)).status).toBe(429);
    expect((await register(`2001:db8:${counter.toString(16)}:2::1`)).status).toBe(201);
  });

  it('answers the refusal in the caller’s language', async () => {
    const email = `${unique('nyelv')}@example.com`;
    for (let i = 0; i < rateLimits.mailEmail.limit; i += 1) {
      await post('/api/send-magic-link', { email });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-magic-link',
      payload: { email },
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'hu' },
    });
    expect(res.statusCode).toBe(429);
    const body = res.json<{ message: string }>();
    expect(body.message).not.toMatch(/Too many/);
    expect(body.message.length).toBeGreaterThan(10);
  });
});

describe('client error reports (POST /errors, 20 a minute per IP)', () => {
  const report = (ip: string) =>
    post('/api/errors', { exception_message: 'TypeError: x is undefined' }, { ip });

  it('refuse the 21st report of a minute from one address with 429 and Retry-After, not others', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await report(ip)).status);
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    const refused = await report(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await report(freshIp())).status).toBeLessThan(300);
  });
});
