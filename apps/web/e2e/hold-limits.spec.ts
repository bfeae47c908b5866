import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import pg from 'pg';
import type { Summary, Ticket } from './cart-support';
import { keepScreenshot } from './cart-support';
import { e2eEnv, expectNoA11yViolations, returningVisitor, viewports } from './support';

// Decision 0024. Beyond 20 tickets of a performance held from one client address, the shop asks
// each further cart for a proof of work: the browser solves it in the background, with a progress
// indicator, and the ticket lands in the cart. And a performance whose tickets are all in carts is
// not called sold out. These journeys use performances from the end of the programme, which the
// other journeys (cart-support's `performance`, from the start) do not use.

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The `fromEnd`-th open public performance of general admission from the end of the programme,
 * with its types.
 */
async function lateShow(request: APIRequestContext, fromEnd: number) {
  const events = (await (await request.get('/api/events')).json()) as Summary[];
  const open = events.filter(
    (event) => event.on_sale && !event.sold_out && !event.vip_only && !event.seated,
  );
  const event = open.at(-1 - fromEnd);
  if (!event) throw new Error('not enough performances on sale');
  const tickets = (await (
    await request.get(`/api/events/${String(event.id)}/ticket-infos`)
  ).json()) as Ticket[];
  return { event, tickets: tickets.filter((ticket) => !ticket.vip_only) };
}

/** Holds `count` tickets of a type from this machine's address, in carts of ten, through the API. */
async function holdFromHere(request: APIRequestContext, typeId: number, count: number) {
  for (let held = 0; held < count; held += 10) {
    const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
      .cart_key;
    for (let i = held; i < Math.min(count, held + 10); i += 1) {
      const res = await request.post(`/api/cart/${key}/add`, {
        data: { id: typeId, cart_key: key },
      });
      expect(res.status()).toBe(200);
    }
  }
}

/**
 * Holds back the app's script requests (the solver worker's script among them) until released:
 * the security check's panel then stays on screen at 0 % for as long as the test looks at it.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matcher = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
  // Left in place once released: the requests it held go on, later ones pass straight through.
  await page.route(matcher, async (route: Route) => {
    await gate;
    await route.fallback();
  });
  return () => {
    release();
  };
}

/** Records every value the progress bar shows from now on (it may come and go quickly). */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

test.describe('holds per client address', () => {
  test('beyond 20 tickets from one address the browser solves a check, with its progress', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { event, tickets } = await lateShow(request, 1);
    const ticket = tickets[0];
    if (!ticket) throw new Error('no ticket type');
    // This machine's address already holds the free allowance of this performance.
    await holdFromHere(request, ticket.id, 20);

    // Hungarian, desktop: the check's panel, audited while it is on screen.
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await expect(page.getByRole('heading', { name: 'Jegyek' })).toBeVisible();
    const releaseScripts = await holdScripts(page);
    const progress = await recordProgress(page);
    await page.getByRole('button', { name: `Kosárba: ${ticket.name}` }).click();
    const status = page.getByRole('status').filter({ hasText: 'Biztonsági ellenőrzés' });
    await expect(status).toBeVisible();
    await expect(status).toContainText('Az Ön hálózati címéről már sok jegy van kosárban');
    await expect(
      page.getByRole('progressbar', { name: 'A biztonsági ellenőrzés állása' }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expectNoA11yViolations(page, 'the security check in progress (hu, desktop)');
    await keepScreenshot(page, 'hold-check-hu-desktop');
    releaseScripts();
    await expect(page.getByText('A kosárba tettük').last()).toBeVisible({ timeout: 60_000 });
    await expect(status).toBeHidden();
    const seen = await progress();
    expect(Math.max(...seen)).toBeGreaterThan(0);
    expect(seen.every((value) => value >= 0 && value < 100)).toBe(true);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Kosár \(1 jegy\)/ }),
    ).toBeVisible();

    // English, phone, another visitor at the same address: a check that fails says so, and a
    // new try succeeds.
    const context = await browser.newContext({ viewport: viewports.phone, locale: 'en-GB' });
    const phone = await context.newPage();
    try {
      await returningVisitor(phone, 'en');
      await phone.goto(`/events/${event.url}`);
      await expect(phone.getByRole('heading', { name: 'Tickets' })).toBeVisible();
      const nameEn = ticket.name_translations.en || ticket.name;
      const failWorker = (url: URL) =>
        url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
      await phone.route(failWorker, (route) => route.abort());
      await phone.getByRole('button', { name: `Add to cart: ${nameEn}` }).click();
      const alert = phone.getByRole('alert').filter({ hasText: 'The security check failed' });
      await expect(alert).toBeVisible({ timeout: 30_000 });
      await phone.unroute(failWorker);
      await expectNoA11yViolations(phone, 'the failed security check (en, phone)');
      await keepScreenshot(phone, 'hold-check-failed-en-phone');
      await phone.getByRole('button', { name: 'Close message' }).click();
      await expect(alert).toBeHidden();

      const releasePhone = await holdScripts(phone);
      await phone.getByRole('button', { name: `Add to cart: ${nameEn}` }).click();
      // At 0 % the bar's filled part has no width: its value, not its box, is checked.
      await expect(
        phone.getByRole('progressbar', { name: 'Progress of the security check' }),
      ).toHaveAttribute('aria-valuenow', '0');
      await expect(phone.getByRole('status').filter({ hasText: 'Security check' })).toContainText(
        'Many tickets for this performance are already in carts from your network address',
      );
      await expectNoA11yViolations(phone, 'the security check in progress (en, phone)');
      await keepScreenshot(phone, 'hold-check-en-phone');
      releasePhone();
      await expect(phone.getByText('Added to your cart').last()).toBeVisible({ timeout: 60_000 });
    } finally {
      await context.close();
    }
  });
});

