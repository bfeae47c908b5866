import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { desktop, phone, section } from './admin-orders-support';
import { deskSaleThroughApi, login, newCashier, signedInAs } from './admin-support';
import { shopOrigin, signedIn } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// Decisions 0017 and 0023 on the order page: a box-office sale names its means of payment and shows
// its lines with their VAT and the VAT summary; a cashier cancels and refunds a sale of their own
// open shift from the order page, paid out of their own till; an administrator chooses the till
// that pays a cashier's sale back. The reports show the VAT summary. axe on every screen, in
// Hungarian and English, on a phone and a desktop.

test.use({ baseURL: shopOrigin });

/**
 * A box-office sale of one ticket by a cashier of the journey's own (through the API, as the desk
 * makes it): the demo cashier's shift is another journey's, which closes it.
 */
async function deskSale(
  request: APIRequestContext,
  nth: number,
  method: 1 | 2,
): Promise<{ orderId: number; total: number; cashier: { email: string; password: string } }> {
  const cashier = await newCashier('Visszatérítő Vera');
  const sale = await deskSaleThroughApi(
    request,
    await login(request, cashier),
    nth,
    method,
    'Pénztári Piroska',
  );
  return { ...sale, cashier };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepScreenshot(page, `desk-refund-${name}`);
}

const texts = {
  hu: {
    cancel: 'Rendelés lemondása',
    dialog: /Rendelés #\d+ lemondása/,
    reason: 'A lemondás oka',
    own: /Az összeget Ön fizeti ki a saját kasszájából/,
    till: 'Melyik kassza fizeti ki?',
    cancelled: 'A rendelést lemondták',
    refunds: 'Visszatérítések',
    paidOutBy: 'Kifizető kassza: ',
    items: 'Tételek',
    vatSummary: 'ÁFA-összesítő',
    means: { 1: 'Készpénz', 2: 'Bankkártya (pénztári terminál)' },
  },
  en: {
    cancel: 'Cancel order',
    dialog: /Cancel order #\d+/,
    reason: 'Reason for cancelling',
    own: /You pay the amount out of your own till/,
    till: 'Which till pays it out?',
    cancelled: 'The order was cancelled',
    refunds: 'Refunds',
    paidOutBy: 'Till: ',
    items: 'Items',
    vatSummary: 'VAT summary',
    means: { 1: 'Cash', 2: 'Card (box office terminal)' },
  },
} as const;

