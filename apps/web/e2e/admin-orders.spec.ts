import fs from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { desktop, freshBuyer, paidOrder, phone, section } from './admin-orders-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// The back office's orders (decision 0016): a buyer pays an order by card on the SimplePay
// simulator; an administrator finds it by the buyer's e-mail address (the search kept in the
// address across a reload), opens it, downloads its tickets, sends its confirmation again, and
// cancels it with a refund: the order shows cancelled, the refund goes through SimplePay, the
// cancellation document (sztornó) is listed to download, and the ticket no longer admits at the
// door. A cashier sees an order but no cancel button (and the server refuses them). axe on the
// search and the order pages in Hungarian and English, on a phone and a desktop.

test.use({ baseURL: shopOrigin });

/** Clicks a download button: the browser saves a PDF under the server's name. */
async function downloadedPdf(page: Page, button: Locator): Promise<Download> {
  const started = page.waitForEvent('download');
  await button.click();
  const download = await started;
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
  return download;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepScreenshot(page, `orders-admin-${name}`);
}

test.describe('back-office orders', () => {
  test('an administrator finds a card order by e-mail and cancels it with a refund', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000);
    const { event, ticket } = await performance(request, 6, { anySeating: true });
    const buyer = await freshBuyer(request, 'Rendelő Réka');
    const orderId = await paidOrder(browser, request, buyer, ticket);

    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    const admin = await signedInAs(page, request, 'admin');

    // From the menu: the search, every order newest first.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Az ügyintézés menüje' })
      .getByRole('link', { name: 'Rendelések', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rendelések' })).toBeVisible();
    const results = page.getByRole('table', { name: 'A keresés találatai, elöl a legújabb' });
    await expect(results).toBeVisible();
    for (const column of ['Rendelés', 'Leadva', 'Vevő', 'Előadások', 'Végösszeg', 'Állapot']) {
      await expect(results.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(page.getByText(/^\d+ rendelés/)).toBeVisible();
    await expectNoA11yViolations(page, 'the order search (hu, desktop)');
    await shot(page, 'search-hu-desktop');

    // By the buyer's e-mail address, typed in another case: exactly this order.
    const box = page.getByRole('searchbox', { name: 'Keresés' });
    await box.fill(buyer.email.toUpperCase());
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=VASARLO-/);
    await expect(results.getByRole('row')).toHaveCount(2);
    const row = results.getByRole('row').nth(1);
    await expect(row.getByRole('link', { name: `Rendelés #${orderId} megnyitása` })).toBeVisible();
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText(buyer.email);
    await expect(row).toContainText(event.name);
    await expect(row).toContainText('Fizetve');
    await expect(row).toContainText('Webshop');
    await expect(row).toContainText(/\d+(\s\d{3})*\sFt/);
    await expect(page.getByText('1 rendelés', { exact: true })).toBeVisible();

    // A refresh keeps the search (it lives in the address).
    await page.reload();
    await expect(box).toHaveValue(buyer.email.toUpperCase());
    await expect(results.getByRole('row')).toHaveCount(2);

    // Another status: nothing matches, said so; back to every status.
    const status = page.getByRole('combobox', { name: 'Állapot' });
    await status.selectOption('expired');
    await expect(page).toHaveURL(/status=expired/);
    await expect(page.getByText('Nincs a keresésnek megfelelő rendelés.')).toBeVisible();
    await expectNoA11yViolations(page, 'no order matches (hu, desktop)');
    await status.selectOption('');
    await expect(results.getByRole('row')).toHaveCount(2);

    // The order's page.
    await row.getByRole('link', { name: `Rendelés #${orderId} megnyitása` }).click();
    const heading = page.getByRole('heading', { level: 1, name: `Rendelés #${orderId}` });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Rendelés #${orderId}( · |$)`));
    const summary = page.getByRole('region', { name: 'A rendelés adatai' });
    await expect(summary.getByText('Fizetve', { exact: true })).toBeVisible();
    await expect(section(page, 'Vevő és számlázás')).toContainText(buyer.email);
    await expect(section(page, 'Vevő és számlázás')).toContainText('Nyugta');
    await expect(section(page, 'Tételek')).toContainText(ticket.name);
    await expect(section(page, 'Fizetések')).toContainText('Sikeres');
    await expect(section(page, 'A fizetési szolgáltató értesítései')).toContainText('Feldolgozva');
    const tickets = section(page, 'Jegyek');
    await expect(tickets.getByText('Érvényes', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(tickets.getByText('Még nem lépett be')).toBeVisible();
    const code = (await tickets.locator('code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    // The receipt is issued by a background job: the page asks again by itself.
    const documents = section(page, 'Bizonylatok');
    await expect(documents.getByRole('button', { name: /^Nyugta letöltése: / })).toBeVisible({
      timeout: 60_000,
    });
    const mails = section(page, 'Kiküldött levelek');
    await expect(mails.getByText('Visszaigazolás', { exact: true })).toHaveCount(1, {
      timeout: 30_000,
    });
    const audit = section(page, 'Napló');
    await expect(audit.getByText('Rendelés leadva', { exact: true })).toBeVisible();
    await expect(audit.getByText('Kifizetve', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'a paid order (hu, desktop)');
    await shot(page, 'order-hu-desktop');

    // The tickets, named by the server; the receipt.
    const ticketsFile = await downloadedPdf(
      page,
      page.getByRole('button', { name: 'Jegyek letöltése' }),
    );
    expect(ticketsFile.suggestedFilename()).toBe(`jegyek-${orderId}.pdf`);
    await downloadedPdf(page, documents.getByRole('button', { name: /^Nyugta letöltése: / }));

    // The confirmation again: the server's words in a toast, a second e-mail, in the audit trail
    // with the staff member.
    await page.getByRole('button', { name: 'Visszaigazolás újraküldése' }).click();
    await expect(page.getByText('A visszaigazoló levelet újra elküldjük a vevőnek.')).toBeVisible();
    await expect(mails.getByText('Visszaigazolás', { exact: true })).toHaveCount(2);
    await expect(
      audit.getByRole('row').filter({ hasText: 'Visszaigazolás újraküldve' }),
    ).toContainText(admin);

    // Cancel: the dialog starts on the reason; Escape gives the focus back to the button.
    const cancelButton = page.getByRole('button', { name: 'Rendelés lemondása' });
    await cancelButton.click();
    const dialog = page.getByRole('dialog', { name: `Rendelés #${orderId} lemondása` });
    const reason = dialog.getByRole('textbox', { name: /A lemondás oka/ });
    await expect(reason).toBeFocused();
    await expect(dialog).toContainText('A lemondás nem vonható vissza');
    await expect(dialog).toContainText('sztornó bizonylat készül');
    const refund = dialog.getByRole('checkbox', { name: /visszatérítése$/ });
    await expect(refund).toBeChecked();
    await expect(dialog).toContainText('a SimplePay-en keresztül visszautaljuk');
    await expectNoA11yViolations(page, 'the cancel dialog (hu, desktop)');
    await shot(page, 'cancel-hu-desktop');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancelButton).toBeFocused();

    // No reason: asked for, nothing sent. Then the reason, and confirmed from the keyboard.
    await page.keyboard.press('Enter');
    await expect(reason).toBeFocused();
    await dialog.getByRole('button', { name: 'Rendelés lemondása' }).click();
    await expect(dialog).toContainText('Kérjük, adja meg a lemondás okát.');
    await expect(summary.getByText('Fizetve', { exact: true })).toBeVisible();
    await reason.fill('Elmarad az előadás: a vevő a pénzét kéri vissza.');
    await dialog.getByRole('button', { name: 'Rendelés lemondása' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(/^A rendelést lemondtuk\. A\(z\) .+ visszatérítését elindítottuk/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(heading).toBeFocused();
    await expect(cancelButton).toHaveCount(0);

    // Cancelled, by whom and why; the refund through SimplePay goes through by itself.
    await expect(summary.getByText('Lemondva', { exact: true })).toBeVisible();
    const cancelled = page.getByRole('alert').filter({ hasText: 'A rendelést lemondták' });
    await expect(cancelled).toContainText(admin);
    await expect(cancelled).toContainText('Elmarad az előadás');
    await expect(summary.getByText('Visszatérítve', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    const refunds = section(page, 'Visszatérítések');
    await expect(refunds).toContainText('SimplePay, a vevő kártyájára');
    await expect(refunds.getByText('Visszatérítve', { exact: true })).toBeVisible();
    await expect(refunds).toContainText(admin);
    await expect(tickets.getByText('Érvénytelen', { exact: true })).toBeVisible();
    // The cancellation document (sztornó), issued by the documents job, to download.
    const storno = documents.getByRole('button', { name: /^Sztornó nyugta letöltése: / });
    await expect(storno).toBeVisible({ timeout: 60_000 });
    await expect(documents).toContainText('Sztornózza:');
    await downloadedPdf(page, storno);
    await expect(
      audit.getByRole('row').filter({ hasText: 'Elmarad az előadás' }).first(),
    ).toContainText(admin);
    await expect(mails.getByText('Értesítés a lemondásról', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoA11yViolations(page, 'a cancelled order (hu, desktop)');
    await shot(page, 'cancelled-hu-desktop');

    // The door no longer admits the ticket.
    const door = await request.post('/api/admin/check-in', {
      data: { code, event_id: event.id, door: 'Főbejárat' },
      headers: await login(request, staffAccounts.cashier),
    });
    expect(door.status()).toBe(200);
    expect(((await door.json()) as { result: string }).result).toBe('cancelled');

    // On a phone: the sections fold into an accordion; the documents and refunds are open.
    await page.setViewportSize(phone);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: /^Bizonylatok \(2\)$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(section(page, 'Bizonylatok')).toContainText('Sztornó nyugta');
    const auditToggle = page.getByRole('button', { name: /^Napló \(\d+\)$/ });
    await expect(auditToggle).toHaveAttribute('aria-expanded', 'false');
    await auditToggle.click();
    await expect(section(page, 'Napló')).toContainText('Visszatérítés kérve');
    await expectNoA11yViolations(page, 'a cancelled order (hu, phone)');
    await shot(page, 'order-hu-phone');

    // Back to the same search, as cards.
    await page.getByRole('link', { name: 'Vissza a rendelésekhez' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rendelések' })).toBeVisible();
    await expect(box).toHaveValue(buyer.email.toUpperCase());
    const cards = page.getByRole('list', { name: 'A keresés találatai, elöl a legújabb' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText('Lemondva');
    await expect(cards).toContainText('Visszatérítve');
    await expectNoA11yViolations(page, 'the order search (hu, phone)');
    await shot(page, 'search-hu-phone');
  });

  test('a cashier sees an order but cannot cancel it (English, phone and desktop)', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { ticket } = await performance(request, 7, { anySeating: true });
    const buyer = await freshBuyer(request, 'Kovács Kata');
    const orderId = await paidOrder(browser, request, buyer, ticket);

    // The server refuses a cashier's cancel whatever the page shows.
    const cashierHeaders = await login(request, staffAccounts.cashier);
    const refused = await request.post(`/api/admin/orders/${orderId}/cancel`, {
      data: { reason: 'Próba', refund: true },
      headers: cashierHeaders,
    });
    expect(refused.status()).toBe(403);

    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'cashier');

    // A shared link to a search: the results as cards.
    await page.goto(`/admin/orders?q=${encodeURIComponent(buyer.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(buyer.email);
    const cards = page.getByRole('list', { name: 'The orders found, newest first' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText('Paid');
    await expect(cards).toContainText(buyer.name);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'the order search (en, phone)');
    await shot(page, 'search-en-phone');

    // The order: its downloads and the confirmation, but no cancel for a cashier.
    await cards.getByRole('link', { name: `Open order #${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend confirmation' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download tickets$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Tickets \(1\)$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(section(page, 'Documents').getByText('Receipt', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expectNoA11yViolations(page, 'a paid order (en, phone)');
    await shot(page, 'order-en-phone');

    // A desktop: the panels side by side, still no cancel.
    await page.setViewportSize(desktop);
    await page.reload();
    await expect(section(page, 'Buyer and billing')).toContainText(buyer.email);
    await expect(section(page, 'Audit trail')).toContainText('Order placed');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectNoA11yViolations(page, 'a paid order (en, desktop)');
    await shot(page, 'order-en-desktop');

    await page.getByRole('link', { name: 'Back to the orders' }).click();
    const results = page.getByRole('table', { name: 'The orders found, newest first' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expectNoA11yViolations(page, 'the order search (en, desktop)');
    await shot(page, 'search-en-desktop');

    // Nothing matches: said so, with a way back to every order.
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('nincs-ilyen-vevo-sehol');
    await box.press('Enter');
    await expect(page.getByText('No orders match the search.')).toBeVisible();
    await expectNoA11yViolations(page, 'no order matches (en, desktop)');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(box).toHaveValue('');
    await expect(results).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
