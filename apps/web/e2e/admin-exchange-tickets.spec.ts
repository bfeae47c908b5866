import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktop, freshBuyer, phone, cardOrderOf } from './admin-orders-support';
import { uniqueWord } from './admin-programme-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { deliveredMails } from './mail-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Exchanging tickets (decision 0050): a cashier exchanges one of two tickets of a card order for
// a dearer date of the same production on the order's page, sees the difference before
// confirming, takes it in cash; the buyer is e-mailed the new ticket; the old ticket no longer
// admits and the new one downloads; the two orders link to each other. axe on the dialog and the
// pages, in Hungarian on a desktop and in English on a phone.

test.use({ baseURL: shopOrigin });

interface Show {
  eventId: number;
  typeId: number;
}

/** A production with two published performances, 5 000 Ft and 7 000 Ft, no fee, via the API. */
async function twoDates(request: APIRequestContext): Promise<[Show, Show]> {
  const headers = await login(request, staffAccounts.admin);
  const post = async (url: string, data: object, status = 201) => {
    const reply = await request.post(url, { headers, data });
    expect(reply.status(), `${url}: ${await reply.text()}`).toBe(status);
    return (await reply.json()) as {
      id: number;
      halls?: { id: number }[];
      ticket_types?: { id: number }[];
    };
  };
  const word = uniqueWord();
  const venue = await post('/api/admin/venues', {
    name: `Cserehaz ${word}`,
    name_en: `Exchange House ${word}`,
    address: '1011 Budapest, Bem rakpart 33.',
  });
  const withHall = await post(`/api/admin/venues/${String(venue.id)}/halls`, {
    name: 'Kamaraterem',
    name_en: 'Studio',
    capacity: 100,
  });
  const production = await post('/api/admin/productions', {
    name: `Csere ${word}`,
    name_en: `Exchange ${word}`,
    author: 'Örkény István',
    author_en: 'István Örkény',
    description: 'Egyperces drámák.',
    description_en: 'One-minute plays.',
    duration_minutes: 90,
    age_limit: null,
  });
  const shows: Show[] = [];
  for (const [days, price] of [
    [50, 5000],
    [51, 7000],
  ] as const) {
    const starts = new Date(Date.now() + days * 86_400_000);
    starts.setUTCHours(18, 0, 0, 0);
    const performance = await post('/api/admin/performances', {
      production_id: production.id,
      hall_id: withHall.halls?.[0]?.id,
      url: `csere-${word}-${String(days)}`,
      starts_at: starts.toISOString(),
      sale_starts_at: null,
      sale_ends_at: null,
      vip_only: false,
      tech_fee: 0,
    });
    const type = await post(`/api/admin/performances/${String(performance.id)}/ticket-types`, {
      name: 'Földszint',
      name_en: 'Stalls',
      price,
      capacity: 40,
      vat_rate: '5',
      vip_only: false,
    });
    await post(`/api/admin/performances/${String(performance.id)}/publish`, {}, 200);
    const typeId = type.ticket_types?.[0]?.id;
    expect(typeId).toBeDefined();
    shows.push({ eventId: performance.id, typeId: typeId! });
  }
  return [shows[0]!, shows[1]!];
}

interface Facts {
  status: string;
  tickets: { id: number; code: string; status: string }[];
  exchanged_to_order_ids: number[];
}

async function facts(request: APIRequestContext, orderId: number): Promise<Facts> {
  const headers = await login(request, staffAccounts.admin);
  const reply = await request.get(`/api/admin/orders/${String(orderId)}`, { headers });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Facts;
}

