import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktop, freshBuyer, phone, cardOrderOf, mailsTo } from './admin-orders-support';
import { uniqueWord } from './admin-programme-support';
import { login, newCashier, signedInAs, staffAccounts } from './admin-support';
import { holdTicketThroughApi, keepScreenshot } from './cart-support';
import { shopOrigin, signedIn } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Cancelling a whole performance (decision 0047): a performance of its own has two card orders —
// one of them also holds a ticket of another performance — and a cash sale at the desk. An
// administrator cancels it on its page (the reason is asked for); the refunds run in the
// background with their progress on the page; each order is refunded once, only this
// performance's tickets, each buyer e-mailed once; the mixed order keeps its other ticket; the
// desk buyer is paid out at the desk by a cashier. axe on each state, in Hungarian on a desktop
// and in English on a phone.

test.use({ baseURL: shopOrigin });

interface Show {
  eventId: number;
  typeId: number;
}

/** A production with two published performances on sale, each with one ticket type, via the API. */
async function twoShows(request: APIRequestContext): Promise<[Show, Show]> {
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
    name: `Lemondásház ${word}`,
    name_en: `Cancel House ${word}`,
    address: '1011 Budapest, Bem rakpart 33.',
  });
  const withHall = await post(`/api/admin/venues/${String(venue.id)}/halls`, {
    name: 'Kamaraterem',
    name_en: 'Studio',
    capacity: 100,
  });
  const production = await post('/api/admin/productions', {
    name: `Elmaradó ${word}`,
    name_en: `Cancelled ${word}`,
    author: 'Örkény István',
    author_en: 'István Örkény',
    description: 'Egyperces drámák.',
    description_en: 'One-minute plays.',
    duration_minutes: 90,
    age_limit: null,
  });
  const shows: Show[] = [];
  for (const days of [40, 41]) {
    const starts = new Date(Date.now() + days * 86_400_000);
    starts.setUTCHours(18, 0, 0, 0);
    const performance = await post('/api/admin/performances', {
      production_id: production.id,
      hall_id: withHall.halls?.[0]?.id,
      url: `elmarado-${word}-${String(days)}`,
      starts_at: starts.toISOString(),
      sale_starts_at: null,
      sale_ends_at: null,
      vip_only: false,
      tech_fee: 0,
    });
    const type = await post(`/api/admin/performances/${String(performance.id)}/ticket-types`, {
      name: 'Földszint',
      name_en: 'Stalls',
      price: 5000,
      capacity: 40,
      vat_rate: '5',
      vip_only: false,
    });
    await post(`/api/admin/performances/${String(performance.id)}/publish`, {}, 200);
    // The ticket type's call answers the performance with its ticket types.
    const typeId = type.ticket_types?.[0]?.id;
    expect(typeId).toBeDefined();
    shows.push({ eventId: performance.id, typeId: typeId! });
  }
  return [shows[0]!, shows[1]!];
}

interface OrderFacts {
  status: string;
  refund_status: string;
  tickets: { status: string }[];
  refunds: { id: number; method: string; status: string; amount: number }[];
}

async function orderFacts(request: APIRequestContext, orderId: number): Promise<OrderFacts> {
  const headers = await login(request, staffAccounts.admin);
  const reply = await request.get(`/api/admin/orders/${String(orderId)}`, { headers });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as OrderFacts;
}

