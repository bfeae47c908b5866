import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, newCashier, signedInAs, staffAccounts, withDatabase } from './admin-support';
import { shopOrigin, signedIn } from './checkout-support';
import {
  budapestDayOf,
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  viewports,
} from './support';

// The box office (decision 0017): a cashier picks a performance by typing its name, sells two
// tickets for cash by keyboard (the change worked out), prints the tickets (the PDF opens, and
// downloads); then closes the day and sees the figures. An administrator does the same in English
// on a phone, by card, and sees the list of closes. axe on every screen; screenshots in both
// languages at both sizes.

test.use({ baseURL: shopOrigin });

const phone = viewports.phone;
const desktop = { width: 1280, height: 800 };

interface Performance {
  id: number;
  name: string;
  name_en: string;
  starts_at: string;
  published: boolean;
}

interface SaleType {
  id: number;
  name: string;
  name_en: string;
  price: number;
  fee: number;
  available: number;
  vip_only: boolean;
}

interface Choice {
  performance: Performance;
  type: SaleType;
}

/**
 * Performances the box office's picker lists that can be sold now, with a ticket type that has
 * seats to spare; each the first of its name in the list, so typing its name and Enter opens it.
 */
async function salePerformances(request: APIRequestContext): Promise<Choice[]> {
  const staff = await login(request, staffAccounts.admin);
  const from = budapestDayOf(new Date().toISOString());
  const listed = (
    (await (
      await request.get(`/api/admin/performances?from=${from}&days=62`, { headers: staff })
    ).json()) as Performance[]
  )
    .filter((item) => item.published && Date.parse(item.starts_at) > Date.now() + 3_600_000)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id - b.id);
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const performance of listed) {
    const first = !seen.has(performance.name);
    seen.add(performance.name);
    if (!first) continue;
    const reply = await request.get(`/api/admin/box-office/performances/${performance.id}`, {
      headers: staff,
    });
    const detail = (await reply.json()) as { sale_state: string; ticket_types: SaleType[] };
    if (detail.sale_state !== 'on_sale') continue;
    const type = detail.ticket_types.find((item) => !item.vip_only && item.available >= 10);
    if (type) choices.push({ performance, type });
  }
  expect(choices.length, 'performances the box office can sell').toBeGreaterThanOrEqual(2);
  return choices;
}

const price = (forints: number) =>
  `${new Intl.NumberFormat('hu-HU').format(forints)} Ft`.replace(/\s/g, '\\s');

/** A screenshot at this size and one at the other, then back. */
async function shots(page: Page, name: string, language: 'hu' | 'en'): Promise<void> {
  const size = page.viewportSize();
  const onPhone = size?.width === phone.width;
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepScreenshot(page, `box-office-${name}-${language}-${onPhone ? 'phone' : 'desktop'}`);
  await page.setViewportSize(onPhone ? desktop : phone);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepScreenshot(page, `box-office-${name}-${language}-${onPhone ? 'desktop' : 'phone'}`);
  await page.setViewportSize(onPhone ? phone : desktop);
}