test.describe('desk refunds from the order page', () => {
  for (const [language, viewport, size, nth, method] of [
    ['hu', desktop, 'desktop', 7, 1],
    ['en', phone, 'phone', 8, 2],
  ] as const) {
    test(`a cashier refunds a sale of their own shift from their till (${language}, ${size})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const t = texts[language];
      const sale = await deskSale(request, nth, method);
      await page.setViewportSize(viewport);
      await returningVisitor(page, language);
      const cashierName = await signedIn(page, request, sale.cashier);
      await page.goto(`/admin/orders/${sale.orderId}`);
      // The back office's chunks load first (slowly on a busy machine).
      await expect(page.getByRole('heading', { level: 1 })).toContainText(String(sale.orderId), {
        timeout: 45_000,
      });

      // The means of payment, and the lines with their VAT and the summary per rate.
      await expect(page.getByText(t.means[method], { exact: true }).first()).toBeVisible();
      const items = section(page, t.items);
      await expect(items.getByText(t.vatSummary, { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, `a cashier's own sale (${language}, ${size})`);
      await shot(page, `order-${language}-${size}`);

      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      // A cashier pays out of their own till: no till to choose.
      await expect(dialog.getByText(t.own)).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: t.till })).toHaveCount(0);
      await dialog.getByRole('textbox', { name: t.reason }).fill('A vevő visszahozta a jegyet');
      await expectNoA11yViolations(page, `the cashier's cancel dialog (${language}, ${size})`);
      await shot(page, `cashier-dialog-${language}-${size}`);
      await dialog.getByRole('button', { name: t.cancel }).click();

      // What stays (the toast goes after a few seconds): the order cancelled, the dialog closed.
      await expect(page.getByText(t.cancelled, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toBeHidden();
      const refunds = section(page, t.refunds);
      if (size === 'phone') {
        const toggle = page.getByRole('button', { name: new RegExp(`^${t.refunds}`) });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      }
      await expect(refunds.getByText(`${t.paidOutBy}${cashierName}`)).toBeVisible();
      // Cancelled: nothing more to cancel.
      await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0);
      await expectNoA11yViolations(page, `the cancelled sale (${language}, ${size})`);
      await shot(page, `cancelled-${language}-${size}`);

      // The refund is in the cashier's own open shift.
      const report = (await (
        await request.get('/api/admin/box-office/cash-report', {
          headers: await login(request, sale.cashier),
        })
      ).json()) as { entries: { kind: string; order_id: number; amount: number }[] };
      expect(report.entries).toContainEqual(
        expect.objectContaining({ kind: 'refund', order_id: sale.orderId, amount: sale.total }),
      );
    });
  }

  for (const [language, viewport, size, nth] of [
    ['en', desktop, 'desktop', 9],
    ['hu', phone, 'phone', 10],
  ] as const) {
    test(`an administrator chooses the till that pays a desk sale back (${language}, ${size})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const t = texts[language];
      const sale = await deskSale(request, nth, 1);
      await page.setViewportSize(viewport);
      await returningVisitor(page, language);
      await signedInAs(page, request, 'admin');
      await page.goto(`/admin/orders/${sale.orderId}`);
      await expect(page.getByRole('button', { name: t.cancel })).toBeVisible({ timeout: 45_000 });
      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      const till = dialog.getByRole('combobox', { name: t.till });
      // The seller's till is chosen first: the cashier usually takes back their own sale.
      await expect(till).toBeVisible();
      const chosen = await till.evaluate((select: HTMLSelectElement) => ({
        value: select.value,
        label: select.selectedOptions[0]?.textContent ?? '',
      }));
      expect(chosen.value).not.toBe('');
      await dialog.getByRole('textbox', { name: t.reason }).fill('Visszavásárlás');
      await expectNoA11yViolations(
        page,
        `the administrator's cancel dialog (${language}, ${size})`,
      );
      await shot(page, `admin-dialog-${language}-${size}`);
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByText(t.cancelled, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toBeHidden();
      const refunds = section(page, t.refunds);
      if (size === 'phone') {
        const toggle = page.getByRole('button', { name: new RegExp(`^${t.refunds}`) });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      }
      const name = chosen.label.replace(/ \([^)]*\)$/, '');
      await expect(refunds.getByText(`${t.paidOutBy}${name}`)).toBeVisible();
      await expectNoA11yViolations(page, `the refunded sale (${language}, ${size})`);
    });
  }

  test('the reports show the VAT summary of the orders paid (hu desktop, en phone)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await deskSale(request, 11, 2);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    for (const [language, title, rate, viewport] of [
      ['hu', 'ÁFA-összesítő', 'ÁFA-kulcs', desktop],
      ['en', 'VAT summary', 'VAT rate', phone],
    ] as const) {
      await page.setViewportSize(viewport);
      if (language === 'en') {
        await page.evaluate(() => {
          localStorage.setItem(
            'jegy-language',
            JSON.stringify({ state: { language: 'en' }, version: 0 }),
          );
        });
      }
      await page.goto('/admin/reports');
      const vat = page.getByRole('region', { name: title });
      // The reports' chunk (with its charts) loads first.
      await expect(vat).toBeVisible({ timeout: 45_000 });
      await expect(vat.getByRole('columnheader', { name: rate })).toBeVisible();
      await expect(vat.getByRole('row')).not.toHaveCount(0);
      await expectNoA11yViolations(page, `the reports (${language})`);
      await shot(page, `reports-${language}`);
    }
  });
});
