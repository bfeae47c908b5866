import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshotFromTop as shot, signInOn, typeDate } from './admin-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Reports in the back office (decision 0020): an administrator opens the reports and downloads
// exports (decision 0040), and reads the browsers' error reports; cashiers see none. axe on every
// page; screenshots in Hungarian and English, on a phone (390×844) and a desktop (1280×800).

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const stamp = Date.now().toString(36);

/** A day some days from today, `YYYY-MM-DD` (as the date fields take it). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('reports', () => {
  test('an administrator reads the reports and downloads exports', async ({ page, request }) => {
    // Tall pages: a season's performances, and their screenshots.
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signInOn(page, request, shopOrigin, 'admin');
    await page.goto(`${shopOrigin}/admin`);
    await page
      .getByRole('navigation', { name: 'Az ügyintézés menüje' })
      .getByRole('link', { name: 'Kimutatások' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kimutatások' })).toBeVisible();
    // A quick choice: the coming performances of the demo season.
    await page.getByText('Következő 30 nap', { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('radio', { name: 'Következő 30 nap' })).toBeChecked();
    const table = page.getByRole('region', { name: 'Eladások előadásonként és jegytípusonként' });
    await expect(table.getByRole('columnheader', { name: 'Telítettség' })).toBeVisible();
    // The money as an accountant reads it (decision 0033): gross before and after the coupons,
    // net without VAT, and the VAT, under a line saying so.
    for (const name of ['Bruttó (listaáron)', 'Kedvezmény', 'Bruttó', 'Nettó', 'ÁFA']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(table.getByText(/A nettó összeg ÁFA nélkül értendő/)).toBeVisible();
    await expect(table.getByRole('row').nth(2)).toBeVisible();

    // Days typed in: from the day the demo's season tickets were sold (30 days before it
    // started), so the revenue has a day too.
    await typeDate(page.getByLabel('Első nap'), day(-35));
    await typeDate(page.getByLabel('Utolsó nap'), day(30));
    await page.getByRole('button', { name: 'Megjelenítés' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(-35)}&to=${day(30)}$`));
    const summary = page.getByRole('list', { name: 'Összesítés' });
    await expect(summary.getByText('Eladott jegyek')).toBeVisible();
    const revenue = page.getByRole('region', { name: 'Bevétel naponta' });
    await expect(revenue.getByRole('button', { name: 'Napi bontás táblázatban' })).toBeVisible();
    // The legend tells the channels apart: a visible colour mark each, two different colours.
    const marks = revenue.locator('.mantine-ColorSwatch-root');
    await expect(marks).toHaveCount(2);
    const looks = await marks.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const colour = element.querySelector('.mantine-ColorSwatch-colorOverlay');
        return {
          size: Math.min(box.width, box.height),
          colour: colour ? getComputedStyle(colour).backgroundColor : '',
        };
      }),
    );
    expect(looks.every((look) => look.size >= 8)).toBe(true);
    expect(new Set(looks.map((look) => look.colour)).size).toBe(2);
    await expect(page.getByRole('region', { name: 'Telítettség előadásonként' })).toBeVisible();
    await expectNoA11yViolations(page, 'the reports (hu)');
    await shot(page, 'reports-hu-desktop');

    // The exports (decision 0040): the orders of the period by payment date as XLSX, then the
    // tickets by performance date as CSV, each saved under a name that says which date it is about.
    const exporting = page.getByRole('region', {
      name: 'Exportálás a könyvelésnek és a házgondnoknak',
    });
    await expect(exporting.getByLabel('Időszak kezdete')).toHaveValue(/\d/);
    let downloading = page.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Letöltés' }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^rendelesek-fizetesdatum-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    let bytes = fs.readFileSync((await download.path()) ?? '');
    // A zip (XLSX) file.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(exporting.getByText(/^A fájl letöltődött: rendelesek-/)).toBeVisible();

    await exporting.getByLabel('Export').selectOption('tickets');
    await exporting.getByLabel('Melyik dátum essen az időszakba').selectOption('performance');
    await exporting.getByText('CSV', { exact: true }).click();
    downloading = page.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Letöltés' }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^jegyek-eloadasdatum-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    bytes = fs.readFileSync((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Jegykód;Rendelésszám;Vevő neve;Vevő e-mail-címe;Előadás;Kezdés;Jegytípus;Hely;Ár (Ft);Állapot;Belépett;Tiszteletjegy (indok)',
    );
    expect(lines.length).toBeGreaterThan(2);
    await expectNoA11yViolations(page, 'the reports after an export (hu)');

    // A range typed by hand; a wrong one is refused before asking.
    await typeDate(page.getByLabel('Első nap'), '2026-05-10');
    await typeDate(page.getByLabel('Utolsó nap'), '2026-05-01');
    await page.getByRole('button', { name: 'Megjelenítés' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'érvényes időszakot' })).toBeVisible();

    await page.setViewportSize(phone);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Összesítés' })).toBeVisible();
    await expectNoA11yViolations(page, 'the reports (hu, phone)');
    await shot(page, 'reports-hu-phone');
  });

  test('the reports in English, on a phone and on a desktop', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signInOn(page, request, shopOrigin, 'admin');
    await page.goto(`${shopOrigin}/admin/reports?from=${day(-35)}&to=${day(30)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Summary' }).getByText('Tickets sold'),
    ).toBeVisible();
    const sales = page.getByRole('region', { name: 'Sales per performance and ticket type' });
    await expect(sales.getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page, 'the reports (en, phone)');
    await shot(page, 'reports-en-phone');

    await page.setViewportSize(desktop);
    await expect(sales.getByRole('columnheader', { name: 'Occupancy' })).toBeVisible();
    for (const name of ['Gross (list)', 'Discount', 'Gross', 'Net (excl. VAT)', 'VAT']) {
      await expect(sales.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Per day, as a table' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Revenue per day' })
        .getByRole('columnheader', { name: 'Box office' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the reports (en, desktop)');
    await shot(page, 'reports-en-desktop');
  });

  test('the browsers’ error reports, newest first', async ({ page, request }) => {
    const message = `TypeError: próba ${stamp}`;
    const reported = await request.post(`${shopOrigin}/api/errors`, {
      data: {
        exception_message: message,
        exception_file: `${shopOrigin}/assets/index.js`,
        exception_line: 42,
        data: { info: 'at CartPage (cart.tsx:42)', url: '/cart' },
      },
    });
    expect(reported.status()).toBe(204);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signInOn(page, request, shopOrigin, 'admin');
    await page.goto(`${shopOrigin}/admin/client-errors`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kliens hibák' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: message });
    await expect(row).toBeVisible();
    await expect(row.getByText(`${shopOrigin}/assets/index.js:42`)).toBeVisible();
    await row.getByText('Részletek').click();
    await expect(row.getByText('at CartPage (cart.tsx:42)')).toBeVisible();
    await expectNoA11yViolations(page, 'the client errors (hu)');
    await shot(page, 'reports-client-errors-hu-desktop');

    await page.setViewportSize(phone);
    await expect(page.getByRole('listitem').filter({ hasText: message })).toBeVisible();
    await expectNoA11yViolations(page, 'the client errors (hu, phone)');
    await shot(page, 'reports-client-errors-hu-phone');
  });

  test('cashiers see no reports', async ({ page, request }) => {
    await returningVisitor(page, 'hu');
    await signInOn(page, request, shopOrigin, 'cashier');
    await page.goto(`${shopOrigin}/admin/reports`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nincs jogosultsága ehhez az oldalhoz' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Az ügyintézés menüje' })
        .getByRole('link', { name: 'Kimutatások' }),
    ).toHaveCount(0);
  });
});