test.describe('the box office', () => {
  test('a cashier sells two tickets for cash by keyboard, prints them and closes the day', async ({
    page,
    request,
  }) => {
    // A seated performance's sale screen draws its hall: axe over its seats takes a while.
    test.setTimeout(180_000);
    const [choice] = await salePerformances(request);
    const { performance, type } = choice!;
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    // A cashier of its own: the day close counts only this journey's sale (the demo cashier's
    // till is other journeys' too).
    const cashier = await newCashier('Pénztáros Pál');
    await signedIn(page, request, cashier);

    // From the menu to the picker; the search field has the focus.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Az ügyintézés menüje' })
      .getByRole('link', { name: 'Pénztár' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pénztár' })).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Előadás keresése' });
    await expect(search).toBeFocused();
    await expect(page.locator(`a[href="/admin/box-office/${performance.id}"]`)).toContainText(
      /Szabad: \d+ \/ \d+/,
    );
    await expectNoA11yViolations(page, 'the box-office picker (hu, desktop)');
    await shots(page, 'picker', 'hu');
    await page.keyboard.type(performance.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/box-office/${performance.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: performance.name })).toBeVisible();
    await expect(page).toHaveTitle(/^Pénztár: /);

    // Two tickets by keyboard: the + button, Enter twice.
    const more = page.getByRole('button', { name: `Egy jeggyel több: ${type.name}` });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(`${type.name}: 2 a kosárban`)).toHaveText('2');
    const total = 2 * (type.price + type.fee);
    const cart = page.getByRole('region', { name: 'Kosár' });
    await expect(cart).toContainText(new RegExp(price(total)));
    await expect(page.getByRole('timer')).toContainText(/A jegyek fenntartása: \d+:\d{2}/);
    // The desk cart is the cashier's, not the tab's: another tab shows the same two tickets.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/admin/box-office/${performance.id}`);
    // A new tab loads the back office afresh: on a busy machine that takes longer than a click.
    await expect(otherTab.getByLabel(`${type.name}: 2 a kosárban`)).toHaveText('2', {
      timeout: 30_000,
    });
    await otherTab.close();
    await expectNoA11yViolations(page, 'the sale screen (hu, desktop)');
    await shots(page, 'sale', 'hu');

    // The invoice asks for the billing form (looked at, then back to a receipt).
    await page.getByText('Számla', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Számlázási adatok' })).toBeVisible();
    await expectNoA11yViolations(page, 'the invoice form (hu, desktop)');
    await shots(page, 'invoice', 'hu');
    await page.getByText('Nyugta', { exact: true }).click();

    // Cash: the amount received, the change due; Enter sells.
    await page.getByText('Készpénz', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Készpénz' })).toBeChecked();
    const received = page.getByRole('textbox', { name: 'Kapott összeg (Ft)' });
    await received.fill('5000');
    await expect(page.getByText(/Még .* hiányzik\./)).toBeVisible();
    await received.fill('20000');
    await expect(page.getByText('Visszajáró', { exact: true }).locator('..')).toContainText(
      new RegExp(price(20_000 - total)),
    );
    await expectNoA11yViolations(page, 'the payment with change (hu, desktop)');
    await shots(page, 'payment', 'hu');
    await received.press('Enter');

    // Sold: the change in large type; the tickets can be printed at once.
    await expect(page.getByRole('heading', { level: 2, name: 'Sikeres eladás' })).toBeVisible();
    const orderText = await page.getByText(/^Rendelés: \d+$/).textContent();
    const orderId = Number(/(\d+)$/.exec(orderText ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await expect(
      page.getByText(new RegExp(`^Készpénzzel fizetve: ${price(total)}$`)),
    ).toBeVisible();
    const print = page.getByRole('button', { name: 'Jegyek nyomtatása' });
    await expect(print).not.toHaveAttribute('aria-disabled', 'true');
    await expect(print).toBeFocused();
    await expectNoA11yViolations(page, 'the sale done (hu, desktop)');
    await shots(page, 'done', 'hu');

    const popupPromise = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await popupPromise;
    expect(popup.url()).toMatch(/^blob:/);
    await popup.close();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Letöltés PDF-ben' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`jegyek-${orderId}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    const order = await withDatabase(async (client) => {
      const result = await client.query<{
        status: string;
        channel: string;
        payment_method: number;
        sold_by: number;
        buyer_name: string;
        cashier: number;
        tickets: number;
      }>(
        `select o.status, o.channel, o.payment_method, o.sold_by, o.buyer_name,
                (select id from users where email = $2) as cashier,
                (select count(*)::int from tickets t where t.order_id = o.id) as tickets
           from orders o where o.id = $1`,
        [orderId, cashier.email],
      );
      return result.rows[0];
    });
    expect(order).toMatchObject({
      status: 'paid',
      channel: 'box_office',
      payment_method: 1,
      buyer_name: 'Pénztári vásárló',
      tickets: 2,
    });
    expect(order?.sold_by).toBe(order?.cashier);

    // The next buyer: a fresh, empty cart on the same performance.
    await page.getByRole('button', { name: 'Új eladás' }).click();
    await expect(cart).toContainText('A kosár üres');

    // The day close: the figures of the shift, then the close.
    await page
      .getByRole('navigation', { name: 'Az ügyintézés menüje' })
      .getByRole('link', { name: 'Napzárás' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Napzárás' })).toBeVisible();
    const expected = page.getByText('Várt készpénz a kasszában').locator('..');
    await expect(expected).toContainText(new RegExp(price(total)));
    await expect(page.getByText('Eladott jegyek').locator('..')).toContainText('2');
    await expect(page.getByRole('link', { name: String(orderId), exact: true })).toBeVisible();
    // A cashier sees their own past closes, not the other cashiers': no staff filter.
    await expect(page.getByRole('heading', { level: 2, name: 'Korábbi napzárásai' })).toBeVisible();
    await expect(page.getByLabel('Munkatárs', { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, 'the cash report (hu, desktop)');
    await shots(page, 'day-close', 'hu');

    const counted = page.getByRole('textbox', { name: 'Megszámolt készpénz (Ft)' });
    await counted.fill(String(total - 500));
    await expect(page.getByText(new RegExp(`^Hiány: ${price(500)}$`))).toBeVisible();
    await counted.fill(String(total));
    await expect(page.getByText('Egyezik a várt összeggel.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Megjegyzés' }).fill('Rendben.');
    await counted.press('Enter');
    const confirm = page.getByRole('button', { name: 'Igen, lezárom' });
    await expect(confirm).toBeFocused();
    await confirm.click();
    await expect(page.getByRole('heading', { level: 2, name: 'A nap lezárva' })).toBeVisible();
    await expect(page.getByText(/^Megszámolt: .* · Egyezik a várt összeggel\.$/)).toBeVisible();
    await expectNoA11yViolations(page, 'the day closed (hu, desktop)');
    await shots(page, 'day-closed', 'hu');

    const close = await withDatabase(async (client) => {
      const result = await client.query<{
        cash_taken: number;
        counted_cash: number;
        difference: number;
        tickets_sold: number;
        note: string;
      }>(
        `select d.cash_taken, d.counted_cash, d.difference, d.tickets_sold, d.note
           from day_closes d join orders o on o.day_close_id = d.id where o.id = $1`,
        [orderId],
      );
      return result.rows[0];
    });
    expect(close).toEqual({
      cash_taken: total,
      counted_cash: total,
      difference: 0,
      tickets_sold: 2,
      note: 'Rendben.',
    });

    // Back to the report: the next shift starts empty.
    await page.getByRole('button', { name: 'Vissza a kimutatáshoz' }).click();
    await expect(page.getByText('A legutóbbi zárás óta nem volt forgalom.')).toBeVisible();
  });

  test('an administrator sells by card in English on a phone and sees the closes', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const choices = await salePerformances(request);
    const { performance, type } = choices[1]!;
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'admin');

    await page.goto('/admin/box-office');
    await expect(page.getByRole('heading', { level: 1, name: 'Box office' })).toBeVisible();
    await expectNoA11yViolations(page, 'the box-office picker (en, phone)');
    await shots(page, 'picker', 'en');
    await page.locator(`a[href="/admin/box-office/${performance.id}"]`).click();
    const name = performance.name_en || performance.name;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const typeName = type.name_en || type.name;
    await page.getByRole('button', { name: `One more ticket: ${typeName}` }).click();
    await expect(page.getByLabel(`${typeName}: 1 in the cart`)).toHaveText('1');
    await expectNoA11yViolations(page, 'the sale screen (en, phone)');
    await shots(page, 'sale', 'en');

    // Card: refused until the terminal's approval is confirmed.
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('vendeg@example.com');
    await page.getByRole('textbox', { name: "Buyer's name" }).fill('Szabó Anna');
    await page.getByText('English', { exact: true }).click();
    const sell = page.getByRole('button', { name: /^Sell: / });
    await sell.click();
    const approved = page.getByRole('checkbox', { name: 'The terminal approved the card payment' });
    await expect(approved).toBeFocused();
    await expect(approved).toHaveAccessibleDescription(/Confirm that the terminal approved/);
    await expectNoA11yViolations(page, 'the card not confirmed (en, phone)');
    await shots(page, 'payment', 'en');
    await approved.check();
    await sell.click();

    await expect(page.getByRole('heading', { level: 2, name: 'Sale completed' })).toBeVisible();
    await expect(page.getByText(/^Paid by card: /)).toBeVisible();
    await expect(page.getByText('Buyer: Szabó Anna')).toBeVisible();
    await expect(page.getByText('The document is also sent to vendeg@example.com.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print tickets' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoA11yViolations(page, 'the sale done (en, phone)');
    await shots(page, 'done', 'en');

    // The day close, with everyone's closes below for an administrator.
    await page.goto('/admin/day-close');
    await expect(page.getByRole('heading', { level: 1, name: 'Day close' })).toBeVisible();
    await expect(page.getByText('Card taken', { exact: true }).locator('..')).toContainText(
      new RegExp(price(type.price + type.fee)),
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Day closes' })).toBeVisible();
    await expectNoA11yViolations(page, 'the cash report (en, phone)');
    await shots(page, 'day-close', 'en');
    await page.getByRole('textbox', { name: 'Cash counted (Ft)' }).fill('0');
    await page.getByRole('button', { name: 'Close the day' }).click();
    await page.getByRole('button', { name: 'Yes, close it' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The day is closed' })).toBeVisible();
    await expectNoA11yViolations(page, 'the day closed (en, phone)');
    await shots(page, 'day-closed', 'en');

    // The administrator's own close is in the list, and opens.
    await page.getByRole('button', { name: 'Back to the report' }).click();
    const list = page.getByRole('region', { name: 'Day closes' });
    await list
      .getByRole('link', { name: /close, / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Day close: / })).toBeVisible();
    await expect(page.getByText(/^Closed: /)).toBeVisible();
    await expectNoA11yViolations(page, 'a day close (en, phone)');
    await shots(page, 'day-close-details', 'en');
  });
});
