import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { desktop, phone } from './admin-orders-support';
import { uniqueWord } from './admin-programme-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { deliveredMail, type DeliveredMail } from './mail-support';
import {
  expectNoA11yViolations,
  returningVisitor,
  screenshotDir,
  screenshotsKept,
} from './support';

const screenshotPath = (name: string) => path.join(screenshotDir, `${name}.png`);

// A group order paid by bank transfer (decision 0046), in the browser: a cashier takes 40
// tickets (four times the shop's per-order limit) for a school on the back office's form — a
// quantity beyond capacity is refused under its field first —, the buyer's pro-forma arrives with
// its PDF (bank account, reference), an administrator records the payment on a phone in English,
// the cashier's second tab is told clearly that it cannot be recorded twice (409), another group
// order is cancelled on its page (the reason asked for), the invoice
// and tickets e-mail arrives and the order shows paid, with its regular order page. axe on every
// new page and dialog in Hungarian on a desktop and in English on a phone; the keyboard drives the
// list, the performance picker and the dialogs.

test.use({ baseURL: shopOrigin });

/** The demo's bank account (the seed's `transfer` setting). */
const demoAccount = '11708001-20421739-00000002';

interface Show {
  name: string;
  typeId: number;
}

/** A standing performance of its own, 100 places at 3 000 Ft, published, via the API. */
async function groupShow(request: APIRequestContext): Promise<Show> {
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
    name: `Csoportház ${word}`,
    name_en: `Group House ${word}`,
    address: '1011 Budapest, Bem rakpart 33.',
  });
  const withHall = await post(`/api/admin/venues/${String(venue.id)}/halls`, {
    name: 'Nagyterem',
    name_en: 'Main hall',
    capacity: 100,
  });
  const name = `Diákelőadás ${word}`;
  const production = await post('/api/admin/productions', {
    name,
    name_en: `School matinee ${word}`,
    author: 'Molnár Ferenc',
    author_en: 'Ferenc Molnár',
    description: 'Iskolai előadás.',
    description_en: 'A school performance.',
    duration_minutes: 90,
    age_limit: null,
  });
  const starts = new Date(Date.now() + 30 * 86_400_000);
  starts.setUTCHours(9, 0, 0, 0);
  const performance = await post('/api/admin/performances', {
    production_id: production.id,
    hall_id: withHall.halls?.[0]?.id,
    url: `diakeloadas-${word}`,
    starts_at: starts.toISOString(),
    sale_starts_at: null,
    sale_ends_at: null,
    vip_only: false,
    tech_fee: 0,
  });
  const type = await post(`/api/admin/performances/${String(performance.id)}/ticket-types`, {
    name: 'Diákjegy',
    name_en: 'Student',
    price: 3000,
    capacity: 100,
    vat_rate: '5',
    vip_only: false,
  });
  await post(`/api/admin/performances/${String(performance.id)}/publish`, {}, 200);
  const typeId = type.ticket_types?.[0]?.id;
  expect(typeId).toBeDefined();
  return { name, typeId: typeId! };
}

