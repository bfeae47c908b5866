import type { SessionReply } from '@theatre/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../src/integrations/mail/test-smtp-server.js';
import { hashToken } from '../../src/lib/secure-token.js';
import { hashCartKey } from '../../src/modules/cart/cart-key.js';
import { createShow } from '../../src/modules/cart/cart-test-kit.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

/**
 * Secrets at rest and in the logs (ASVS V11 cryptography, V14 data protection, V16 logging): the
 * account, sign-in and guest-purchase flows run once on an app that sends its e-mails over SMTP
 * (as production does) and logs at trace level into memory; then every table of the database and
 * every log line are searched for the passwords, session tokens, e-mailed link tokens, purchase
 * tokens and cart keys those flows handled.
 */

const appSecret = 'security-suite-app-secret-0123456789-abcdef';
let database: TestDatabase;
let smtp: TestSmtpServer;
let app: FastifyInstance;
const logLines: string[] = [];
/** Every secret the flows saw, by what it is. */
const secrets = new Map<string, string>();
let userId = 0;

const email = `titok-${Date.now()}@example.com`;
const guestEmail = `vendeg-titok-${Date.now()}@example.com`;
const passwords = {
  registered: 'Elso-Jelszo-Titkos-71',
  reset: 'Masodik-Jelszo-Titkos-72',
  changed: 'Harmadik-Jelszo-Titkos-73',
  wrong: 'Rossz-Jelszo-Probalkozas-74',
};

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url,
    payload: options.body,
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  const json = String(res.headers['content-type']).includes('json');
  return { status: res.statusCode, body: json ? res.json<Record<string, unknown>>() : {} };
}

/** Runs the due jobs (the e-mails go out over SMTP), then answers the newest mail's link. */
async function linkMailedTo(to: string, pattern: RegExp): Promise<string> {
  for (let round = 0; round < 20 && (await app.runJobs()) > 0; round += 1) {
    // a batch at a time
  }
  const mail = smtp.received.filter((m) => m.envelopeTo.includes(to)).at(-1);
  const found = pattern.exec(mail?.text ?? '')?.[1];
  if (!found) throw new Error(`no link like ${String(pattern)} in the mail to ${to}`);
  return found;
}

function remember(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.length < 16) throw new Error(`${name}: ${String(value)}`);
  secrets.set(name, value);
  return value;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'https://jegy.example.hu',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    APP_SECRET: appSecret,
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  app = await buildApp({
    config,
    db: database.db,
    logger: { level: 'trace', stream: { write: (line) => logLines.push(line) } },
  });
  await app.ready();
  for (const [name, value] of Object.entries(passwords)) remember(`password ${name}`, value);
  remember('APP_SECRET', appSecret);

  // Registration, and the e-mail address confirmed by its link (which signs in).
  const registered = await call('POST', '/api/register', {
    body: {
      name: 'Titkos Tamás',
      email,
      password: passwords.registered,
      password_confirmation: passwords.registered,
      terms: true,
    },
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const [, id, confirm] = /\/verify-email\/(\d+)\/([\w-]+)/.exec(
    `/verify-email/${await linkMailedTo(email, /\/verify-email\/(\d+\/[\w-]+)/)}`,
  ) ?? ['', '0', ''];
  userId = Number(id);
  remember('verification token', confirm);
  const verified = await call('GET', `/api/verify-email/${id}/${confirm}`);
  remember('session (verification)', (verified.body as unknown as SessionReply).token);

  // Sign-in with the password, a wrong password, a magic link.
  const login = await call('POST', '/api/login', {
    body: { email, password: passwords.registered },
  });
  remember('session (login)', login.body.token);
  await call('POST', '/api/login', { body: { email, password: passwords.wrong } });
  await call('POST', '/api/send-magic-link', { body: { email } });
  const magic = remember(
    'magic-link token',
    await linkMailedTo(email, /\/magic-link\?token=([\w-]+)/),
  );
  const magicSession = await call('POST', '/api/magic-link/login', { body: { token: magic } });
  remember('session (magic link)', magicSession.body.token);

  // A forgotten password reset by its link, then changed on the profile.
  await call('POST', '/api/reset-password', { body: { email } });
  const reset = remember('reset token', await linkMailedTo(email, /\/reset-password\/([\w-]+)/));
  const set = await call('POST', '/api/set-password', {
    body: { token: reset, password: passwords.reset, password_confirmation: passwords.reset },
  });
  if (set.status >= 300) throw new Error(`set-password answered ${set.status}`);
  const relogin = await call('POST', '/api/login', { body: { email, password: passwords.reset } });
  const session = remember('session (after reset)', relogin.body.token);
  const changed = await call('POST', '/api/profile/set-password', {
    token: session,
    body: {
      current_password: passwords.reset,
      password: passwords.changed,
      password_confirmation: passwords.changed,
    },
  });
  if (changed.status >= 300) throw new Error(`profile/set-password answered ${changed.status}`);
  const last = await call('POST', '/api/login', { body: { email, password: passwords.changed } });
  const lastSession = remember('session (last)', last.body.token);
  await call('GET', '/api/profile', { token: lastSession });
  await call('GET', '/api/user_orders', { token: lastSession });

  // A guest: a cart, a purchase link, the link opened, the order stored and its payment started.
  const show = await createShow(database.db, { price: 4000 });
  const cartKey = remember('cart key', (await call('GET', '/api/cart/get-key')).body.cart_key);
  await call('GET', `/api/cart/get-key/${cartKey}`);
  await call('POST', `/api/cart/${cartKey}/add`, {
    body: { id: show.typeId, cart_key: cartKey, logged_in: 0 },
  });
  await call('GET', `/api/cart/${cartKey}`);
  const sent = await call('POST', '/api/send-purchase-link', {
    body: { cart_key: cartKey, email: guestEmail, name: 'Vendég Vera', accept_terms: true },
  });
  if (sent.status !== 202) throw new Error(`send-purchase-link answered ${sent.status}`);
  const purchase = remember(
    'purchase token',
    await linkMailedTo(guestEmail, /\/cart\?purchase=([\w-]+)/),
  );
  remember('purchase token (its random part)', purchase.slice(32));
  await call('POST', '/api/purchase-link/open', { body: { token: purchase } });
  const order = await call('POST', '/api/order/store', {
    headers: { 'x-purchase-token': purchase },
    body: { cart_key: cartKey, needs_invoice: 0, accept_terms: true },
  });
  if (order.status !== 201) throw new Error(`order/store answered ${order.status}`);
  await call('GET', `/api/payment/${String(order.body.id)}`, {
    headers: { 'x-purchase-token': purchase },
  });
  await call('GET', `/cart?purchase=${purchase}`);
  await call('GET', `/reset-password/${reset}`);
  // Mails still queued are sent, as the worker would.
  while ((await app.runJobs()) > 0) {
    // until none is due
  }
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.destroy();
  await smtp.close();
});

