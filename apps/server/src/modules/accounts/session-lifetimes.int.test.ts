import type { SessionReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { clock, goodPassword, t, verifiedUser } from './accounts-test-kit.js';
import { pruneSessions } from './prune-sessions.js';
import { testRoles, type TestRole } from '../checkout/checkout-test-kit.js';

/** Decision 0055: idle and absolute lifetimes, by role; background requests are not activity. */

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: object; background?: boolean; userAgent?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: options.body,
    remoteAddress: '10.9.0.1',
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.background ? { 'x-background-request': '1' } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** Runs `work` with the clock moved by `ms`, then puts it back. */
async function at<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const before = clock.offsetMs;
  clock.offsetMs = ms;
  try {
    return await work();
  } finally {
    clock.offsetMs = before;
  }
}

async function userWithRole(label: string, role: TestRole) {
  const user = await verifiedUser(label);
  await t.database.db
    .updateTable('users')
    .set({ roles: testRoles(role) })
    .where('email', '=', user.email)
    .execute();
  // A new session, started with the role (its stored end is the role's).
  const signedIn = await send('POST', '/api/login', {
    body: { email: user.email, password: goodPassword },
  });
  expect(signedIn.status).toBe(200);
  return { ...user, token: (signedIn.body as unknown as SessionReply).token };
}

const profile = (token: string, background = false) =>
  send('GET', '/api/profile', { token, background });

describe('session lifetimes', () => {
  it('ends a staff session after 30 idle minutes with 419 session_expired, reason idle', async () => {
    const { token } = await userWithRole('idle-staff', 'cashier');
    expect((await at(29 * minute, () => profile(token))).status).toBe(200);
    // Active at 29 minutes: the limit counts again from there.
    expect((await at(58 * minute, () => profile(token))).status).toBe(200);
    // Exactly at the limit is over.
    const idle = await at(88 * minute, () => profile(token));
    expect(idle.status).toBe(419);
    expect(idle.body).toMatchObject({ code: 'session_expired', reason: 'idle' });
    // Ended for good (revoked): no later request, setting or role change brings it back.
    expect((await at(60 * minute, () => profile(token))).status).toBe(401);
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.revoked_at).not.toBeNull();
  });

  it('answers 401 for a session of an erased account', async () => {
    const { token, email } = await userWithRole('erased-session', 'customer');
    expect((await profile(token)).status).toBe(200);
    // As if the account were erased while the session was being made (decision 0054).
    await t.database.db
      .updateTable('users')
      .set({ erased_at: new Date() })
      .where('email', '=', email)
      .execute();
    expect((await profile(token)).status).toBe(401);
  });

  it('lets housekeeping delete a session idle past the longest idle limit, device and address', async () => {
    const old = await userWithRole('pruned-idle', 'customer');
    const fresh = await userWithRole('kept-active', 'customer');
    const sessionOf = (email: string) =>
      t.database.db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('s.id')
        .where('u.email', '=', email)
        .execute();
    const stale = (await sessionOf(old.email)).map((session) => session.id);
    await t.database.db
      .updateTable('sessions')
      .set({ last_active_at: new Date(Date.now() - 8 * day - hour) })
      .where('id', 'in', stale)
      .execute();
    await pruneSessions(t.database.db, { now: () => new Date() });
    expect(await sessionOf(old.email)).toEqual([]);
    expect((await sessionOf(fresh.email)).length).toBeGreaterThan(0);
  });

  it('does not count background requests as activity, but does count the rest', async () => {
    const { token } = await userWithRole('idle-poll', 'admin');
    for (const minutes of [5, 10, 15, 20, 25]) {
      expect((await at(minutes * minute, () => profile(token, true))).status).toBe(200);
    }
    const row = () =>
      t.database.db
        .selectFrom('sessions')
        .select(['last_active_at', 'last_used_at', 'created_at'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const stored = await row();
    expect(stored.last_active_at.getTime()).toBe(stored.created_at.getTime());
    const idle = await at(31 * minute, () => profile(token, true));
    expect(idle.status).toBe(419);
    expect(idle.body['reason']).toBe('idle');
  });

  it('follows the administrators’ idle setting (5–240 minutes), applying to live sessions', async () => {
    const admin = await userWithRole('idle-setting-admin', 'admin');
    const cashier = await userWithRole('idle-setting-cashier', 'cashier');
    const bad = await send('PUT', '/api/admin/settings/sessions', {
      token: admin.token,
      body: { staff_idle_minutes: 4 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body['errors']).toEqual({
      staff_idle_minutes: ['Give a whole number of minutes from 5 to 240.'],
    });
    const saved = await send('PUT', '/api/admin/settings/sessions', {
      token: admin.token,
      body: { staff_idle_minutes: 60 },
    });
    // Outside production no staff role must pass a second factor unless set (decision 0056).
    expect(saved).toEqual({
      status: 200,
      body: { staff_idle_minutes: 60, second_factor_roles: [] },
    });
    try {
      expect(
        (await send('GET', '/api/admin/settings/sessions', { token: admin.token })).body,
      ).toEqual({ staff_idle_minutes: 60, second_factor_roles: [] });
      expect((await at(45 * minute, () => profile(cashier.token))).status).toBe(200);
      expect((await at(106 * minute, () => profile(cashier.token))).status).toBe(419);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'data'])
        .where('action', '=', 'settings.sessions_updated')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.data).toMatchObject({
        changes: { staff_idle_minutes: { from: 30, to: 60 } },
      });
    } finally {
      await t.database.db.deleteFrom('settings').where('key', '=', 'sessions').execute();
    }
  });

  it('ends a staff session after 12 hours however active, reason lifetime', async () => {
    const { token } = await userWithRole('absolute-staff', 'admin');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      expect((await at(minutes * minute, () => profile(token))).status).toBe(200);
    }
    const over = await at(12 * hour, () => profile(token));
    expect(over.status).toBe(419);
    expect(over.body).toMatchObject({ code: 'session_expired', reason: 'lifetime' });
  });

  it('applies a promotion to a live session at once (a customer’s session becomes a staff one)', async () => {
    const { token, email } = await userWithRole('promoted', 'customer');
    expect((await at(2 * hour, () => profile(token))).status).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ roles: ['box_office'] })
      .where('email', '=', email)
      .execute();
    const idle = await at(3 * hour, () => profile(token));
    expect(idle.status).toBe(419);
  });

  it('ends a customer session after 7 idle days, or 30 days in any case', async () => {
    const idleUser = await userWithRole('idle-customer', 'customer');
    expect((await at(6 * day, () => profile(idleUser.token))).status).toBe(200);
    expect((await at(12 * day, () => profile(idleUser.token))).status).toBe(200);
    const idle = await at(19 * day + minute, () => profile(idleUser.token));
    expect(idle.status).toBe(419);
    expect(idle.body['reason']).toBe('idle');

    const busy = await userWithRole('busy-customer', 'customer');
    for (let days = 5; days < 30; days += 5) {
      expect((await at(days * day, () => profile(busy.token))).status).toBe(200);
    }
    const over = await at(30 * day, () => profile(busy.token));
    expect(over.status).toBe(419);
    expect(over.body['reason']).toBe('lifetime');
  });
});