/** The text of a mail's PDF attachment as it was sent (pdftotext). */
function pdfText(mail: DeliveredMail, filename: RegExp): string {
  const attachment = mail.attachments.find((file) => filename.test(file.filename));
  expect(attachment, mail.attachments.map((file) => file.filename).join(', ')).toBeDefined();
  expect(attachment!.content_type).toBe('application/pdf');
  const file = path.join(tmpdir(), `group-order-${String(mail.id)}-${attachment!.filename}`);
  writeFileSync(file, attachment!.content);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** The order's id from its page's address. */
function orderIdOf(page: Page): number {
  const match = /\/admin\/transfer-orders\/(\d+)$/.exec(new URL(page.url()).pathname);
  expect(match).not.toBeNull();
  return Number(match![1]);
}

test('a cashier takes a group order by transfer; its payment recorded, it is invoiced and ticketed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const show = await groupShow(request);
  const email = `titkarsag-${uniqueWord()}@iskola.example`;

  // The list, in Hungarian on a desktop; the new order's form opened with the keyboard.
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'cashier');
  await page.goto('/admin/transfer-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Csoportos rendelések' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Csoportos rendelések' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Állapot' })).toBeVisible();
  await expectNoA11yViolations(page, 'the group orders (hu, desktop)');
  await keepScreenshot(page, 'group-orders-list-hu-desktop');
  await page.getByRole('link', { name: 'Új csoportos rendelés' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Csoportos rendelés felvétele' }),
  ).toBeVisible();

  // Sent empty: each problem under its field.
  const submit = page.getByRole('button', { name: 'Rendelés felvétele, díjbekérő küldése' });
  await submit.click();
  await expect(
    page.getByText('A rendelés nem jött létre: javítsa a jelölt mezőket.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail-cím/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoA11yViolations(page, 'the group order form with errors (hu, desktop)');

  // The performance picked with the keyboard: typed, then chosen from the list.
  const performancePicker = page.getByRole('combobox', { name: /^Előadás/ });
  await performancePicker.focus();
  await page.keyboard.type(show.name);
  await expect(page.getByRole('option', { name: new RegExp(show.name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(performancePicker).toHaveValue(new RegExp(show.name));
  await page.getByRole('combobox', { name: /^Jegytípus/ }).selectOption(String(show.typeId));
  const quantity = page.getByRole('textbox', { name: /^Darabszám/ });
  await quantity.fill('150');
  await page.getByRole('textbox', { name: /^E-mail-cím/ }).fill(email);
  await page.getByRole('textbox', { name: /^Kapcsolattartó neve/ }).fill('Kiss Anna');
  // The school's invoice data: the tax number looked up at NAV (the simulator) fills the rest.
  const taxNumber = page.getByLabel('Adószám');
  await taxNumber.pressSequentially('26149088206');
  await taxNumber.press('Tab');
  await expect(page.getByText('A cég adatait kitöltöttük a NAV adatai alapján.')).toBeVisible();
  await expect(page.getByLabel('Cégnév')).not.toHaveValue('');

  // More than the hall holds: the server's refusal, translated, under the quantity.
  await submit.click();
  await expect(quantity).toHaveAccessibleDescription(/csak 100 jegy van még/);
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.fill('40');
  await expect(page.getByText('Összesen 40 jegy')).toBeVisible();
  await keepScreenshot(page, 'group-order-form-hu-desktop');
  await submit.click();

  // The order's page: awaiting the transfer, 40 tickets, 120 000 Ft.
  await expect(page).toHaveURL(/\/admin\/transfer-orders\/\d+$/, { timeout: 20_000 });
  const orderId = orderIdOf(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `${String(orderId)}. csoportos rendelés` }),
  ).toBeVisible();
  await expect(page.getByText('Átutalásra vár').first()).toBeVisible();
  await expect(page.getByText('120 000 Ft').first()).toBeVisible();
  await expect(page.getByText(`Rendelés ${String(orderId)}`)).toBeVisible();
  await expectNoA11yViolations(page, 'the group order awaiting its transfer (hu, desktop)');
  await keepScreenshot(page, 'group-order-awaiting-hu-desktop');

  // Staff download the pro-forma.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Díjbekérő letöltése (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The buyer's pro-forma: the PDF with the amount, the bank account and the reference.
  const proForma = await deliveredMail(request, email, 'transfer_pro_forma', { timeout: 60_000 });
  const proFormaText = pdfText(proForma, /\.pdf$/);
  expect(proFormaText).toContain('Díjbekérő');
  expect(proFormaText).toContain(demoAccount);
  expect(proFormaText).toContain(`Rendelés ${String(orderId)}`);
  expect(proFormaText).toMatch(/120\s000 Ft/);

  // The cashier opens "Record the payment" (with the keyboard) and leaves it open.
  const markButton = page.getByRole('button', { name: 'Befizetés rögzítése' });
  await markButton.focus();
  await page.keyboard.press('Enter');
  const markDialog = page.getByRole('dialog', { name: 'Befizetés rögzítése' });
  await expect(markDialog).toBeVisible();
  await expectNoA11yViolations(page, 'the record-the-payment dialog (hu, desktop)');
  await keepScreenshot(page, 'group-order-mark-paid-hu-desktop');

  // Meanwhile an administrator records it on a phone, in English.
  const english = await browser.newContext({ baseURL: shopOrigin });
  try {
    const admin = await english.newPage();
    await admin.setViewportSize(phone);
    await returningVisitor(admin, 'en');
    await signedInAs(admin, request, 'admin');
    await admin.goto('/admin/transfer-orders?status=awaiting_transfer');
    await expect(admin.getByRole('heading', { level: 1, name: 'Group orders' })).toBeVisible({
      timeout: 30_000,
    });
    const link = admin.getByRole('link', { name: `Open group order ${String(orderId)}` });
    await expect(link).toBeVisible();
    await expectNoA11yViolations(admin, 'the group orders (en, phone)');
    await keepScreenshot(admin, 'group-orders-list-en-phone');
    await link.click();
    await expect(
      admin.getByRole('heading', { level: 1, name: `Group order ${String(orderId)}` }),
    ).toBeVisible();
    await expectNoA11yViolations(admin, 'the group order (en, phone)');
    await keepScreenshot(admin, 'group-order-awaiting-en-phone');
    await admin.getByRole('button', { name: 'Record the payment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record the payment' });
    await expect(
      dialog.getByText('The transfer of 120 000 Ft has arrived.', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('Statement 2026/118');
    await expectNoA11yViolations(admin, 'the record-the-payment dialog (en, phone)');
    await keepScreenshot(admin, 'group-order-mark-paid-en-phone');
    await dialog.getByRole('textbox', { name: /^Note/ }).press('Tab');
    await dialog.getByRole('button', { name: 'Record the payment' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(admin.getByText('Statement 2026/118')).toBeVisible();
    // The focus is not lost with the button: it lands on the order page's link.
    await expect(
      admin.getByRole('link', { name: 'The order’s page (invoice, tickets)' }),
    ).toBeFocused();
    await expectNoA11yViolations(admin, 'the paid group order (en, phone)');
    await keepScreenshot(admin, 'group-order-paid-en-phone');

    // Another group order, taken through the API, is cancelled on its page.
    const other = await request.post('/api/admin/transfer-orders', {
      headers: await login(request, staffAccounts.cashier),
      data: {
        lines: [{ ticket_type_id: show.typeId, quantity: 5 }],
        buyer_email: email,
        is_company: true,
        tax_number: '12345676-2-41',
        name: 'Példa Általános Iskola',
        country: 'HU',
        zip: '1051',
        city: 'Budapest',
        street_name: 'Október 6.',
        public_place_category: 'utca',
        house_number: '12',
      },
    });
    expect(other.status(), await other.text()).toBe(201);
    const otherId = ((await other.json()) as { order_id: number }).order_id;
    await admin.goto(`/admin/transfer-orders/${String(otherId)}`);
    await admin.getByRole('button', { name: 'Cancel the order' }).click();
    const cancel = admin.getByRole('dialog', { name: 'Cancel the group order?' });
    await cancel.getByRole('button', { name: 'Yes, cancel it' }).click();
    const reason = cancel.getByRole('textbox', { name: /^Why it is cancelled/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.fill('The school chose another date.');
    await expectNoA11yViolations(admin, 'the cancel dialog (en, phone)');
    await keepScreenshot(admin, 'group-order-cancel-en-phone');
    await reason.press('Enter');
    await expect(cancel).toBeHidden();
    await expect(admin.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(
      admin.getByText('The order was cancelled; its tickets are on sale again.'),
    ).toBeVisible();

    // The form and the settings in English on the phone, no wider than the phone.
    await admin.goto('/admin/transfer-orders/new');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Take a group order' }),
    ).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await expectNoA11yViolations(admin, 'the group order form (en, phone)');
    await keepScreenshot(admin, 'group-order-form-en-phone');
    await admin.goto('/admin/settings');
    const transfer = admin.getByRole('region', { name: 'Group orders by bank transfer' });
    await expect(transfer.getByRole('textbox', { name: /^Account number/ })).toHaveValue(
      demoAccount,
    );
    await expectNoA11yViolations(admin, 'the settings with the transfer section (en, phone)');
    await transfer.scrollIntoViewIfNeeded();
    if (screenshotsKept)
      await admin.screenshot({ path: screenshotPath('group-order-settings-en-phone') });
  } finally {
    await english.close();
  }

  // The cashier's open dialog, sent now: told clearly that it cannot be recorded twice (409).
  await markDialog.getByRole('button', { name: 'Befizetés rögzítése' }).click();
  await expect(markDialog.getByRole('alert')).toContainText(
    'Ezt a rendelést már nem lehet fizetettnek jelölni',
  );
  await expectNoA11yViolations(page, 'the record-the-payment dialog refused (hu, desktop)');
  await page.keyboard.press('Escape');
  await expect(markDialog).toBeHidden();
  await expect(page.getByText('Fizetve').first()).toBeVisible();
  await expect(markButton).toHaveCount(0);
  await expectNoA11yViolations(page, 'the paid group order (hu, desktop)');
  await keepScreenshot(page, 'group-order-paid-hu-desktop');

  // The invoice and the tickets arrive by e-mail.
  const paid = await deliveredMail(request, email, 'order_paid', { timeout: 60_000 });
  const names = paid.attachments.map((file) => file.filename).join(' ');
  expect(names).toMatch(/\.pdf/);
  expect(paid.attachments.length).toBeGreaterThanOrEqual(2);

  // The regular order page: paid, by bank transfer.
  await page.getByRole('link', { name: 'A rendelés oldala (számla, jegyek)' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${String(orderId)}$`));
  await expect(page.getByText('Fizetve').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Banki átutalás').first()).toBeVisible();
  // …and leads back to the group order's page.
  await page
    .getByRole('link', { name: 'A csoportos rendelés oldala (díjbekérő, határidő, befizetés)' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/transfer-orders/${String(orderId)}$`));
});
