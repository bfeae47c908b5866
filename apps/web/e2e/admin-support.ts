import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import pg from 'pg';
import { holdTicketThroughApi, performance } from './cart-support';
import { shopOrigin, signedIn } from './checkout-support';
import { e2eEnv, keepScreenshot, visitorAddress } from './support';

// The demo staff accounts (seeded in demo mode), for the back-office journeys.

export const staffAccounts = {
  cashier: { email: 'penztar@example.com', password: 'Rakpart-Penztar-2026' },
  admin: { email: 'admin@example.com', password: 'Rakpart-Admin-2026' },
  customer: { email: 'demo@example.com', password: 'Rakpart-Demo-2026' },
} as const;

/** The staff session's cookie (decision 0056): httpOnly, so only the server and tests see it. */
const staffCookieName = 'jegy_staff';

const demoStaffEmails: ReadonlySet<string> = new Set([
  staffAccounts.cashier.email,
  staffAccounts.admin.email,
]);

/**
 * A staff account of the journey's own with the demo account's name, roles and password
 * (decision 0056): the demo staff have an authenticator app, whose codes are single-use per time
 * step, so journeys running at once cannot all sign in as them; a fresh account has no factor
 * and, the e2e servers requiring none, starts its staff session without one.
 */
export async function ownStaffAccount(
  who: 'cashier' | 'admin',
  /** The server's database (the main one unless given). */
  databaseUrl?: string,
): Promise<{ email: string; password: string }> {
  const email = `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await withDatabase(
    (client) =>
      client.query(
        `insert into users (name, email, roles, password_hash, email_verified_at, terms_accepted_at)
       select name, $1, roles, password_hash, now(), now() from users where email = $2`,
        [email, staffAccounts[who].email],
      ),
    databaseUrl,
  );
  return { email, password: staffAccounts[who].password };
}

/** A demo staff account stands for an own copy of it; any other account is itself. */
async function accountFor(account: { email: string; password: string }) {
  if (!demoStaffEmails.has(account.email)) return account;
  return ownStaffAccount(account.email === staffAccounts.admin.email ? 'admin' : 'cashier');
}

/**
 * Starts the staff session of a bearer token without a factor (the API call the second-factor
 * page's "continue" makes), in a request context of its own so no cookie jar keeps it; answers
 * the cookie's value and the CSRF token.
 */
export async function startStaffSession(
  origin: string,
  token: string,
): Promise<{ cookie: string; csrf: string }> {
  const context = await playwrightRequest.newContext();
  try {
    const reply = await context.post(`${origin}/api/second-factor/session`, {
      data: { method: 'none' },
      headers: { Authorization: `Bearer ${token}`, ...visitorAddress() },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    const cookie = new RegExp(`${staffCookieName}=([^;]+)`).exec(
      reply.headers()['set-cookie'] ?? '',
    )?.[1];
    expect(cookie).toBeTruthy();
    return {
      cookie: cookie ?? '',
      csrf: ((await reply.json()) as { csrf_token: string }).csrf_token,
    };
  } finally {
    await context.dispose();
  }
}

/** Puts a staff session's cookie into the page's browser (as the server's Set-Cookie would). */
export async function addStaffCookie(page: Page, origin: string, cookie: string): Promise<void> {
  await page.context().addCookies([
    {
      name: staffCookieName,
      value: cookie,
      domain: new URL(origin).hostname,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/**
 * Signs a demo account in through the API and hands the session to the app; answers its name. A
 * staff account is an own copy of the demo one, with its staff session in the page's cookies.
 */
export async function signedInAs(
  page: Page,
  request: APIRequestContext,
  who: keyof typeof staffAccounts,
): Promise<string> {
  if (who === 'customer') return signedIn(page, request, staffAccounts[who]);
  return signInOn(page, request, shopOrigin, who);
}

/**
 * Signs an account in through the API; answers the headers that carry its session: the bearer
 * token and, for staff, the staff session's cookie and CSRF token (decision 0056).
 */
export async function login(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Record<string, string>> {
  const reply = await request.post('/api/login', {
    data: await accountFor(account),
    headers: visitorAddress(),
  });
  expect(reply.status()).toBe(200);
  const { token, user } = (await reply.json()) as { token: string; user: { roles: string[] } };
  const headers = { Authorization: `Bearer ${token}` };
  if (user.roles.length === 0) return headers;
  const staff = await startStaffSession(shopOrigin, token);
  return { ...headers, Cookie: `${staffCookieName}=${staff.cookie}`, 'X-CSRF-Token': staff.csrf };
}

/**
 * Signs a demo account in on a server's API (the main one or the second, maintenance one) and
 * hands the session to the page; a staff account is an own copy with its staff session. Answers
 * the account signed in (an own copy's e-mail address is its own).
 */
export async function signInAccountOn(
  page: Page,
  request: APIRequestContext,
  origin: string,
  who: keyof typeof staffAccounts,
): Promise<{ name: string; email: string }> {
  const env = e2eEnv();
  const databaseUrl =
    new URL(origin).port === new URL(env.maintenance.url).port
      ? env.maintenance.databaseUrl
      : env.main.databaseUrl;
  const account =
    who === 'customer' ? staffAccounts.customer : await ownStaffAccount(who, databaseUrl);
  const reply = await request.post(`${origin}/api/login`, {
    data: account,
    headers: visitorAddress(),
  });
  expect(reply.status()).toBe(200);
  const session = (await reply.json()) as { user: { name: string }; token: string };
  if (who !== 'customer') {
    const staff = await startStaffSession(origin, session.token);
    await addStaffCookie(page, origin, staff.cookie);
  }
  await page.addInitScript(
    (stored) => {
      if (localStorage.getItem('jegy-auth') === null) localStorage.setItem('jegy-auth', stored);
    },
    JSON.stringify({ state: session, version: 1 }),
  );
  return { name: session.user.name, email: account.email };
}

/** As signInAccountOn; answers the account's name. */
export async function signInOn(
  page: Page,
  request: APIRequestContext,
  origin: string,
  who: keyof typeof staffAccounts,
): Promise<string> {
  return (await signInAccountOn(page, request, origin, who)).name;
}

/** A full-page screenshot from the top (the back office's header is fixed). */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepScreenshot(page, name);
}

/**
 * Types into a back-office date or date-time field (decision 0035: the shown format or ISO,
 * `2026-12-03` or `2026-12-03T19:00`) and leaves it with Tab, which closes its calendar so it
 * covers nothing, and shows the value in the interface language's format.
 */
export async function typeDate(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Tab');
}

/**
 * A box-office sale of one ticket of the `nth` performance through the API, as the desk makes it:
 * cash (1) or a card on the terminal (2), no invoice. Answers the order and its total.
 */
export async function deskSaleThroughApi(
  request: APIRequestContext,
  cashier: Record<string, string>,
  nth: number,
  method: 1 | 2,
  buyer: string,
): Promise<{ orderId: number; total: number }> {
  const { ticket } = await performance(request, nth, { anySeating: true });
  const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
    .cart_key;
  await holdTicketThroughApi(request, key, ticket.id, cashier, 'sale');
  const sold = await request.post('/api/admin/box-office/sales', {
    data: {
      cart_key: key,
      payment_method: method,
      ...(method === 2 ? { card_approved: true } : {}),
      needs_invoice: 0,
      buyer_name: buyer,
    },
    headers: cashier,
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const body = (await sold.json()) as { order_id: number; total: number };
  return { orderId: body.order_id, total: body.total };
}

export async function withDatabase<T>(
  work: (client: pg.Client) => Promise<T>,
  databaseUrl = e2eEnv().main.databaseUrl,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A cashier of the journey's own (so journeys running at once do not share a till or a shift), written into the database with the demo cashier's password
 * (registering through the API would count against the per-address registration limit).
 */
export async function newCashier(
  name: string,
  /** The staff roles (decision 0057): the box office unless named. */
  roles: readonly string[] = ['box_office'],
): Promise<{ email: string; password: string }> {
  const email = `desk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await withDatabase((client) =>
    client.query(
      `insert into users (name, email, roles, password_hash, email_verified_at, terms_accepted_at)
       select $1, $2, $4::text[], password_hash, now(), now() from users where email = $3`,
      [name, email, staffAccounts.cashier.email, roles],
    ),
  );
  return { email, password: staffAccounts.cashier.password };
}
