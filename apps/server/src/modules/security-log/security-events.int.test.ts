import type { SessionReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  goodPassword,
  lastMail,
  login,
  register,
  t,
  uniqueEmail,
  verifiedUser,
} from '../accounts/accounts-test-kit.js';
import { setUserRoles } from '../accounts/set-user-roles.js';
import { switchMaintenance } from '../settings/switch-maintenance.js';
import { eventsOf, makeRole, send, userIdOf } from './security-log-test-kit.js';

/** Decision 0058: every security event is recorded, failures too, and never a password. */

async function admin(label: string) {
  const user = await verifiedUser(label);
  const id = await makeRole(user.email, 'admin');
  return { ...user, id };
}

describe('the security log records sign-ins', () => {
  it('a password sign-in, with the address and the device', async () => {
    const { email } = await verifiedUser('sl-sign-in');
    const userId = await userIdOf(email);
    const reply = await send('POST', '/api/login', {
      body: { email, password: goodPassword },
      ip: '198.51.100.7',
    });
    expect(reply.statusCode).toBe(200);
    const [event] = await eventsOf('sign_in_password', { userId });
    expect(event).toMatchObject({
      outcome: 'success',
      user_id: userId,
      actor_id: null,
      ip_address: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
  });

  it('each failure with its reason and the address as typed, never the password', async () => {
    const unknown = uniqueEmail('sl-nobody');
    expect((await login(unknown, 'Titkos-Jelszo-99')).status).toBe(422);
    expect(await eventsOf('sign_in_password', { email: unknown })).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        user_id: null,
        details: { reason: 'unknown_email' },
      }),
    ]);

    const { email } = await verifiedUser('sl-wrong');
    const userId = await userIdOf(email);
    expect((await login(email, 'Rossz-Jelszo-123')).status).toBe(422);
    const unverified = uniqueEmail('sl-unverified');
    expect((await register(unverified)).status).toBe(201);
    expect((await login(unverified)).status).toBe(422);
    const locked = await verifiedUser('sl-locked');
    await t.database.db
      .updateTable('users')
      .set({ locked_at: new Date() })
      .where('email', '=', locked.email)
      .execute();
    expect((await login(locked.email)).status).toBe(422);

    const reasons = async (address: string) =>
      (await eventsOf('sign_in_password', { email: address })).map((event) => [
        event.outcome,
        (event.details as { reason?: string }).reason,
      ]);
    expect(await reasons(email)).toEqual([['failure', 'wrong_password']]);
    expect((await eventsOf('sign_in_password', { userId }))[0]?.email).toBe(email);
    expect(await reasons(unverified)).toEqual([['failure', 'unverified']]);
    expect(await reasons(locked.email)).toEqual([['failure', 'locked']]);
    const all = JSON.stringify(
      await t.database.db.selectFrom('security_events').selectAll().execute(),
    );
    expect(all).not.toContain('Rossz-Jelszo-123');
    expect(all).not.toContain('Titkos-Jelszo-99');
    expect(all).not.toContain(goodPassword);
  });

  it('a confirmation link, a magic link, a bad link, and signing out', async () => {
    const { email, token } = await verifiedUser('sl-links');
    const userId = await userIdOf(email);
    expect(await eventsOf('sign_in_email_link', { userId })).toHaveLength(1);

    expect((await call('POST', '/api/send-magic-link', { body: { email } })).status).toBe(202);
    const { path } = await lastMail(email);
    const magic = new URL(`http://x${path ?? ''}`).searchParams.get('token') ?? '';
    const signedIn = await call<SessionReply>('POST', '/api/magic-link/login', {
      body: { token: magic },
    });
    expect(signedIn.status).toBe(200);
    expect((await call('POST', '/api/magic-link/login', { body: { token: magic } })).status).toBe(
      422,
    );
    expect(
      (await eventsOf('sign_in_magic_link')).filter(
        (event) => event.user_id === userId || event.outcome === 'failure',
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'success', user_id: userId }),
        expect.objectContaining({ outcome: 'failure', details: { reason: 'invalid_token' } }),
      ]),
    );

    expect((await call('POST', '/api/logout', { token })).status).toBe(200);
    expect(await eventsOf('signed_out', { userId })).toHaveLength(1);
  });
});

