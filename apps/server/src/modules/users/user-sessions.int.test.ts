import type { AdminUserActionReply, AdminUserDetails } from '@theatre/contracts';
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
import { setUserLock } from '../accounts/set-user-lock.js';
import { systemClock } from '../../lib/clock.js';

/** Decision 0055: administrators end a user's sessions, lock and unlock accounts. */

async function admin(label: string): Promise<{ token: string; id: number }> {
  const user = await verifiedUser(label);
  const row = await t.database.db
    .updateTable('users')
    .set({ roles: ['administrator'] })
    .where('email', '=', user.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token: user.token, id: row.id };
}

async function userIdOf(email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

const post = (url: string, token: string, body?: object) =>
  call<AdminUserActionReply & { code?: string }>('POST', url, { token, body, lang: 'en' });

const auditOf = (userId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'data'])
    .where('entity', '=', 'user')
    .where('entity_id', '=', String(userId))
    .orderBy('id')
    .execute();

describe('an administrator and a user’s sessions', () => {
  it('ends every session of a user at once, audited', async () => {
    const boss = await admin('end-all-admin');
    const { email, token } = await verifiedUser('end-all-user');
    const second = await login(email);
    const userId = await userIdOf(email);
    const before = await call<AdminUserDetails>('GET', `/api/admin/users/${userId}`, {
      token: boss.token,
    });
    expect(before.body.live_sessions).toBe(2);
    expect(before.body.locked_at).toBeNull();

    const reply = await post(`/api/admin/users/${userId}/end-sessions`, boss.token);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('The user’s sessions are ended (2).');
    expect(reply.body.user.live_sessions).toBe(0);
    expect((await call('GET', '/api/profile', { token })).status).toBe(401);
    expect((await call('GET', '/api/profile', { token: second.body.token })).status).toBe(401);
    expect((await call('GET', '/api/profile', { token: boss.token })).status).toBe(200);
    // The user may sign in again.
    expect((await login(email)).status).toBe(200);
    expect(await auditOf(userId)).toEqual([
      { action: 'user.sessions_ended', actor_id: boss.id, data: { ended: 2 } },
    ]);
    expect((await post('/api/admin/users/2000000000/end-sessions', boss.token)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const { email, token } = await verifiedUser('end-all-customer');
    const userId = await userIdOf(email);
    expect((await post(`/api/admin/users/${userId}/end-sessions`, token)).status).toBe(403);
    expect((await post(`/api/admin/users/${userId}/lock`, token, { locked: true })).status).toBe(
      403,
    );
    await t.database.db
      .updateTable('users')
      .set({ roles: ['box_office'] })
      .where('id', '=', userId)
      .execute();
    expect((await post(`/api/admin/users/${userId}/lock`, token, { locked: true })).status).toBe(
      403,
    );
    expect((await call('GET', '/api/profile', { token })).status).toBe(200);
  });
});

describe('a locked account', () => {
  it('ends its sessions and cannot sign in by password, magic link or verification link', async () => {
    const boss = await admin('lock-admin');
    const { email, token } = await verifiedUser('locked-user');
    const userId = await userIdOf(email);

    const locked = await post(`/api/admin/users/${userId}/lock`, boss.token, { locked: true });
    expect(locked.status).toBe(200);
    expect(locked.body.message).toBe(
      'The account is locked and its sessions are ended: it cannot sign in.',
    );
    expect(locked.body.user.locked_at).not.toBeNull();
    expect((await call('GET', '/api/profile', { token })).status).toBe(401);

    // The right password: told the account is locked. A wrong one: the usual answer.
    const right = await call<{ code?: string; errors?: Record<string, string[]> }>(
      'POST',
      '/api/login',
      { body: { email, password: goodPassword }, lang: 'en' },
    );
    expect(right.status).toBe(422);
    expect(right.body.code).toBe('account_locked');
    expect(right.body.errors?.['email']?.[0]).toMatch(/locked/);
    const wrong = await login(email, 'Wrong-Password-987');
    const unknown = await login(uniqueEmail('lock-ghost'), 'Wrong-Password-987');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);

    // The magic link: asked for like any address; following it says the account is locked.
    const asked = await call('POST', '/api/send-magic-link', { body: { email } });
    expect(asked.status).toBe(202);
    const mail = await lastMail(email);
    const magicToken = new URLSearchParams((mail.path ?? '').split('?')[1]).get('token') ?? '';
    const magic = await call('POST', '/api/magic-link/login', { body: { token: magicToken } });
    expect(magic.status).toBe(422);
    expect(magic.body['code']).toBe('account_locked');

    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', userId)
      .execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);

    const again = await post(`/api/admin/users/${userId}/lock`, boss.token, { locked: true });
    expect(again.body.message).toBe('Nothing changed.');
    const unlocked = await post(`/api/admin/users/${userId}/lock`, boss.token, { locked: false });
    expect(unlocked.body.message).toBe('The account is unlocked: it can sign in again.');
    expect(unlocked.body.user.locked_at).toBeNull();
    expect((await login(email)).status).toBe(200);

    expect(await auditOf(userId)).toEqual([
      { action: 'user.locked', actor_id: boss.id, data: { sessions_ended: 1 } },
      { action: 'user.unlocked', actor_id: boss.id, data: {} },
    ]);
  });

  it('keeps an unconfirmed locked account from confirming its address and signing in', async () => {
    const boss = await admin('lock-verify-admin');
    const email = uniqueEmail('lock-unconfirmed');
    expect((await register(email)).status).toBe(201);
    const { path } = await lastMail(email);
    const userId = await userIdOf(email);
    expect(
      (await post(`/api/admin/users/${userId}/lock`, boss.token, { locked: true })).status,
    ).toBe(200);
    const verified = await call('GET', `/api${path ?? ''}`);
    expect(verified.status).toBe(422);
    expect(verified.body['code']).toBe('account_locked');
  });

  it('an administrator cannot lock themselves; bad input is 422', async () => {
    const boss = await admin('lock-self');
    const self = await post(`/api/admin/users/${boss.id}/lock`, boss.token, { locked: true });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('lock_own_account');
    expect((await post(`/api/admin/users/${boss.id}/lock`, boss.token, {})).status).toBe(422);
    expect(
      (await post('/api/admin/users/2000000000/lock', boss.token, { locked: true })).status,
    ).toBe(404);
    expect((await call('GET', '/api/profile', { token: boss.token })).status).toBe(200);
  });

  it('is unlocked from the command line by its e-mail address when no administrator can', async () => {
    const boss = await admin('lock-cli-admin');
    const other = await admin('lock-cli-other');
    const email = (
      await t.database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow()
    ).email;
    expect(
      (await post(`/api/admin/users/${other.id}/lock`, boss.token, { locked: true })).status,
    ).toBe(200);
    expect((await login(email)).status).toBe(422);

    // What `npm run staff -- <e-mail> unlock` runs: by address, in any letter case, no actor.
    expect(
      await setUserLock(t.database.db, systemClock, { email: email.toUpperCase(), locked: false }),
    ).toBe(true);
    expect(await setUserLock(t.database.db, systemClock, { email, locked: false })).toBe(false);
    expect((await login(email)).status).toBe(200);
    expect((await auditOf(other.id)).at(-1)).toEqual({
      action: 'user.unlocked',
      actor_id: null,
      data: {},
    });
    await expect(
      setUserLock(t.database.db, systemClock, { email: 'nobody-here@example.com', locked: false }),
    ).rejects.toMatchObject({ code: 'user_not_found' });
  });
});
