import { execFileSync } from 'node:child_process';
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

// The desk's coupon (decision 0044): a cashier sells two tickets with a coupon for cash. A wrong
// code is refused under the field; the right one shows its discount in the cart's totals, and the
// desk charges no technical fee. The tickets are printed for an 80 mm thermal printer (a PDF
// 80 mm wide), a choice the browser remembers. axe in Hungarian and English; screenshots of the
// sale screen with a coupon on a phone and a desktop.

test.use({ baseURL: shopOrigin });

const desktop = { width: 1280, height: 800 };

interface SaleType {
  id: number;
  name: string;
  name_en: string;
  price: number;
  fee: number;
  available: number;
  vip_only: boolean;
}

/** A performance the desk can sell now, with a ticket type that has seats to spare. */
async function salePerformance(request: APIRequestContext) {
  const staff = await login(request, staffAccounts.admin);
  const from = budapestDayOf(new Date().toISOString());
  const listed = (
    (await (
      await request.get(`/api/admin/performances?from=${from}&days=62`, { headers: staff })
    ).json()) as { id: number; name: string; starts_at: string; published: boolean }[]
  )
    .filter((item) => item.published && Date.parse(item.starts_at) > Date.now() + 3_600_000)
    .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || b.id - a.id);
  for (const performance of listed) {
    const reply = await request.get(`/api/admin/box-office/performances/${performance.id}`, {
      headers: staff,
    });
    const detail = (await reply.json()) as { sale_state: string; ticket_types: SaleType[] };
    if (detail.sale_state !== 'on_sale') continue;
    const type = detail.ticket_types.find((item) => !item.vip_only && item.available >= 10);
    if (type) return { performance, type };
  }
  throw new Error('no performance the box office can sell');
}

/** A new coupon, 10 % off everything, made by an administrator. */
async function newCoupon(request: APIRequestContext): Promise<string> {
  const staff = await login(request, staffAccounts.admin);
  const code = `DESK${Date.now().toString(36).toUpperCase()}`;
  const reply = await request.post('/api/admin/coupons', {
    headers: staff,
    data: {
      code,
      name: 'Pénztári próbakupon',
      name_en: 'Desk test coupon',
      kind: 'percent',
      value: 10,
      valid_from: null,
      valid_until: null,
      max_uses: null,
      max_uses_per_user: null,
      event_ids: [],
    },
  });
  expect(reply.status()).toBe(201);
  return code;
}

const price = (forints: number) =>
  `${new Intl.NumberFormat('hu-HU').format(forints)} Ft`.replace(/[\s-]/g, (c) =>
    c === '-' ? '[-−]' : '\\s',
  );