describe('the security log records account changes', () => {
  it('a password changed and a password reset', async () => {
    const { email, token } = await verifiedUser('sl-password');
    const userId = await userIdOf(email);
    const changed = await send('POST', '/api/profile/set-password', {
      token,
      body: {
        current_password: goodPassword,
        password: 'Masik-Jelszo-2026',
        password_confirmation: 'Masik-Jelszo-2026',
      },
    });
    expect(changed.statusCode).toBe(202);
    expect(await eventsOf('password_changed', { userId })).toHaveLength(1);

    expect((await call('POST', '/api/reset-password', { body: { email } })).status).toBe(202);
    const { path } = await lastMail(email);
    const reset = (path ?? '').split('/').pop();
    const done = await call('POST', '/api/set-password', {
      body: {
        token: reset,
        password: 'Harmadik-Jelszo-2026',
        password_confirmation: 'Harmadik-Jelszo-2026',
      },
    });
    expect(done.status).toBe(202);
    expect(await eventsOf('password_reset', { userId })).toHaveLength(1);
  });

  it('sessions ended by the user and by an administrator, locks and roles', async () => {
    const boss = await admin('sl-boss');
    const { email, token } = await verifiedUser('sl-sessions');
    const userId = await userIdOf(email);
    const second = await login(email);
    expect((await send('POST', '/api/profile/sessions/end-others', { token })).statusCode).toBe(
      200,
    );
    const third = await login(email);
    const own = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(
      (await send('POST', `/api/profile/sessions/${own.id}/end`, { token: third.body.token }))
        .statusCode,
    ).toBe(200);
    expect(second.status).toBe(200);

    expect(
      (await send('POST', `/api/admin/users/${userId}/end-sessions`, { token: boss.token }))
        .statusCode,
    ).toBe(200);
    const ended = await eventsOf('sessions_ended', { userId });
    expect(
      ended.map((event) => [(event.details as { scope: string }).scope, event.actor_id]),
    ).toEqual([
      ['all_others', null],
      ['own', null],
      ['all_by_administrator', boss.id],
    ]);

    for (const locked of [true, false]) {
      const reply = await send('POST', `/api/admin/users/${userId}/lock`, {
        token: boss.token,
        body: { locked },
      });
      expect(reply.statusCode).toBe(200);
    }
    expect(await eventsOf('account_locked', { userId })).toEqual([
      expect.objectContaining({ actor_id: boss.id, outcome: 'success' }),
    ]);
    expect(await eventsOf('account_unlocked', { userId })).toHaveLength(1);

    const role = await send('POST', `/api/admin/users/${userId}/role`, {
      token: boss.token,
      body: { roles: ['box_office'] },
    });
    expect(role.statusCode).toBe(200);
    await setUserRoles(t.database.db, email, []);
    expect(await eventsOf('role_changed', { userId })).toEqual([
      expect.objectContaining({
        actor_id: boss.id,
        details: { from: '', to: 'box_office', source: 'admin' },
      }),
      expect.objectContaining({
        actor_id: null,
        details: { from: 'box_office', to: '', source: 'command_line' },
      }),
    ]);
  });

  it('an erasure', async () => {
    const { email, token } = await verifiedUser('sl-erase');
    const userId = await userIdOf(email);
    const reply = await send('POST', '/api/profile/delete', {
      token,
      body: { password: goodPassword },
    });
    expect(reply.statusCode).toBe(200);
    const erased = await eventsOf('account_erased', { userId });
    expect(erased.map((event) => [event.actor_id, (event.details as { by: string }).by])).toEqual([
      [null, 'self'],
    ]);
  });
});

describe('the security log records what administrators do', () => {
  it('exports: reports, a person’s data, the security log itself', async () => {
    const boss = await admin('sl-exports');
    const report = await send(
      'GET',
      '/api/admin/exports/orders?from=2026-01-01&to=2026-01-31&format=csv',
      {
        token: boss.token,
      },
    );
    expect(report.statusCode).toBe(200);
    const profile = await send('GET', '/api/profile/export', { token: boss.token });
    expect(profile.statusCode).toBe(200);
    const log = await send('GET', '/api/admin/security-log/export?type=export', {
      token: boss.token,
    });
    expect(log.statusCode).toBe(200);
    const kinds = (await eventsOf('export', { userId: boss.id })).map(
      (event) => (event.details as { kind: string }).kind,
    );
    expect(kinds).toEqual(['orders', 'personal_data', 'security_log']);
  });

  it('settings changed and maintenance switched (the back office and the command line)', async () => {
    const boss = await admin('sl-settings');
    const sessions = await send('PUT', '/api/admin/settings/sessions', {
      token: boss.token,
      body: { staff_idle_minutes: 45 },
    });
    expect(sessions.statusCode).toBe(200);
    const on = await send('PUT', '/api/admin/maintenance', {
      token: boss.token,
      body: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    await switchMaintenance(t.database.db, { enabled: false, actorId: null });
    expect(await eventsOf('settings_changed', { userId: boss.id })).toEqual([
      expect.objectContaining({
        details: { section: 'sessions', fields: ['staff_idle_minutes'] },
      }),
    ]);
    const switched = await eventsOf('maintenance_switched');
    expect(switched.slice(-2).map((event) => [event.user_id, event.details])).toEqual([
      [boss.id, { enabled: true, source: 'admin' }],
      [null, { enabled: false, source: 'command_line' }],
    ]);
  });
});
