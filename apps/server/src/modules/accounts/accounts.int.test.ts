import type { BillingData, SessionReply, TaxpayerReply, User } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A clock the tests can move forward. */
const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

interface Reply<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; token?: string; lang?: 'hu' | 'en'; ip?: string } = {},
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method,
    url,
    payload: options.body,
    // Each call from its own address, so per-IP limits only count where a test means them to.
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'accept-language': options.lang ?? 'hu',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.org`;
const goodPassword = 'Szinhazi-Jegy-77';
const REQUIRED_EN = 'This field is required.';

/** E-mail requests only queue a job (the same work for any address): run all that is due. */
async function runDueJobs(): Promise<void> {
  while ((await t.app.runJobs()) > 0) {
    // a batch at a time, until none is left
  }
}

/** The newest e-mail to an address and the app path of its link. */
async function lastMail(to: string) {
  await runDueJobs();
  const mail = await t.database.db
    .selectFrom('mail_messages')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/[^\s"<>]+/.exec(mail.text)?.[0];
  return { ...mail, path: link ? new URL(link).pathname + new URL(link).search : undefined };
}

async function mailCount(to: string): Promise<number> {
  await runDueJobs();
  const rows = await t.database.db
    .selectFrom('mail_messages')
    .select('id')
    .where('to_address', '=', to)
    .execute();
  return rows.length;
}

async function register(email: string, overrides: object = {}) {
  return call('POST', '/api/register', {
    body: {
      name: 'Kovács-Nagy Éva',
      email,
      password: goodPassword,
      password_confirmation: goodPassword,
      terms: true,
      ...overrides,
    },
  });
}

/** A registered and confirmed user with a session. */
async function verifiedUser(label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  expect((await register(email)).status).toBe(201);
  const { path } = await lastMail(email);
  const verified = await call<SessionReply>('GET', `/api${path ?? ''}`);
  expect(verified.status).toBe(200);
  return { email, token: verified.body.token };
}

async function login(email: string, password = goodPassword) {
  return call<SessionReply & { code?: string; errors?: Record<string, string[]> }>(
    'POST',
    '/api/login',
    { body: { email, password } },
  );
}

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

  it('refuses a commonly used password and a taken address (any letter case)', async () => {
    const common = await register(uniqueEmail('common'), {
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(common.status).toBe(422);
    expect((common.body.errors as Record<string, string[]>).password?.[0]).toMatch(/gyakori/);

    const email = uniqueEmail('taken');
    expect((await register(email)).status).toBe(201);
    const taken = await register(email.toUpperCase());
    expect(taken.status).toBe(422);
    expect((taken.body.errors as Record<string, string[]>).email?.[0]).toMatch(/foglalt/);
  });
});

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

describe('profile', () => {
  it('changes the password with the current one and signs out the other sessions', async () => {
    const { email, token } = await verifiedUser('change');
    const other = (await login(email)).body.token;
    const wrong = await call('POST', '/api/profile/set-password', {
      token,
      body: {
        current_password: 'not-it-at-all',
        password: 'Masik-Jelszo-2026',
        password_confirmation: 'Masik-Jelszo-2026',
      },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object)).toEqual(['current_password']);
    const changed = await call('POST', '/api/profile/set-password', {
      token,
      body: {
        current_password: goodPassword,
        password: 'Masik-Jelszo-2026',
        password_confirmation: 'Masik-Jelszo-2026',
      },
    });
    expect(changed.status).toBe(202);
    expect((await call('GET', '/api/profile', { token })).status).toBe(200);
    expect((await call('GET', '/api/profile', { token: other })).status).toBe(401);
    expect((await login(email, 'Masik-Jelszo-2026')).status).toBe(200);
  });

  it('saves the preferences', async () => {
    const { token } = await verifiedUser('prefs');
    const saved = await call<{ user: User }>('POST', '/api/profile/set-preferences', {
      token,
      body: { newsletter: 1, relevant_infos: 0 },
    });
    expect(saved.status).toBe(202);
    expect(saved.body.user).toMatchObject({ newsletter: 1, relevant_infos: 0 });
    expect((await call<User>('GET', '/api/profile', { token })).body).toMatchObject({
      newsletter: 1,
      relevant_infos: 0,
    });
    const bad = await call('POST', '/api/profile/set-preferences', {
      token,
      body: { newsletter: 2, relevant_infos: 'yes' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('billing data', () => {
  const address = {
    is_company: false,
    tax_number: null,
    name: 'Kovács-Nagy Éva',
    country: 'HU',
    zip: '1011',
    city: 'Budapest',
    street_name: 'Fő',
    public_place_category: 'utca',
    house_number: '12',
    building: '',
    stairway: 'B',
    floor: '3',
    door: '7',
  };

  it('starts empty in the user’s name, then keeps what is saved', async () => {
    const { token } = await verifiedUser('billing');
    const empty = await call<BillingData>('GET', '/api/billing-data', { token });
    expect(empty.body).toMatchObject({ is_company: false, name: 'Kovács-Nagy Éva', country: 'HU' });
    const saved = await call<{ data: BillingData }>('POST', '/api/billing-data/update', {
      token,
      body: address,
    });
    expect(saved.status).toBe(202);
    expect(saved.body.data.building).toBeNull();
    expect((await call<BillingData>('GET', '/api/billing-data', { token })).body).toMatchObject({
      zip: '1011',
      stairway: 'B',
      floor: '3',
      door: '7',
    });
  });

  it('checks the Hungarian postal code, the country, the required parts and the tax number', async () => {
    const { token } = await verifiedUser('billing-bad');
    const bad = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/billing-data/update',
      { token, body: { ...address, zip: '0123', city: 'B', street_name: '', house_number: '' } },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['city', 'house_number', 'street_name', 'zip'].sort(),
    );
    expect(bad.body.errors.zip?.[0]).toMatch(/4 számjegy/);
    const country = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/billing-data/update',
      { token, body: { ...address, country: 'XX', zip: '12345' } },
    );
    expect(Object.keys(country.body.errors)).toEqual(['country']);
    const abroad = await call('POST', '/api/billing-data/update', {
      token,
      body: { ...address, country: 'at', zip: '1010', city: 'Wien' },
    });
    expect(abroad.status).toBe(202);
    const company = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/billing-data/update',
      {
        token,
        body: { ...address, is_company: true, name: 'Példa Kft.', tax_number: '13421738-2-41' },
      },
    );
    expect(company.status).toBe(422);
    expect(company.body.errors.tax_number?.[0]).toMatch(/ellenőrző/);
    expect((await call('POST', '/api/billing-data/update', { body: address })).status).toBe(401);
  });
});

describe('tax-number lookup', () => {
  it('checks the number, then asks the tax authority and fills the billing fields', async () => {
    const { token } = await verifiedUser('nav');
    expect(
      (await call('POST', '/api/tax_number_validate', { body: { tax_number: '13421739-2-41' } }))
        .status,
    ).toBe(401);
    const digit = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/tax_number_validate',
      {
        token,
        body: { tax_number: '13421738-2-41' },
      },
    );
    expect(digit.status).toBe(422);
    expect(digit.body.errors.tax_number?.[0]).toMatch(/ellenőrző/);
    const found = await call<TaxpayerReply>('POST', '/api/tax_number_validate', {
      token,
      body: { tax_number: '13421739-2-41' },
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      billing_name: expect.stringMatching(/Rakparti Színház/) as unknown,
      country: 'HU',
      zip: '1011',
      city: 'Budapest',
      street_name: 'Bem',
      public_place_category: 'rakpart',
      house_number: '33',
    });
  });
});

describe('VIP users', () => {
  it('see VIP-only performances; everyone else gets 403 or 404', async () => {
    const vip = await login('vip@example.com', 'Rakpart-VIP-2026');
    expect(vip.status).toBe(200);
    expect(vip.body.user.vip).toBe(1);
    const list = await call<{ data: { id: number; vip_only: boolean }[] }>(
      'GET',
      '/api/get-vip-tickets',
      { token: vip.body.token },
    );
    expect(list.status).toBe(200);
    const vipEvent = list.body.data.find((e) => e.vip_only);
    expect(vipEvent).toBeDefined();
    const id = vipEvent?.id ?? 0;
    expect((await call('GET', `/api/events/${id}`, { token: vip.body.token })).status).toBe(200);
    const tickets = await call<{ vip_only: boolean }[]>('GET', `/api/events/${id}/ticket-infos`, {
      token: vip.body.token,
    });
    expect(tickets.body.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/events/${id}`)).status).toBe(404);

    const regular = await login('demo@example.com', 'Rakpart-Demo-2026');
    expect(regular.body.user.vip).toBe(0);
    const forbidden = await call('GET', '/api/get-vip-tickets', { token: regular.body.token });
    expect(forbidden.status).toBe(403);
    expect((await call('GET', `/api/events/${id}`, { token: regular.body.token })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/get-vip-tickets')).status).toBe(401);
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
