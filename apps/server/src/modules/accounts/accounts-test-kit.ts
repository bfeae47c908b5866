import type { SessionReply } from '@theatre/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * What the account integration tests share: an app on its own database (one per test file), a
 * clock the tests can move, calls from a fresh IP each (per-IP limits count only where a test
 * means them to), and the e-mails the app sends.
 */
export const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
};

export let t: TestApp;
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

export interface Reply<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export async function call<T = Record<string, unknown>>(
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
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${(counter += 1)}@example.org`;
export const goodPassword = 'Szinhazi-Jegy-77';
export const REQUIRED_EN = 'This field is required.';

/** E-mail requests only queue a job (the same work for any address): run all that is due. */
export async function runDueJobs(): Promise<void> {
  while ((await t.app.runJobs()) > 0) {
    // a batch at a time, until none is left
  }
}

/** The newest e-mail to an address and the app path of its link. */
export async function lastMail(to: string) {
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

export async function mailCount(to: string): Promise<number> {
  await runDueJobs();
  const rows = await t.database.db
    .selectFrom('mail_messages')
    .select('id')
    .where('to_address', '=', to)
    .execute();
  return rows.length;
}

export async function register(email: string, overrides: object = {}) {
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
export async function verifiedUser(label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  expect((await register(email)).status).toBe(201);
  const { path } = await lastMail(email);
  const verified = await call<SessionReply>('GET', `/api${path ?? ''}`);
  expect(verified.status).toBe(200);
  return { email, token: verified.body.token };
}

export async function login(email: string, password = goodPassword) {
  return call<SessionReply & { code?: string; errors?: Record<string, string[]> }>(
    'POST',
    '/api/login',
    { body: { email, password } },
  );
}