test('a cashier exchanges one ticket for a dearer date; the buyer pays the difference and gets the new ticket', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(110_000);
  const [show] = await twoDates(request);
  const buyer = await freshBuyer(request, 'Cserélő Csilla');
  const orderId = await cardOrderOf(browser, request, buyer, [show.typeId, show.typeId]);
  await expect
    .poll(async () => (await facts(request, orderId)).tickets.length, { timeout: 30_000 })
    .toBe(2);
  const [first, second] = (await facts(request, orderId)).tickets;

  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'cashier');
  await page.goto(`/admin/orders/${String(orderId)}`);
  await page.getByRole('button', { name: 'Csere', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Jegycsere – rendelés #${String(orderId)}` });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  // Nothing chosen: said under the field.
  await dialog.getByRole('button', { name: 'Különbözet kiszámítása' }).click();
  await expect(dialog.getByText('Jelöljön ki legalább egy jegyet.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(`^${first!.code} – `) }).check();
  const target = dialog.getByLabel('Új előadás');
  await target.selectOption({ index: 1 });
  await expect(dialog.getByRole('textbox', { name: /^Földszint \(7000 Ft/ })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Különbözet kiszámítása' }).click();
  const preview = dialog.getByTestId('exchange-preview');
  await expect(preview.getByRole('row', { name: /A régi jegyek értéke.*5000 Ft/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: /Az új jegyek ára.*7000 Ft/ })).toBeVisible();
  await expect(preview).toContainText('A vevő a különbözetet (2000 Ft) a pénztárban fizeti meg.');
  await dialog.getByRole('button', { name: 'Csere véglegesítése' }).click();
  await expect(dialog.getByText('Válassza ki, hogyan fizet a vevő.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Készpénz' }).check();
  await expectNoA11yViolations(page, 'the exchange dialog with its preview (hu)');
  await keepScreenshot(page, 'admin-exchange-tickets-hu-desktop');
  await dialog.getByRole('button', { name: 'Csere véglegesítése' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/A jegyeket becseréltük \(1 db\)\. A vevő fizetett: 2000 Ft\./),
  ).toBeVisible();

  // The old order: its first ticket no longer admits, the second does; the new order is linked.
  const after = await facts(request, orderId);
  expect(after.tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'valid']);
  expect(after.tickets[1]?.code).toBe(second!.code);
  const [newId] = after.exchanged_to_order_ids;
  expect(newId).toBeDefined();
  const link = page.getByRole('link', { name: `Rendelés #${String(newId)}` });
  await expect(link).toBeVisible();

  // The buyer's e-mail with the new ticket, and the new ticket downloads.
  await expect
    .poll(
      async () => {
        const messages = await deliveredMails(request, buyer.email, 'order_paid');
        return messages.some(
          (message) =>
            /Jegyeit becseréltük|Your tickets were exchanged/.test(message.text) &&
            /\(2000 Ft\) a jegypénztárban kifizette|paid the difference \(2000 Ft\)/.test(
              message.text,
            ),
        );
      },
      { message: 'the exchange e-mail', timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/orders/${String(newId)}/download_tickets`, {
          headers: { Authorization: `Bearer ${buyer.token}` },
        });
        return reply.status() === 200 ? (await reply.body()).subarray(0, 4).toString() : '';
      },
      { timeout: 30_000 },
    )
    .toBe('%PDF');

  // The new order links back.
  await link.click();
  await expect(
    page.getByText(`a(z) #${String(orderId)} rendelés jegyei helyett`, { exact: false }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'the new order of an exchange (hu)');
  await keepScreenshot(page, 'admin-exchange-new-order-hu-desktop');
  await page.setViewportSize(phone);
  await keepScreenshot(page, 'admin-exchange-new-order-hu-phone');

  // In English on a phone (then a desktop): the old order's dialog (one ticket left to exchange).
  await page.evaluate(() => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: 'en' }, version: 0 }),
    );
  });
  await page.goto(`/admin/orders/${String(orderId)}`);
  await expect(page.getByRole('link', { name: `Order #${String(newId)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  const english = page.getByRole('dialog', {
    name: `Exchange tickets – order #${String(orderId)}`,
  });
  await expect(english.getByRole('checkbox')).toHaveCount(1);
  await english.getByRole('checkbox').check();
  await english.getByLabel('New performance').selectOption({ index: 1 });
  await english.getByRole('button', { name: 'Work out the difference' }).click();
  await expect(english.getByTestId('exchange-preview')).toContainText(
    'The buyer pays the difference (2000 Ft) at the box office.',
  );
  await expectNoA11yViolations(page, 'the exchange dialog (en, phone)');
  await keepScreenshot(page, 'admin-exchange-tickets-en-phone');
  await page.setViewportSize(desktop);
  await expectNoA11yViolations(page, 'the exchange dialog (en, desktop)');
  await keepScreenshot(page, 'admin-exchange-tickets-en-desktop');
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();
});
