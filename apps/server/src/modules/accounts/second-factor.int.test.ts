import type { SessionReply } from '@theatre/contracts';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { bearerOnlyHeader } from '../../../test/staff-session-bridge.js';
import { clock, goodPassword, lastMail, t, verifiedUser } from './accounts-test-kit.js';

/** Decision 0056: the staff second factor and the staff session (cookie + CSRF token). */

const minute = 60_000;

interface Reply {
  status: number;
  body: Record<string, unknown>;
  cookie: string | undefined;
  setCookie: string;
}

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: object; cookie?: string; csrf?: string } = {},
): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url,
    payload: options.body,
    headers: {
      'accept-language': 'en',
      [bearerOnlyHeader]: '1',
      host: 'localhost:3310',
      origin: 'http://localhost:3310',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: `jegy_staff=${options.cookie}` } : {}),
      ...(options.csrf ? { 'x-csrf-token': options.csrf } : {}),
    },
  });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return {
    status: res.statusCode,
    body: res.body ? res.json<Record<string, unknown>>() : {},
    cookie: /jegy_staff=([^;]+)/.exec(setCookie)?.[1],
    setCookie,
  };
}

async function staffMember(label: string, role: 'cashier' | 'admin' | 'customer' = 'admin') {
  const user = await verifiedUser(label);
  const roles = { admin: ['administrator'], cashier: ['box_office'], customer: [] }[role];
  await t.database.db.updateTable('users').set({ roles }).where('email', '=', user.email).execute();
  return { email: user.email, token: await login(user.email) };
}

async function login(email: string): Promise<string> {
  const res = await send('POST', '/api/login', { body: { email, password: goodPassword } });
  expect(res.status).toBe(200);
  return (res.body as unknown as SessionReply).token;
}

const codeAt = (secret: string, offsetMs = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: clock.now().getTime() + offsetMs });

/** Enrols an authenticator app; answers its secret, the staff cookie, CSRF and recovery codes. */
async function enrolTotp(token: string) {
  const started = await send('POST', '/api/second-factor/totp', { token });
  expect(started.status).toBe(200);
  const secret = started.body['secret'] as string;
  expect(started.body['otpauth_uri']).toMatch(/^otpauth:\/\/totp\//);
  expect(started.body['qr']).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await send('POST', '/api/second-factor/totp/confirm', {
    token,
    body: { code: codeAt(secret) },
  });
  expect(confirmed.status).toBe(200);
  return {
    secret,
    cookie: confirmed.cookie ?? '',
    csrf: confirmed.body['csrf_token'] as string,
    recovery: confirmed.body['recovery_codes'] as string[],
    setCookie: confirmed.setCookie,
  };
}

describe('the back office and the bearer token', () => {
  it('refuses a staff member’s bearer (by password or magic link) with 403 second_factor_required, a customer’s with forbidden', async () => {
    const staff = await staffMember('sf-bearer');
    const refused = await send('GET', '/api/admin/performances', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'second_factor_required' });
    // A magic link's session is no more than a customer one (decision 0056).
    await send('POST', '/api/send-magic-link', { body: { email: staff.email } });
    const mail = await lastMail(staff.email);
    const linkToken = new URLSearchParams((mail.path ?? '').split('?')[1]).get('token');
    const linked = await send('POST', '/api/magic-link/login', { body: { token: linkToken } });
    expect(linked.status).toBe(200);
    const byLink = await send('GET', '/api/admin/performances', {
      token: String(linked.body['token']),
    });
    expect(byLink.status).toBe(403);
    expect(byLink.body).toMatchObject({ code: 'second_factor_required' });
    const customer = await staffMember('sf-customer', 'customer');
    const forbidden = await send('GET', '/api/admin/performances', { token: customer.token });
    expect(forbidden.body).toMatchObject({ code: 'forbidden' });
    expect(
      (
        await send('POST', '/api/second-factor/session', {
          token: customer.token,
          body: { method: 'none' },
        })
      ).status,
    ).toBe(403);
  });

  it('starts a staff session without a factor only when none is enrolled or required', async () => {
    const staff = await staffMember('sf-none', 'cashier');
    const started = await send('POST', '/api/second-factor/session', {
      token: staff.token,
      body: { method: 'none' },
    });
    expect(started.status).toBe(200);
    expect(started.setCookie).toMatch(/HttpOnly/);
    expect(started.setCookie).toMatch(/SameSite=Strict/);
    expect(started.setCookie).toMatch(/Path=\/api/);
    expect(started.setCookie).not.toMatch(/Secure/);
    const cookie = started.cookie ?? '';
    expect(cookie).not.toBe('');
    expect(started.body['csrf_token']).not.toContain(cookie);
    const listed = await send('GET', '/api/admin/performances', { token: staff.token, cookie });
    expect(listed.status).toBe(200);
    // The staff token is no bearer token.
    expect((await send('GET', '/api/profile', { token: cookie })).status).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing back-office call without the right token (403 csrf_token_invalid)', async () => {
    const staff = await staffMember('sf-csrf');
    const started = await send('POST', '/api/second-factor/session', {
      token: staff.token,
      body: { method: 'none' },
    });
    const cookie = started.cookie ?? '';
    const csrf = started.body['csrf_token'] as string;
    const body = { staff_idle_minutes: 30 };
    const missing = await send('PUT', '/api/admin/settings/sessions', { cookie, body });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 'csrf_token_invalid' });
    const wrong = await send('PUT', '/api/admin/settings/sessions', { cookie, body, csrf: 'x' });
    expect(wrong.body).toMatchObject({ code: 'csrf_token_invalid' });
    const right = await send('PUT', '/api/admin/settings/sessions', { cookie, body, csrf });
    expect(right.status).toBe(200);
    // The status call hands the token to a reloaded page.
    const status = await send('GET', '/api/second-factor', { token: staff.token, cookie });
    expect(status.body).toMatchObject({ staff_session: true, csrf_token: csrf });
  });
});