async function shots(page: Page, language: 'hu' | 'en'): Promise<void> {
  for (const [size, name] of [
    [viewports.phone, 'phone'],
    [desktop, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await keepScreenshot(page, `box-office-coupon-${language}-${name}`);
  }
}

test('a cashier sells two tickets with a coupon for cash and prints them on 80 mm paper', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { performance, type } = await salePerformance(request);
  // The desk charges no technical fee unless the sales setting says so.
  expect(type.fee).toBe(0);
  const code = await newCoupon(request);
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  // A cashier of its own: the demo cashier's till is other journeys' too.
  await signedIn(page, request, await newCashier('Kuponos Kornélia'));
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Az ügyintézés menüje' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/admin/box-office/${performance.id}`);
  // The machine may be busy: the first screen gets longer.
  await expect(page.getByRole('heading', { level: 1, name: performance.name })).toBeVisible({
    timeout: 30_000,
  });

  const more = page.getByRole('button', { name: `Egy jeggyel több: ${type.name}` });
  await more.click();
  await expect(page.getByLabel(`${type.name}: 1 a kosárban`)).toHaveText('1');
  await more.click();
  await expect(page.getByLabel(`${type.name}: 2 a kosárban`)).toHaveText('2');
  const cart = page.getByRole('region', { name: 'Kosár' });
  await expect(cart).toContainText(new RegExp(price(2 * type.price)));
  await expect(cart).not.toContainText('Kezelési költség');

  // A wrong code: the server's message under the field.
  const field = page.getByRole('textbox', { name: 'Kuponkód' });
  await field.fill('NINCSILYENKOD');
  await page.getByRole('button', { name: 'Beváltás' }).click();
  await expect(page.getByText('Érvénytelen kuponkód.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // The right one: the discount in the totals.
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText(`Beváltott kupon: ${code}`)).toBeVisible();
  const discount = Math.round((2 * type.price * 10) / 100);
  const total = 2 * type.price - discount;
  await expect(page.getByTestId('desk-discount')).toContainText(new RegExp(price(-discount)));
  await expect(cart.locator('[class*="total"]').last()).toContainText(new RegExp(price(total)));
  await expect(cart).not.toContainText('Kezelési költség');
  await expectNoA11yViolations(page, 'the sale screen with a coupon (hu, desktop)');
  await shots(page, 'hu');
  await page.setViewportSize(viewports.phone);
  await expectNoA11yViolations(page, 'the sale screen with a coupon (hu, phone)');
  await page.setViewportSize(desktop);

  // Removed and redeemed again.
  await page.getByRole('button', { name: 'Kupon eltávolítása' }).click();
  await expect(field).toBeVisible();
  await expect(page.getByTestId('desk-discount')).toHaveCount(0);
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText(`Beváltott kupon: ${code}`)).toBeVisible();

  // Cash: the change worked out from the discounted total.
  await page.getByText('Készpénz', { exact: true }).click();
  const received = page.getByRole('textbox', { name: 'Kapott összeg (Ft)' });
  await received.fill(String(total + 1000));
  await expect(page.getByText('Visszajáró', { exact: true }).locator('..')).toContainText(
    new RegExp(price(1000)),
  );
  await received.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Sikeres eladás' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Készpénzzel fizetve: ${price(total)}$`))).toBeVisible();
  const orderText = await page.getByText(/^Rendelés: \d+$/).textContent();
  const orderId = Number(/(\d+)$/.exec(orderText ?? '')?.[1]);

  // The 80 mm format: the PDF is 80 mm wide; the choice is remembered in this browser.
  await page.getByText('80 mm hőpapír', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '80 mm hőpapír' })).toBeChecked();
  const print = page.getByRole('button', { name: 'Letöltés PDF-ben' });
  await expect(print).not.toHaveAttribute('aria-disabled', 'true');
  const downloadPromise = page.waitForEvent('download');
  await print.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`jegyek-${orderId}-80mm.pdf`);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '2', await download.path()]).toString();
  const widths = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((match) =>
    Math.round((Number(match[1]) * 25.4) / 72),
  );
  expect(widths).toEqual([80, 80]);
  await expectNoA11yViolations(page, 'the sale done with the ticket format (hu, desktop)');
  expect(await page.evaluate(() => localStorage.getItem('theatre.box-office.ticket-format'))).toBe(
    'thermal80',
  );

  const order = await withDatabase(async (client) => {
    const result = await client.query<{
      total: number;
      discount: number;
      fee_total: number;
      code: string;
      use: string;
    }>(
      `select o.total, o.discount, o.fee_total, c.code,
              (select u.status from coupon_uses u where u.order_id = o.id) as use
         from orders o join coupons c on c.id = o.coupon_id where o.id = $1`,
      [orderId],
    );
    return result.rows[0];
  });
  expect(order).toEqual({ total, discount, fee_total: 0, code, use: 'consumed' });
});

test('the sale screen with a coupon in English on a phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { performance, type } = await salePerformance(request);
  const code = await newCoupon(request);
  await page.setViewportSize(viewports.phone);
  await returningVisitor(page, 'en');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/box-office/${performance.id}`);
  await page.getByRole('button', { name: `One more ticket: ${type.name_en}` }).click();
  await expect(page.getByLabel(`${type.name_en}: 1 in the cart`)).toHaveText('1');
  const field = page.getByRole('textbox', { name: 'Coupon code' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText(`Coupon applied: ${code}`)).toBeVisible();
  await expect(page.getByTestId('desk-discount')).toContainText('Discount');
  await expectNoA11yViolations(page, 'the sale screen with a coupon (en, phone)');
  await shots(page, 'en');
  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(field).toBeVisible();
  await page.getByRole('button', { name: 'Empty the cart' }).click();
  await expect(page.getByText('The cart is empty: add tickets.')).toBeVisible();
});
