import type { User } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import {
  call,
  clock,
  goodPassword,
  login,
  t,
  uniqueEmail,
  verifiedUser,
} from './accounts-test-kit.js';

describe('sign-in, sessions and sign-out', () => {
  it('answers wrong credentials the same way whether or not the address exists', async () => {
    const { email } = await verifiedUser('creds');
    const wrongPassword = await login(email, 'Wrong-Password-123');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong-Password-123');
    expect(wrongPassword.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body.errors?.email).toHaveLength(1);
  });

  it('stores only a hash of the token, and logout revokes it', async () => {
    const { token } = await verifiedUser('logout');
    const stored = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    expect((await call<User>('GET', '/api/profile', { token })).status).toBe(200);
    expect((await call('POST', '/api/logout', { token })).status).toBe(200);
    const after = await call('GET', '/api/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthenticated');
  });

  it('gives 401 without a token and 419 for an expired one', async () => {
    expect((await call('GET', '/api/profile')).status).toBe(401);
    expect((await call('GET', '/api/profile', { token: 'x'.repeat(43) })).status).toBe(401);
    const { token } = await verifiedUser('expiry');
    clock.offsetMs = 31 * 86_400_000;
    try {
      const expired = await call('GET', '/api/profile', { token });
      expect(expired.status).toBe(419);
      expect(expired.body.code).toBe('session_expired');
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('keeps public pages working for a visitor with a stale token', async () => {
    const res = await call('GET', '/api/events/1', { token: 'y'.repeat(43) });
    expect(res.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits e-mails per address (429 with a translated message and Retry-After)', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call('POST', '/api/send-magic-link', { body: { email } })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await call('POST', '/api/reset-password', { body: { email }, lang: 'en' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits password guessing per address', async () => {
    const { email } = await verifiedUser('guess');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await login(email, `Wrong-${i}-password`)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits until the window ends.
    expect((await login(email)).status).toBe(429);
  });
});

describe('behind a load balancer (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: '10.0.0.2',
          // The client forges a new address each time; the proxy appends the real one.
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.7` },
          payload: {
            name: 'Proxy Péter',
            email: uniqueEmail('proxy'),
            password: goodPassword,
            password_confirmation: goodPassword,
            terms: true,
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