describe('the authenticator app (TOTP)', () => {
  it('enrols with a first code, then signs in with a code once per step', async () => {
    const staff = await staffMember('sf-totp');
    const enrolled = await enrolTotp(staff.token);
    expect(enrolled.recovery.length).toBe(10);
    expect(enrolled.setCookie).toMatch(/HttpOnly; SameSite=Strict/);
    const status = await send('GET', '/api/second-factor', { token: staff.token });
    expect(status.body).toMatchObject({ totp: true, recovery_codes_left: 10 });
    expect(JSON.stringify(status.body)).not.toContain(enrolled.secret);
    const stored = await t.database.db.selectFrom('user_totp').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(enrolled.secret);

    const again = await login(staff.email);
    const none = await send('POST', '/api/second-factor/session', {
      token: again,
      body: { method: 'none' },
    });
    expect(none.status).toBe(403);
    const wrong = await send('POST', '/api/second-factor/session', {
      token: again,
      body: { method: 'totp', code: '000000' === codeAt(enrolled.secret) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'second_factor_invalid' });
    // The enrolment's step was used: its code is not accepted again.
    const replayed = await send('POST', '/api/second-factor/session', {
      token: again,
      body: { method: 'totp', code: codeAt(enrolled.secret) },
    });
    expect(replayed.status).toBe(422);
    const next = codeAt(enrolled.secret, 30_000);
    const passed = await send('POST', '/api/second-factor/session', {
      token: again,
      body: { method: 'totp', code: next },
    });
    expect(passed.status).toBe(200);
    expect(
      (await send('GET', '/api/admin/performances', { token: again, cookie: passed.cookie }))
        .status,
    ).toBe(200);
    const twice = await send('POST', '/api/second-factor/session', {
      token: again,
      body: { method: 'totp', code: next },
    });
    expect(twice.status).toBe(422);
    // The security log (decision 0058): the factor added, each pass, each wrong or replayed code.
    const events = await t.database.db
      .selectFrom('security_events')
      .innerJoin('users', 'users.id', 'security_events.user_id')
      .select(['event_type', 'outcome', 'details'])
      .where('users.email', '=', staff.email)
      .where('event_type', 'like', 'second_factor%')
      .orderBy('security_events.id')
      .execute();
    expect(events.map((event) => `${event.event_type}:${event.outcome}`)).toEqual([
      'second_factor_added:success',
      'second_factor_passed:success',
      'second_factor_failed:failure',
      'second_factor_failed:failure',
      'second_factor_passed:success',
      'second_factor_failed:failure',
    ]);
  });

  it('accepts a recovery code once', async () => {
    const staff = await staffMember('sf-recovery');
    const enrolled = await enrolTotp(staff.token);
    const code = enrolled.recovery[0] ?? '';
    const token = await login(staff.email);
    const used = await send('POST', '/api/second-factor/session', {
      token,
      body: { method: 'recovery', code: code.toUpperCase() },
    });
    expect(used.status).toBe(200);
    const reused = await send('POST', '/api/second-factor/session', {
      token,
      body: { method: 'recovery', code },
    });
    expect(reused.status).toBe(422);
    const status = await send('GET', '/api/second-factor', { token });
    expect(status.body['recovery_codes_left']).toBe(9);
    // New codes replace the old ones (with the staff session and its CSRF token).
    const csrf = used.body['csrf_token'] as string;
    const refused = await send('POST', '/api/second-factor/recovery-codes', { token });
    expect(refused.status).toBe(403);
    const renewed = await send('POST', '/api/second-factor/recovery-codes', {
      token,
      cookie: used.cookie,
      csrf,
    });
    expect((renewed.body['recovery_codes'] as string[]).length).toBe(10);
    const old = await send('POST', '/api/second-factor/session', {
      token,
      body: { method: 'recovery', code: enrolled.recovery[1] ?? '' },
    });
    expect(old.status).toBe(422);
  });
});

describe('the staff session', () => {
  it('ends with its bearer session and after the staff idle limit', async () => {
    const staff = await staffMember('sf-life', 'cashier');
    const started = await send('POST', '/api/second-factor/session', {
      token: staff.token,
      body: { method: 'none' },
    });
    const cookie = started.cookie ?? '';
    const before = clock.offsetMs;
    try {
      clock.offsetMs = 29 * minute;
      expect((await send('GET', '/api/admin/performances', { cookie })).status).toBe(200);
      clock.offsetMs = 29 * minute + 31 * minute;
      const idle = await send('GET', '/api/admin/performances', { cookie });
      expect(idle.status).toBe(419);
      expect(idle.body).toMatchObject({ code: 'session_expired', reason: 'idle' });
    } finally {
      clock.offsetMs = before;
    }
    const other = await staffMember('sf-logout', 'cashier');
    const second = await send('POST', '/api/second-factor/session', {
      token: other.token,
      body: { method: 'none' },
    });
    const logout = await send('POST', '/api/logout', { token: other.token });
    expect(logout.setCookie).toMatch(/jegy_staff=;.*Max-Age=0/);
    const after = await send('GET', '/api/admin/performances', { cookie: second.cookie });
    expect(after.status).toBe(401);
  });

  it('is not inherited by another account’s bearer token in the same browser', async () => {
    const one = await staffMember('sf-one');
    const two = await staffMember('sf-two');
    const started = await send('POST', '/api/second-factor/session', {
      token: one.token,
      body: { method: 'none' },
    });
    const refused = await send('GET', '/api/admin/performances', {
      token: two.token,
      cookie: started.cookie,
    });
    expect(refused.body).toMatchObject({ code: 'second_factor_required' });
  });
});

describe('the mandatory setting', () => {
  it('makes a role enrol first, and keeps its last factor', async () => {
    const admin = await staffMember('sf-setting');
    const started = await send('POST', '/api/second-factor/session', {
      token: admin.token,
      body: { method: 'none' },
    });
    const saved = await send('PUT', '/api/admin/settings/sessions', {
      cookie: started.cookie,
      csrf: started.body['csrf_token'] as string,
      body: { staff_idle_minutes: 30, second_factor_roles: ['administrator'] },
    });
    expect(saved.body).toMatchObject({ second_factor_roles: ['administrator'] });
    try {
      const staff = await staffMember('sf-mandatory');
      const none = await send('POST', '/api/second-factor/session', {
        token: staff.token,
        body: { method: 'none' },
      });
      expect(none.body).toMatchObject({ code: 'second_factor_enrolment_required' });
      const enrolled = await enrolTotp(staff.token);
      const removed = await send('DELETE', '/api/second-factor/totp', {
        token: staff.token,
        cookie: enrolled.cookie,
        csrf: enrolled.csrf,
      });
      expect(removed.status).toBe(409);
      expect(removed.body).toMatchObject({ code: 'last_factor_mandatory' });
    } finally {
      await t.database.db.deleteFrom('settings').where('key', '=', 'sessions').execute();
    }
  });
});

describe('passkeys', () => {
  it('offers registration with the request’s host name as RP ID, and refuses a foreign origin', async () => {
    const staff = await staffMember('sf-passkey');
    const options = await send('POST', '/api/second-factor/passkeys/options', {
      token: staff.token,
    });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rp: { id: 'localhost' } });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/second-factor/passkeys/options',
      headers: {
        authorization: `Bearer ${staff.token}`,
        host: 'localhost:3310',
        origin: 'http://evil.example:3310',
      },
    });
    expect(foreign.statusCode).toBe(422);
    const none = await send('POST', '/api/second-factor/passkey/options', { token: staff.token });
    expect(none.status).toBe(404);
  });
});
