import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { login, screenshotFromTop, staffAccounts } from './admin-support';
import { holdTicketThroughApi, type Summary, type Ticket } from './cart-support';
import { demoBuyer, expectBackFromSimulator, payOnSimulator, testCards } from './checkout-support';
import { budapestDayOf, e2eEnv, viewports } from './support';

// What the door journeys share: performances the door lists, paid tickets with their codes (read
// from the database), the answer card, the code field and typing a code as a USB scanner does.

export interface DoorTicket {
  code: string;
  event_id: number;
}

export interface DoorChoice {
  event: Summary;
  ticket: Ticket;
  /** A student ticket with tickets to spare, when the performance sells one. */
  concession: Ticket | undefined;
}

export const phone = viewports.phone;
export const desktop = { width: 1280, height: 900 };

/**
 * Performances the door picker lists (today and the next six days) that the shop sells, each with
 * a ticket type that has tickets to spare (and a student ticket with tickets to spare, where
 * there is one); `nth` spreads the journeys over them.
 */
export async function doorPerformances(request: APIRequestContext): Promise<DoorChoice[]> {
  const staff = await login(request, staffAccounts.cashier);
  const from = budapestDayOf(new Date().toISOString());
  const listed = (await (
    await request.get(`/api/admin/performances?from=${from}&days=7`, { headers: staff })
  ).json()) as { id: number }[];
  const ids = new Set(listed.map((performance) => performance.id));
  const events = (await (await request.get('/api/events')).json()) as Summary[];
  const choices: DoorChoice[] = [];
  for (const event of events) {
    if (!ids.has(event.id) || !event.on_sale || event.sold_out || event.vip_only) continue;
    const tickets = (await (
      await request.get(`/api/events/${event.id}/ticket-infos`)
    ).json()) as Ticket[];
    const spare = tickets.filter((t) => !t.vip_only && !t.sold_out && t.quantity >= 8);
    const ticket = spare[0];
    const concession = spare.find((t) => t.name.startsWith('Diák'));
    if (ticket) choices.push({ event, ticket, concession });
  }
  expect(choices.length, 'performances on sale in the next days').toBeGreaterThanOrEqual(4);
  return choices;
}

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The demo buyer's order of these tickets, stored through the API and paid on the simulator's
 * page; its ticket codes, once the background job has issued them.
 */
export async function paidTickets(
  browser: Browser,
  request: APIRequestContext,
  lines: readonly { ticket: Ticket; count: number }[],
): Promise<DoorTicket[]> {
  const buyer = await login(request, demoBuyer);
  const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
    .cart_key;
  for (const line of lines) {
    for (let index = 0; index < line.count; index += 1) {
      await holdTicketThroughApi(request, key, line.ticket.id, buyer);
    }
  }
  const stored = await request.post('/api/order/store', {
    data: { cart_key: key, needs_invoice: 0, accept_terms: true, ticket_delivery: 'download' },
    headers: buyer,
  });
  expect(stored.status()).toBe(201);
  const orderId = ((await stored.json()) as { id: number }).id;
  const started = await request.get(`/api/payment/${orderId}`, { headers: buyer });
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

  const count = lines.reduce((sum, line) => sum + line.count, 0);
  let tickets: DoorTicket[] = [];
  await expect
    .poll(
      async () => {
        tickets = await withDatabase(async (client) => {
          const result = await client.query<DoorTicket>(
            'select code, event_id from tickets where order_id = $1 order by id',
            [orderId],
          );
          return result.rows;
        });
        return tickets.length;
      },
      { message: `the tickets of order ${orderId}`, timeout: 45_000 },
    )
    .toBe(count);
  return tickets;
}

export async function cancelTicket(code: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`update tickets set status = 'cancelled' where code = $1`, [code]),
  );
}

/**
 * The door this device scans at, as the door store keeps it, before the page first loads (a
 * reload finds the store as the page left it, with its waiting scans).
 */
export async function atDoor(page: Page, door: string): Promise<void> {
  await page.addInitScript((name) => {
    if (localStorage.getItem('jegy-check-in-door') === null) {
      localStorage.setItem(
        'jegy-check-in-door',
        JSON.stringify({ state: { door: name, pending: [] }, version: 2 }),
      );
    }
  }, door);
}

/** `T7Q2-XK4M-93PD-LW8A` as a hurried attendant types it: `t7q2xk4m93pdlw8a`. */
export function sloppy(code: string): string {
  return code.replace(/-/g, '').toLowerCase();
}

/** The answer region (its card sits inside the assertive live region). */
export function answer(page: Page, language: 'hu' | 'en' = 'hu') {
  return page.getByRole('region', {
    name: language === 'hu' ? 'A beolvasás eredménye' : 'The result of the scan',
  });
}

/** The big card of the latest scan (its `data-result` and `data-tone` say which). */
export function answerCard(page: Page, language: 'hu' | 'en' = 'hu') {
  return answer(page, language).locator('[data-result]');
}

export function codeField(page: Page, language: 'hu' | 'en' = 'hu') {
  return page.getByRole('textbox', { name: language === 'hu' ? 'Jegykód' : 'Ticket code' });
}

/** Types a code into the focused field and presses Enter, as a USB scanner does. */
export async function typeCode(
  page: Page,
  code: string,
  language: 'hu' | 'en' = 'hu',
): Promise<void> {
  await expect(codeField(page, language)).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** A screenshot of the door's page from its top, kept as `check-in-<name>`. */
export async function doorShot(page: Page, name: string): Promise<void> {
  await screenshotFromTop(page, `check-in-${name}`);
}
