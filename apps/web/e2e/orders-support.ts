import fs from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { holdTicketThroughApi, performance } from './cart-support';
import { deliveredMail, type DeliveredMail } from './mail-support';
import { visitorAddress } from './support';

// What the order journeys share: a fresh confirmed buyer signed in, orders stored through the
// API, the e-mails they receive (the SMTP catcher), and the profile's order history (its rows and their buttons).

export interface Session {
  user: { name: string; email: string };
  token: string;
}

const password = 'Rakpart-Rendeles-2026';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest e-mail of a kind to an address, as it reached the SMTP catcher. */
export function mailTo(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<DeliveredMail> {
  return deliveredMail(request, to, kind);
}

/**
 * A new, confirmed account with no orders, signed in through the API and handed to the app (its
 * persisted auth store): each journey sees only its own orders.
 */
export async function freshBuyer(page: Page, request: APIRequestContext): Promise<Session> {
  const email = uniqueEmail('rendelo');
  const registered = await request.post('/api/register', {
    data: {
      name: 'Rendelő Réka',
      email,
      password,
      password_confirmation: password,
      terms: true,
    },
    headers: visitorAddress(),
  });
  expect(registered.status()).toBe(201);
  const mail = await mailTo(request, email, 'verify_email');
  const link = /\/verify-email\/\d+\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the confirmation link').toBeTruthy();
  expect((await request.get(`/api${link!}`)).status()).toBe(200);
  const login = await request.post('/api/login', {
    data: { email, password },
    headers: visitorAddress(),
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as Session;
  await page.addInitScript(
    (stored) => {
      if (localStorage.getItem('jegy-auth') === null) localStorage.setItem('jegy-auth', stored);
    },
    JSON.stringify({ state: session, version: 1 }),
  );
  return session;
}

/**
 * A receipt order of one ticket stored through the API, by a user or a guest's purchase link; its
 * tickets to download (the default) or e-mailed, in the given language (Hungarian by default).
 */
export async function apiOrder(
  request: APIRequestContext,
  nth: number,
  auth: { token: string } | { purchase: string; key: string },
  options: { delivery?: 'download' | 'email'; language?: 'hu' | 'en' } = {},
): Promise<number> {
  const headers: Record<string, string> = {
    ...('token' in auth
      ? { Authorization: `Bearer ${auth.token}` }
      : { 'X-Purchase-Token': auth.purchase }),
    'Accept-Language': options.language ?? 'hu',
  };
  let key: string;
  if ('key' in auth) {
    key = auth.key;
  } else {
    const { ticket } = await performance(request, nth, { anySeating: true });
    key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
      .cart_key;
    await holdTicketThroughApi(request, key, ticket.id, headers);
  }
  const stored = await request.post('/api/order/store', {
    data: {
      cart_key: key,
      needs_invoice: 0,
      accept_terms: true,
      ticket_delivery: options.delivery ?? 'download',
    },
    headers,
  });
  expect(stored.status()).toBe(201);
  return ((await stored.json()) as { id: number }).id;
}

/** Starts an order's payment through the API: the simulator's payment page. */
export async function paymentPage(
  request: APIRequestContext,
  orderId: number,
  headers: Record<string, string>,
): Promise<string> {
  const reply = await request.get(`/api/payment/${orderId}`, { headers });
  expect(reply.ok()).toBe(true);
  const init = (await reply.json()) as { status: number; url?: string };
  expect(init.status).toBe(1);
  return init.url!;
}

/** The profile's "Previous orders" section. */
export function ordersSection(page: Page, language: 'hu' | 'en' = 'hu'): Locator {
  return page.getByRole('region', {
    name: language === 'hu' ? 'Korábbi rendelések' : 'Previous orders',
  });
}

/**
 * A row's button, by its accessible name (`Jegyek, 1042 számú rendelés`). The documents are issued
 * by a background job: the list asks again by itself; a reload is the fallback.
 */
export async function rowAction(
  page: Page,
  action: string,
  orderId: number,
  language: 'hu' | 'en' = 'hu',
): Promise<Locator> {
  const name =
    language === 'hu' ? `${action}, ${orderId} számú rendelés` : `${action}, order ${orderId}`;
  const button = ordersSection(page, language).getByRole('button', { name, exact: true });
  await expect(async () => {
    if (!(await button.isVisible())) {
      await page.reload();
      await expect(ordersSection(page, language)).toBeVisible();
    }
    await expect(button).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
  return button;
}

/** Clicks a download button: the browser saves a PDF under the server's name. */
export async function downloadedPdf(page: Page, button: Locator): Promise<Download> {
  const started = page.waitForEvent('download');
  await button.click();
  const download = await started;
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  return download;
}

/** The row of an order in the table (desktop). */
export function tableRow(page: Page, orderId: number, language: 'hu' | 'en' = 'hu'): Locator {
  return ordersSection(page, language)
    .getByRole('row')
    .filter({
      has: page.getByText(
        language === 'hu' ? `Rendelésazonosító: ${orderId}` : `Order ID: ${orderId}`,
        { exact: true },
      ),
    });
}