test('an administrator cancels a performance: each ticket refunded once, documented and e-mailed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  const [show, other] = await twoShows(request);
  const single = await freshBuyer(request, 'Lemondott Lili');
  const mixed = await freshBuyer(request, 'Vegyes Vilma');
  const singleOrder = await cardOrderOf(browser, request, single, [show.typeId, show.typeId]);
  const mixedOrder = await cardOrderOf(browser, request, mixed, [show.typeId, other.typeId]);
  // A cash sale at the desk, with the buyer's e-mail address.
  // A cashier of its own: the demo cashier's till is other journeys' too.
  const cashierAccount = await newCashier('Lemondó Lőrinc');
  const cashier = await login(request, cashierAccount);
  const deskEmail = `pultnal-${uniqueWord()}@example.com`;
  const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
    .cart_key;
  await holdTicketThroughApi(request, key, show.typeId, cashier, 'sale');
  const sold = await request.post('/api/admin/box-office/sales', {
    data: {
      cart_key: key,
      payment_method: 1,
      needs_invoice: 0,
      buyer_name: 'Pultos Piroska',
      buyer_email: deskEmail,
    },
    headers: cashier,
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const deskOrder = ((await sold.json()) as { order_id: number }).order_id;

  // The administrator cancels it on its page.
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/programme/performances/${String(show.eventId)}`);
  const section = page.getByRole('region', { name: 'Az előadás lemondása' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Előadás lemondása…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lemondja az előadást?' });
  await expect(dialog.getByText(/4 jegyet adtak el/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Igen, lemondom az előadást' }).click();
  await expect(dialog.getByText('Kérjük, adja meg az elmaradás okát.')).toBeVisible();
  await dialog.getByLabel('Az elmaradás oka').fill('A főszereplő megbetegedett.');
  await expectNoA11yViolations(page, 'the cancel dialog (hu)');
  await keepScreenshot(page, 'performance-cancel-dialog-hu-desktop');
  await dialog.getByRole('button', { name: 'Igen, lemondom az előadást' }).click();
  await expect(dialog).toBeHidden();

  // The refunds run in the background; the page follows them.
  await expect(section.getByText('Az előadás elmarad')).toBeVisible();
  await expect(section.getByText('Minden érintett rendelést visszatérítettünk.')).toBeVisible({
    timeout: 90_000,
  });
  await expect(section.getByText('Visszatérített jegyek: 4 · összesen 20 000 Ft')).toBeVisible();
  // The tickets went back: the ticket type shows none sold.
  await expect(page.getByText('0 eladva, 0 foglalva / 40')).toBeVisible();
  await expect(page.getByText('Előadás lemondva')).toBeVisible();
  const rows = section.getByRole('table', { name: 'Az érintett rendelések' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: `#${String(deskOrder)}` })).toContainText(
    'A pénztárban, amikor a vevő jelentkezik',
  );
  await expect(rows.filter({ hasText: `#${String(mixedOrder)}` })).toContainText(
    'Kártyára (SimplePay)',
  );
  await expectNoA11yViolations(page, 'the cancelled performance with its refunds (hu)');
  await keepScreenshot(page, 'performance-cancel-progress-hu-desktop');

  // Each order refunded once; the mixed order keeps its other performance's ticket.
  await expect
    .poll(async () => (await orderFacts(request, singleOrder)).refund_status, { timeout: 60_000 })
    .toBe('refunded');
  const singleFacts = await orderFacts(request, singleOrder);
  expect(singleFacts.status).toBe('cancelled');
  expect(singleFacts.refunds).toMatchObject([{ method: 'simplepay', amount: 10_000 }]);
  await expect
    .poll(async () => (await orderFacts(request, mixedOrder)).refund_status, { timeout: 60_000 })
    .toBe('partial');
  const mixedFacts = await orderFacts(request, mixedOrder);
  expect(mixedFacts.status).toBe('paid');
  expect(mixedFacts.tickets.map((ticket) => ticket.status).sort()).toEqual(['cancelled', 'valid']);
  expect(mixedFacts.refunds).toMatchObject([{ method: 'simplepay', amount: 5000 }]);
  const deskFacts = await orderFacts(request, deskOrder);
  expect(deskFacts.refunds).toMatchObject([{ method: 'desk', status: 'pending', amount: 5000 }]);

  // Every buyer is told once, in the order's language.
  for (const email of [single.email, mixed.email, deskEmail]) {
    await expect
      .poll(async () => (await mailsTo(request, email, 'performance_cancelled')).length, {
        timeout: 30_000,
      })
      .toBe(1);
  }
  const [deskMail] = await mailsTo(request, deskEmail, 'performance_cancelled');
  expect(deskMail?.text).toContain('A főszereplő megbetegedett.');
  expect(deskMail?.text).toContain('jegypénztárunkban');

  // The desk buyer comes: a cashier pays the refund out of their till.
  await signedIn(page, request, cashierAccount);
  await page.goto(`/admin/orders/${String(deskOrder)}`);
  await page
    .getByRole('button', { name: 'A(z) 5000 Ft visszatérítés kifizetése a pénztárban' })
    .or(page.getByRole('button', { name: /visszatérítés kifizetése a pénztárban/ }))
    .first()
    .click();
  const payOut = page.getByRole('dialog', { name: 'Visszatérítés kifizetése a pénztárban' });
  await expect(payOut).toBeVisible();
  await expectNoA11yViolations(page, 'the desk payout dialog (hu)');
  await payOut.getByRole('button', { name: /kifizetve$/ }).click();
  await expect(payOut).toBeHidden();
  await expect
    .poll(async () => (await orderFacts(request, deskOrder)).refund_status)
    .toBe('refunded');

  // In English on a phone (a browser of its own): the cancelled performance and its refunds.
  const english = await browser.newContext({ baseURL: shopOrigin });
  try {
    const enPage = await english.newPage();
    await enPage.setViewportSize(phone);
    await returningVisitor(enPage, 'en');
    await signedInAs(enPage, request, 'admin');
    await enPage.goto(`/admin/programme/performances/${String(show.eventId)}`);
    const enSection = enPage.getByRole('region', { name: 'Cancel the performance' });
    await expect(enSection.getByText('The performance is cancelled')).toBeVisible({
      timeout: 30_000,
    });
    await expect(enSection.getByText('Every order concerned has been refunded.')).toBeVisible();
    await expectNoA11yViolations(enPage, 'the cancelled performance (en, phone)');
    await keepScreenshot(enPage, 'performance-cancel-progress-en-phone');

    // The shop's event page says it will not take place.
    await enPage.goto(`/events/${String(show.eventId)}`);
    await expect(enPage.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(enPage.getByText(/This performance will not take place/)).toBeVisible();
    await expect(enPage.getByRole('heading', { name: 'Tickets', exact: true })).toHaveCount(0);
    await expectNoA11yViolations(enPage, 'the event page of a cancelled performance (en, phone)');
    await keepScreenshot(enPage, 'performance-cancel-event-en-phone');
  } finally {
    await english.close();
  }
});
