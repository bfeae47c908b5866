import type { SessionReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  clock,
  goodPassword,
  lastMail,
  login,
  mailCount,
  register,
  REQUIRED_EN,
  t,
  uniqueEmail,
} from './accounts-test-kit.js';

describe('registration and e-mail verification', () => {
  it('creates an inactive account, e-mails a link, and the link activates and signs in once', async () => {
    const email = uniqueEmail('reg');
    const registered = await register(email);
    expect(registered.status).toBe(201);
    expect(registered.body.message).toMatch(/aktiválhatja/);

    const blocked = await login(email);
    expect(blocked.status).toBe(422);
    expect(blocked.body.code).toBe('email_not_verified');
    expect(blocked.body.errors?.email?.[0]).toMatch(/nem erősítette meg/);

    const mail = await lastMail(email);
    expect(mail.kind).toBe('verify_email');
    expect(mail.locale).toBe('hu');
    expect(mail.path).toMatch(/^\/verify-email\/\d+\/[\w-]{43}$/);
    expect(mail.html).toContain(mail.path);

    const verified = await call<SessionReply>('GET', `/api${mail.path ?? ''}`);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, vip: 0, newsletter: 0, relevant_infos: 0 });
    expect(verified.body.token).toMatch(/^[\w-]{43}$/);

    const again = await call('GET', `/api${mail.path ?? ''}`);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_token');

    expect((await login(email)).status).toBe(200);
  });

  it('refuses a verification link of another user or after 48 hours', async () => {
    const email = uniqueEmail('late');
    await register(email);
    const { path } = await lastMail(email);
    const [, , userId, token] = (path ?? '').split('/');
    expect((await call('GET', `/api/verify-email/${Number(userId) + 1}/${token}`)).status).toBe(
      422,
    );
    clock.offsetMs = 49 * 3_600_000;
    try {
      expect((await call('GET', `/api${path ?? ''}`)).status).toBe(422);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('resends the verification e-mail, with the same answer for unknown addresses', async () => {
    const email = uniqueEmail('resend');
    await register(email);
    const known = await call('POST', '/api/resend-verification', { body: { email } });
    const unknown = await call('POST', '/api/resend-verification', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await mailCount(email)).toBe(2);
    // The newer link replaces the older one.
    const { path } = await lastMail(email);
    expect((await call('GET', `/api${path ?? ''}`)).status).toBe(200);
  });

  it('writes the e-mail in the language of the visitor', async () => {
    const email = uniqueEmail('english');
    const res = await call('POST', '/api/register', {
      lang: 'en',
      body: {
        name: "Siobhán O'Brien",
        email,
        password: goodPassword,
        password_confirmation: goodPassword,
        terms: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/Registration successful/);
    expect((await lastMail(email)).locale).toBe('en');
  });

  it('validates every field, translated, and changes nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const res = await call<{ errors: Record<string, string[]> }>('POST', '/api/register', {
      body: {
        name: 'R2-D2',
        email: 'not-an-address',
        password: 'short',
        password_confirmation: 'other',
        terms: false,
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['email', 'name', 'password', 'password_confirmation', 'terms'].sort(),
    );
    expect(res.body.errors.name?.[0]).toMatch(/betűket/);
    const english = await call<{ errors: Record<string, string[]> }>('POST', '/api/register', {
      lang: 'en',
      body: { name: '', email: '', password: '', password_confirmation: '', terms: true },
    });
    expect(english.status).toBe(422);
    expect(english.body.errors.name?.[0]).toBe(REQUIRED_EN);
    expect(english.body.errors.email?.[0]).toBe(REQUIRED_EN);
    expect(english.body.errors.password?.[0]).toBe(REQUIRED_EN);
    const after = await t.database.db.selectFrom('users').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses a commonly used password, the user’s own name or address, and a taken address (any letter case)', async () => {
    const common = await register(uniqueEmail('common'), {
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(common.status).toBe(422);
    expect((common.body.errors as Record<string, string[]>).password?.[0]).toMatch(/gyakori/);

    // The user's own name or address is refused for what it is, not as "too common".
    const ownEmail = uniqueEmail('ownname');
    const own = await register(ownEmail, {
      password: ownEmail,
      password_confirmation: ownEmail,
    });
    expect(own.status).toBe(422);
    expect((own.body.errors as Record<string, string[]>).password?.[0]).toBe(
      'A jelszó nem lehet az Ön neve vagy e-mail-címe. Kérjük, válasszon másikat.',
    );
    const ownName = await register(uniqueEmail('ownname'), {
      name: 'Kovács Benedek',
      password: 'KovacsBenedek',
      password_confirmation: 'KovacsBenedek',
    });
    expect((ownName.body.errors as Record<string, string[]>).password?.[0]).toMatch(/neve/);

    const email = uniqueEmail('taken');
    expect((await register(email)).status).toBe(201);
    const taken = await register(email.toUpperCase());
    expect(taken.status).toBe(422);
    expect((taken.body.errors as Record<string, string[]>).email?.[0]).toMatch(/foglalt/);
  });
});
