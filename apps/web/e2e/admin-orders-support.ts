// The back-office order journeys' fixtures: a fresh confirmed buyer, an order of theirs paid by
// card on the SimplePay simulator, a staff login, and a section of the order page.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { login, staffAccounts } from './admin-support';
import { holdTicketThroughApi, type Ticket } from './cart-support';
import { expectBackFromSimulator, payOnSimulator, testCards } from './checkout-support';
import { deliveredMail, deliveredMails } from './mail-support';
import { escaped, visitorAddress } from './support';

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };
const password = 'Rakpart-Rendeles-2026';

export interface Buyer {
  name: string;
  email: string;
  token: string;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `vasarlo-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new, confirmed account of its own, so that its e-mail address finds exactly its orders. */
export async function freshBuyer(request: APIRequestContext, name: string): Promise<Buyer> {
  const email = uniqueEmail();
  const registered = await request.post('/api/register', {
    data: { name, email, password, password_confirmation: password, terms: true },
    headers: visitorAddress(),
  });
  expect(registered.status()).toBe(201);
  const mail = await deliveredMail(request, email, 'verify_email');
  const link = /\/verify-email\/\d+\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the confirmation link').toBeTruthy();
  expect((await request.get(`/api${link!}`)).status()).toBe(200);
  const headers = await login(request, { email, password });
  return { name, email, token: headers['Authorization']!.slice('Bearer '.length) };
}

/**
 * The buyer's order of `quantity` tickets (one unless said) with a receipt, stored through the API
 * and paid by card on the simulator's page (in a browser of its own); resolves once the shop has
 * marked it paid.
 */
export async function paidOrder(
  browser: Browser,
  request: APIRequestContext,
  buyer: Buyer,
  ticket: Ticket,
  quantity = 1,
): Promise<number> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
    .cart_key;
  for (let count = 0; count < quantity; count += 1) {
    await holdTicketThroughApi(request, key, ticket.id, headers);
  }
  const stored = await request.post('/api/order/store', {
    data: { cart_key: key, needs_invoice: 0, accept_terms: true, ticket_delivery: 'email' },
    headers,
  });
  expect(stored.status()).toBe(201);
  const orderId = ((await stored.json()) as { id: number }).id;
  const started = await request.get(`/api/payment/${orderId}`, { headers });
  expect(started.ok()).toBe(true);
  const { url } = (await started.json()) as { url: string };

  const context = await browser.newContext();
  try {
    const payPage = await context.newPage();
    await payPage.goto(url);
    await payOnSimulator(payPage, 'hu', testCards.success);
    await expectBackFromSimulator(payPage);
  } finally {
    await context.close();
  }

  const staff = await login(request, staffAccounts.cashier);
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/admin/orders/${orderId}`, { headers: staff });
        return ((await reply.json()) as { status: string }).status;
      },
      { message: `order ${orderId} paid`, timeout: 30_000 },
    )
    .toBe('paid');
  return orderId;
}

/** A section of the order page: a panel (desktop) or an accordion item's panel (phone). */
export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${escaped(title)}( \\(\\d+\\))?$`) });
}

/** A card order of the given ticket types (one ticket each), paid on the simulator's page. */
export async function cardOrderOf(
  browser: Browser,
  request: APIRequestContext,
  buyer: Buyer,
  typeIds: readonly number[],
): Promise<number> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
    .cart_key;
  for (const typeId of typeIds) await holdTicketThroughApi(request, key, typeId, headers);
  const stored = await request.post('/api/order/store', {
    data: { cart_key: key, needs_invoice: 0, accept_terms: true, ticket_delivery: 'email' },
    headers,
  });
  expect(stored.status()).toBe(201);
  const orderId = ((await stored.json()) as { id: number }).id;
  const started = await request.get(`/api/payment/${String(orderId)}`, { headers });
  const { url } = (await started.json()) as { url: string };
  const context = await browser.newContext();
  try {
    const payPage = await context.newPage();
    await payPage.goto(url);
    await payOnSimulator(payPage, 'hu', testCards.success);
    await expectBackFromSimulator(payPage);
  } finally {
    await context.close();
  }
  return orderId;
}

/** The e-mails of one kind that reached an address (the SMTP catcher), newest first. */
export function mailsTo(request: APIRequestContext, email: string, kind: string) {
  return deliveredMails(request, email, kind);
}
