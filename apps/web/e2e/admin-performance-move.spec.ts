import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktop, freshBuyer, phone, cardOrderOf, mailsTo } from './admin-orders-support';
import { uniqueWord } from './admin-programme-support';
import { login, signedInAs, staffAccounts, typeDate } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Moving a performance to a new date (decision 0048): a performance of its own has a paid card
// order of two tickets. An administrator moves it on its page (the new start, the refund
// deadline, a note); the buyer's e-mail arrives once with the new date and a link of their own;
// the buyer opens the link, sees the new date and asks for the refund; the order shows its
// tickets refunded and the move's history counts it. axe on each new screen, in Hungarian and in
// English, on a desktop and on a phone.

test.use({ baseURL: shopOrigin });

/** A `datetime-local` value `days` from now at `time`, Budapest time. */
function inDays(days: number, time = '19:00'): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(date);
  return `${day}T${time}`;
}

/** A published performance in 40 days with one ticket type of 5000 Ft, via the API. */
async function oneShow(request: APIRequestContext): Promise<{ eventId: number; typeId: number }> {
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
    name: `Áthelyezésház ${word}`,
    name_en: `Move House ${word}`,
    address: '1011 Budapest, Bem rakpart 33.',
  });
  const withHall = await post(`/api/admin/venues/${String(venue.id)}/halls`, {
    name: 'Nagyterem',
    name_en: 'Main hall',
    capacity: 100,
  });
  const production = await post('/api/admin/productions', {
    name: `Áthelyezett ${word}`,
    name_en: `Moved ${word}`,
    author: 'Molnár Ferenc',
    author_en: 'Ferenc Molnár',
    description: 'Vígjáték.',
    description_en: 'A comedy.',
    duration_minutes: 100,
    age_limit: null,
  });
  const starts = new Date(Date.now() + 40 * 86_400_000);
  starts.setUTCHours(18, 0, 0, 0);
  const performance = await post('/api/admin/performances', {
    production_id: production.id,
    hall_id: withHall.halls?.[0]?.id,
    url: `athelyezett-${word}`,
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
  const typeId = type.ticket_types?.[0]?.id;
  expect(typeId).toBeDefined();
  return { eventId: performance.id, typeId: typeId! };
}

test('an administrator moves a performance; the buyer is told and asks for a refund by the link', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a card payment, the mailing job and axe over six screens.
  test.setTimeout(150_000);
  const show = await oneShow(request);
  const buyer = await freshBuyer(request, 'Áthelyezett Ágnes');
  const orderId = await cardOrderOf(browser, request, buyer, [show.typeId, show.typeId]);

  // The administrator moves it on its page.
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/programme/performances/${String(show.eventId)}`);
  const section = page.getByRole('region', { name: 'Áthelyezés új időpontra' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  // Sold tickets name the start: the details form does not change it, the move does.
  const details = page.getByRole('region', { name: 'Az előadás adatai' });
  const start = details.getByLabel(/^Kezdés \(budapesti idő\)/);
  await expect(start).toBeDisabled();
  await expect(details.getByText(/Erre az előadásra már adtak el jegyet/)).toBeVisible();
  await section.getByRole('button', { name: 'Áthelyezés…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Az előadás áthelyezése' });
  await expect(dialog.getByText(/2 eladott jegy vevőit értesítjük/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Áthelyezem' }).click();
  await expect(dialog.getByText('Kérjük, adja meg az időpontot.')).toHaveCount(2);
  await typeDate(dialog.getByLabel('Új kezdés'), inDays(50, '20:00'));
  // The server's check: the deadline must be before the new start.
  await typeDate(dialog.getByLabel('Visszatérítés kérhető eddig'), inDays(51));
  await dialog
    .getByLabel('Megjegyzés a vevőknek (nem kötelező)')
    .fill('A díszlet felújítása miatt.');
  await dialog.getByRole('button', { name: 'Áthelyezem' }).click();
  await expect(
    dialog.getByText('A visszatérítési határidőnek az új kezdés előtt kell lennie.'),
  ).toBeVisible();
  await typeDate(dialog.getByLabel('Visszatérítés kérhető eddig'), inDays(45, '12:00'));
  await expectNoA11yViolations(page, 'the move dialog (hu)');
  await keepScreenshot(page, 'performance-move-dialog-hu-desktop');
  await dialog.getByRole('button', { name: 'Áthelyezem' }).click();
  await expect(dialog).toBeHidden();

  // The e-mails go out in the background; the page follows them.
  const history = section.getByRole('table', { name: 'Az előadás áthelyezései, a legújabb elöl' });
  await expect(history.getByText('Kész: 1 rendelés értesítve')).toBeVisible({ timeout: 30_000 });
  await expectNoA11yViolations(page, 'the moved performance with its history (hu)');
  await keepScreenshot(page, 'performance-move-history-hu-desktop');

  // The buyer's e-mail arrives once, with the new date and a link of their own.
  await expect
    .poll(async () => (await mailsTo(request, buyer.email, 'performance_moved')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await mailsTo(request, buyer.email, 'performance_moved');
  expect(mail?.text).toContain('A díszlet felújítása miatt.');
  expect(mail?.text).toContain('20:00');
  const token = /performance-move\/([A-Za-z0-9_-]{30,})/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(token).not.toBe('');

  // The buyer opens the link (a browser of its own, no account signed in).
  const buyerContext = await browser.newContext({ baseURL: shopOrigin });
  try {
    const shop = await buyerContext.newPage();
    await shop.setViewportSize(desktop);
    await returningVisitor(shop, 'hu');
    await shop.goto(`/performance-move/${token}`);
    await expect(
      shop.getByRole('heading', { level: 1, name: 'Az előadás új időpontja' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(shop.getByTestId('moved-new-date')).toContainText('20:00');
    await expect(shop.getByText('Érvényes az új időpontra')).toHaveCount(2);
    await expect(shop.getByRole('link', { name: 'Jegyek letöltése (PDF)' })).toBeVisible();
    await expectNoA11yViolations(shop, 'the buyer page of a moved performance (hu)');
    await keepScreenshot(shop, 'performance-move-buyer-hu-desktop');

    // The shop's event page says the date is new, and when it was first meant to be.
    await shop.goto(`/events/${String(show.eventId)}`);
    const facts = shop.getByRole('definition').filter({ hasText: 'Új időpont' });
    await expect(facts).toContainText('20:00', { timeout: 30_000 });
    await expect(facts).toContainText(/Eredetileg: .*19:00/);
    await expectNoA11yViolations(shop, 'the event page of a moved performance (hu)');
    await keepScreenshot(shop, 'performance-move-event-hu-desktop');
    await shop.goto(`/performance-move/${token}`);
    await expect(shop.getByTestId('moved-new-date')).toContainText('20:00', { timeout: 30_000 });

    await shop.setViewportSize(phone);
    await shop.getByRole('button', { name: 'Visszatérítést kérek' }).click();
    const confirm = shop.getByRole('dialog', { name: 'Visszatérítést kér?' });
    await expect(confirm).toBeVisible();
    await expectNoA11yViolations(shop, 'the refund confirmation (hu, phone)');
    await keepScreenshot(shop, 'performance-move-confirm-hu-phone');
    await confirm.getByRole('button', { name: 'Igen, visszatérítést kérek' }).click();
    await expect(confirm).toBeHidden();
    await expect(shop.getByText(/A jegyek visszatérítése megtörtént: 10\s000\sFt/)).toBeVisible();
    await expect(shop.getByText('Visszatérítve', { exact: true })).toHaveCount(2);

    // In English, on a phone and on a desktop: the refund is done; a second request is refused.
    await shop.evaluate(() => {
      localStorage.setItem(
        'jegy-language',
        JSON.stringify({ state: { language: 'en' }, version: 0 }),
      );
    });
    await shop.reload();
    await expect(shop.getByText(/The tickets are refunded: 10\s000\sFt/)).toBeVisible({
      timeout: 30_000,
    });
    await expectNoA11yViolations(shop, 'the refunded buyer page (en, phone)');
    await keepScreenshot(shop, 'performance-move-buyer-en-phone');
    await shop.setViewportSize(desktop);
    await keepScreenshot(shop, 'performance-move-buyer-en-desktop');
    const again = await request.post(`/api/performance-moves/${token}/refund`, { data: {} });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('performance_move_refunded');
  } finally {
    await buyerContext.close();
  }

  // The order shows its tickets refunded, through SimplePay.
  const headers = await login(request, staffAccounts.admin);
  const order = (await (
    await request.get(`/api/admin/orders/${String(orderId)}`, { headers })
  ).json()) as {
    status: string;
    tickets: { status: string }[];
    refunds: { method: string; amount: number }[];
  };
  expect(order.tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);
  expect(order.refunds).toMatchObject([{ method: 'simplepay', amount: 10_000 }]);
  expect(order.status).toBe('cancelled');

  // The history counts the refund; in English on a phone.
  const english = await browser.newContext({ baseURL: shopOrigin });
  try {
    const enPage = await english.newPage();
    await enPage.setViewportSize(phone);
    await returningVisitor(enPage, 'en');
    await signedInAs(enPage, request, 'admin');
    await enPage.goto(`/admin/programme/performances/${String(show.eventId)}`);
    const enSection = enPage.getByRole('region', { name: 'Move to a new date' });
    await expect(enSection.getByText(/1 orders, 2 tickets, 10\s000\sFt/)).toBeVisible({
      timeout: 30_000,
    });
    await expectNoA11yViolations(enPage, 'the moved performance (en, phone)');
    await keepScreenshot(enPage, 'performance-move-history-en-phone');
  } finally {
    await english.close();
  }
});