test.describe('a performance whose tickets are all in carts', () => {
  test('is not called sold out: "every ticket is in a cart now" (hu and en)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { event, tickets } = await lateShow(request, 0);
    // Every ticket left of every public type held for ten minutes, as carts would.
    const keyHash = randomBytes(32).toString('hex');
    const held = await withDatabase(async (client) => {
      const cart = await client.query<{ id: string }>(
        `insert into carts (key_hash, channel, expires_at)
         values ($1, 'online', now() + interval '10 minutes') returning id`,
        [keyHash],
      );
      const cartId = cart.rows[0]?.id;
      const rows: { id: number; quantity: number }[] = [];
      for (const ticket of tickets) {
        const type = await client.query<{ free: number }>(
          `update ticket_types t set held = t.capacity - t.sold
            where t.id = $1 returning (t.capacity - t.sold) - (
              select coalesce(sum(h.quantity), 0) from holds h where h.ticket_type_id = t.id
            )::int as free`,
          [ticket.id],
        );
        const free = type.rows[0]?.free ?? 0;
        if (free > 0) {
          await client.query(
            `insert into holds (ticket_type_id, cart_id, quantity, expires_at)
             values ($1, $2, $3, now() + interval '10 minutes')`,
            [ticket.id, cartId, free],
          );
        }
        rows.push({ id: ticket.id, quantity: free });
      }
      return { cartId, rows };
    });
    try {
      await returningVisitor(page, 'hu');
      await page.setViewportSize(viewports.desktop);
      await page.goto(`/events/${event.url}`);
      const main = page.locator('main');
      await expect(main.getByText('Minden jegy kosárban').first()).toBeVisible();
      await expect(
        main.getByText('Most minden jegy kosárban van; néhány perc múlva felszabadulhat'),
      ).toBeVisible();
      await expect(main.getByText('Elfogyott')).toHaveCount(0);
      for (const button of await page.getByRole('button', { name: /^Kosárba: / }).all()) {
        await expect(button).toBeDisabled();
      }
      await expectNoA11yViolations(page, 'an event page with every ticket in carts (hu)');
      await keepScreenshot(page, 'all-held-event-hu-desktop');

      // The programme's card says the same once its few-second cache has caught up.
      await expect
        .poll(async () => {
          const list = (await (await request.get('/api/events')).json()) as (Summary & {
            all_held: boolean;
          })[];
          return list.find((item) => item.id === event.id)?.all_held;
        })
        .toBe(true);
      await page.goto('/');
      const card = main.locator(`a[href="/events/${event.url}"]`).first();
      await expect(card.getByText('Minden jegy kosárban', { exact: true })).toBeVisible();
      await expect(card.getByText('Elfogyott')).toHaveCount(0);

      await page.setViewportSize(viewports.phone);
      await page.evaluate(() => {
        localStorage.setItem(
          'jegy-language',
          JSON.stringify({ state: { language: 'en' }, version: 0 }),
        );
      });
      await page.goto(`/events/${event.url}`);
      await expect(main.getByText('All in carts').first()).toBeVisible();
      await expect(
        main.getByText('Every ticket is in a cart now; some may come free in a few minutes.'),
      ).toBeVisible();
      await expect(main.getByText('Sold Out')).toHaveCount(0);
      await expectNoA11yViolations(page, 'an event page with every ticket in carts (en, phone)');
      await keepScreenshot(page, 'all-held-event-en-phone');
    } finally {
      await withDatabase(async (client) => {
        for (const row of held.rows) {
          await client.query('update ticket_types set held = held - $2 where id = $1', [
            row.id,
            row.quantity,
          ]);
        }
        await client.query('delete from holds where cart_id = $1', [held.cartId]);
        await client.query('delete from carts where id = $1', [held.cartId]);
      });
    }
  });
});