describe('secrets at rest', () => {
  it('keeps none of them in clear in any column of any table', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(database.db);
    expect(tables.rows.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = await sql<{ row: string }>`
        select row_to_json(t)::text as row from ${sql.table(table_name)} t`.execute(database.db);
      for (const { row } of rows.rows) {
        for (const [name, value] of secrets)
          if (row.includes(value)) found.push(`${name} in ${table_name}`);
      }
    }
    expect(secrets.size).toBe(16);
    expect(found).toEqual([]);
  });

  it('stores the password as Argon2id, and tokens and cart keys as their SHA-256', async () => {
    const user = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    const sessions = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    const sessionHashes = new Set(sessions.map((s) => s.token_hash));
    for (const [name, value] of secrets) {
      if (name.startsWith('session')) expect(sessionHashes.has(hashToken(value)), name).toBe(true);
    }
    const links = await database.db
      .selectFrom('purchase_links')
      .select('token_hash')
      .where('email', '=', guestEmail)
      .execute();
    expect(links.map((l) => l.token_hash)).toEqual([
      hashToken(secrets.get('purchase token') ?? ''),
    ]);
    const cart = await database.db
      .selectFrom('carts')
      .select('key_hash')
      .where('key_hash', '=', hashCartKey(secrets.get('cart key') ?? ''))
      .execute();
    expect(cart).toHaveLength(1);
    const tokens = await database.db
      .selectFrom('user_tokens')
      .select(['purpose', 'token_hash'])
      .where('user_id', '=', userId)
      .execute();
    for (const [purpose, name] of [
      ['verify_email', 'verification token'],
      ['magic_link', 'magic-link token'],
      ['reset_password', 'reset token'],
    ] as const) {
      expect(
        tokens.some(
          (t) => t.purpose === purpose && t.token_hash === hashToken(secrets.get(name) ?? ''),
        ),
        name,
      ).toBe(true);
    }
  });

  it('forgets the body of every delivered mail that carried a link with a token', async () => {
    const mails = await database.db
      .selectFrom('mail_messages')
      .select(['kind', 'status', 'text', 'html'])
      .where('to_address', 'in', [email, guestEmail])
      .execute();
    const linkMails = mails.filter((m) =>
      ['verify_email', 'magic_link', 'reset_password', 'purchase_link'].includes(m.kind),
    );
    expect(linkMails.length).toBe(4);
    for (const mail of linkMails) {
      expect(mail.status, mail.kind).toBe('sent');
      expect(mail.text + mail.html, mail.kind).toBe('');
    }
  });
});

describe('secrets in the logs', () => {
  it('logged the flows at trace level (the search below looks at real lines)', () => {
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(30);
    for (const path of [
      '/api/login',
      '/api/set-password',
      '/api/purchase-link/open',
      '/api/cart/',
    ]) {
      expect(text).toContain(path);
    }
    // The e-mailed links' tokens are taken out of logged URLs.
    expect(text).toContain('/reset-password/[redacted]');
    expect(text).toContain('purchase=[redacted]');
  });

  it('holds no password, token, cart key, secret, cookie or authorization header', () => {
    const found: string[] = [];
    logLines.forEach((line, index) => {
      for (const [name, value] of secrets)
        if (line.includes(value)) found.push(`${name} on line ${index}`);
      if (/"authorization"\s*:\s*"(?!\[Redacted\])/i.test(line))
        found.push(`authorization on ${index}`);
      if (/"cookie"\s*:\s*"(?!\[Redacted\])/i.test(line)) found.push(`cookie on ${index}`);
      if (/x-purchase-token"\s*:\s*"/i.test(line)) found.push(`purchase header on ${index}`);
      if (/Bearer [\w-]{20,}/.test(line)) found.push(`bearer token on ${index}`);
    });
    expect(found).toEqual([]);
  });
});
