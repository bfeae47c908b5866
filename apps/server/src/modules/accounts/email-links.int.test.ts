import type { SessionReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  clock,
  lastMail,
  login,
  register,
  uniqueEmail,
  verifiedUser,
} from './accounts-test-kit.js';

describe('magic link', () => {
  it('e-mails a one-time link that signs in, with the same answer for unknown addresses', async () => {
    const { email } = await verifiedUser('magic');
    const known = await call('POST', '/api/send-magic-link', { body: { email } });
    const unknown = await call('POST', '/api/send-magic-link', {
      body: { email: uniqueEmail('nomagic') },
    });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mail = await lastMail(email);
    expect(mail.kind).toBe('magic_link');
    expect(mail.path).toMatch(/^\/magic-link\?token=[\w-]{43}$/);
    const token = new URLSearchParams((mail.path ?? '').split('?')[1]).get('token');
    const signedIn = await call<SessionReply>('POST', '/api/magic-link/login', { body: { token } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
    expect((await call('POST', '/api/magic-link/login', { body: { token } })).status).toBe(422);
  });

  it('expires after 10 minutes and confirms an unconfirmed address', async () => {
    const email = uniqueEmail('magic-late');
    await register(email);
    await call('POST', '/api/send-magic-link', { body: { email } });
    const token = new URLSearchParams(((await lastMail(email)).path ?? '').split('?')[1]).get(
      'token',
    );
    clock.offsetMs = 11 * 60_000;
    try {
      expect((await call('POST', '/api/magic-link/login', { body: { token } })).status).toBe(422);
    } finally {
      clock.offsetMs = 0;
    }
    await call('POST', '/api/send-magic-link', { body: { email } });
    const fresh = new URLSearchParams(((await lastMail(email)).path ?? '').split('?')[1]).get(
      'token',
    );
    expect((await call('POST', '/api/magic-link/login', { body: { token: fresh } })).status).toBe(
      200,
    );
  });

  it('stops a password set by someone who registered another person’s address', async () => {
    const victim = uniqueEmail('victim');
    // The attacker registers the victim's address with a password of their own…
    await register(victim, {
      password: 'Tamado-Jelszava-1',
      password_confirmation: 'Tamado-Jelszava-1',
    });
    const verification = (await lastMail(victim)).path ?? '';
    // …the victim, told the address is taken, signs in with a magic link instead.
    await call('POST', '/api/send-magic-link', { body: { email: victim } });
    const token = new URLSearchParams(((await lastMail(victim)).path ?? '').split('?')[1]).get(
      'token',
    );
    expect((await call('POST', '/api/magic-link/login', { body: { token } })).status).toBe(200);
    // The attacker's password no longer works, and the old verification link signs nobody in.
    expect((await login(victim, 'Tamado-Jelszava-1')).status).toBe(422);
    expect((await call('GET', `/api${verification}`)).status).toBe(422);
  });

  it('retires the verification link once the address is confirmed another way', async () => {
    const email = uniqueEmail('old-link');
    await register(email);
    const verification = (await lastMail(email)).path ?? '';
    await call('POST', '/api/reset-password', { body: { email } });
    const resetToken = ((await lastMail(email)).path ?? '').split('/').pop();
    const newPassword = 'Masik-Rakpart-Jelszo-5';
    expect(
      (
        await call('POST', '/api/set-password', {
          body: { token: resetToken, password: newPassword, password_confirmation: newPassword },
        })
      ).status,
    ).toBe(202);
    expect((await call('GET', `/api${verification}`)).status).toBe(422);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it('lets one token sign in once, even when it is used in parallel', async () => {
    const { email } = await verifiedUser('parallel');
    await call('POST', '/api/send-magic-link', { body: { email } });
    const token = new URLSearchParams(((await lastMail(email)).path ?? '').split('?')[1]).get(
      'token',
    );
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/magic-link/login', { body: { token } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
  });
});

describe('forgotten password', () => {
  it('resets with the e-mailed token once, signs out every session and sends a notice', async () => {
    const { email, token: session } = await verifiedUser('reset');
    const requested = await call('POST', '/api/reset-password', { body: { email } });
    const unknown = await call('POST', '/api/reset-password', {
      body: { email: uniqueEmail('noreset') },
    });
    expect(requested.status).toBe(202);
    expect(unknown.body).toEqual(requested.body);
    const mail = await lastMail(email);
    expect(mail.kind).toBe('reset_password');
    const resetToken = (mail.path ?? '').split('/').pop();

    const common = await call('POST', '/api/set-password', {
      body: { token: resetToken, password: 'qwerty123', password_confirmation: 'qwerty123' },
    });
    expect(common.status).toBe(422);

    const newPassword = 'Uj-Jelszo-Rakpart-9';
    const reset = await call('POST', '/api/set-password', {
      body: { token: resetToken, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.status).toBe(202);
    expect((await call('GET', '/api/profile', { token: session })).status).toBe(401);
    expect((await login(email)).status).toBe(422);
    expect((await login(email, newPassword)).status).toBe(200);
    expect((await lastMail(email)).kind).toBe('password_changed');

    const reused = await call('POST', '/api/set-password', {
      body: { token: resetToken, password: newPassword, password_confirmation: newPassword },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('invalid_token');
  });
});
