import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addFromEventPage, keepScreenshot, performance, switchToEnglish } from './cart-support';
import { payOnSimulator, shopOrigin, testCards } from './checkout-support';
import {
  apiOrder,
  downloadedPdf,
  freshBuyer,
  mailTo,
  ordersSection,
  paymentPage,
  rowAction,
  tableRow,
  uniqueEmail,
} from './orders-support';
import { expectNoA11yViolations, returningVisitor, viewports, sizeFor } from './support';

// The buyer's order history and documents (docs/product.md §2 "Account screens", §4 "Order", §7
// "The buyer's orders and documents"): a receipt order paid by card shows as paid on the profile,
// with its details and the tickets and receipt to download (PDF, named by the server); a company
// invoice to download; a declined payment retried from the profile; the empty state; a guest's
// downloads on the paid screen. The documents are issued by a background job: the list says they
// are being prepared and shows the downloads by itself once they are. axe on every state, in both
// languages.

test.use({ baseURL: shopOrigin });

test.describe('order history and documents', () => {
  test('a receipt order paid by card: paid on the profile, details, tickets and receipt', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { event, ticket } = await performance(request, 12);
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    await freshBuyer(page, request);

    // The purchase in the browser: one ticket, a receipt, the success card.
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Tovább', exact: true }).click();
    await page.getByRole('radio', { name: /Csak nyugtát kérek/ }).check();
    await page.getByRole('button', { name: 'Tovább az összesítőhöz' }).click();
    await page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ }).check();
    await page.getByRole('button', { name: /Fizetés bankkártyával/ }).click();
    await payOnSimulator(page, 'hu', testCards.success);
    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('order'));

    // Until the background job has issued the documents, the row says so, and the list asks
    // again by itself: held here by a stand-in reply, then let through.
    let holdDocuments = true;
    await page.route('**/api/user_orders', async (route) => {
      const reply = await route.fetch();
      const orders = (await reply.json()) as { has_tickets: boolean; has_receipt: boolean }[];
      const json = holdDocuments
        ? orders.map((order) => ({ ...order, has_tickets: false, has_receipt: false }))
        : orders;
      return route.fulfill({ response: reply, json });
    });

    // The profile: the order, paid, with its value in forints and the date it was placed.
    await page.getByRole('link', { name: 'Tovább a profilomhoz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profilom' })).toBeVisible();
    const section = ordersSection(page);
    await expect(
      section.getByRole('heading', { level: 2, name: 'Korábbi rendelések' }),
    ).toBeVisible();
    for (const column of ['Esemény', 'Dátum', 'Érték', 'Állapot']) {
      await expect(section.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const row = tableRow(page, orderId);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText(event.name);
    await expect(row.getByText('Fizetve', { exact: true })).toBeVisible();
    await expect(row.getByText(/^\d+(\s\d{3})*\sFt$/)).toBeVisible();
    await expect(row.getByText(/^\d{4}\. \S+ \d{1,2}\. \d{2}:\d{2}$/)).toBeVisible();

    // Being prepared: no downloads yet; they appear without a reload once issued.
    await expect(row.getByText(/elkészítése folyamatban/)).toBeVisible();
    await expect(row.getByRole('button', { name: /^(Jegyek|Nyugta),/ })).toHaveCount(0);
    await keepScreenshot(page, 'orders-preparing-hu-desktop');
    holdDocuments = false;
    await expect(
      row.getByRole('button', { name: `Jegyek, ${orderId} számú rendelés` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText(/elkészítése folyamatban/)).toHaveCount(0);
    await page.unroute('**/api/user_orders');

    // The tickets and the receipt.
    const tickets = await rowAction(page, 'Jegyek', orderId);
    const receipt = await rowAction(page, 'Nyugta', orderId);
    await expect(row.getByRole('button', { name: /^Számla,/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Fizetés újra,/ })).toHaveCount(0);
    await expectNoA11yViolations(page, 'profile with orders (hu, desktop)');
    await keepScreenshot(page, 'orders-profile-hu-desktop');

    // Keyboard: the tickets download starts from Enter, named by the server.
    await tickets.focus();
    const ticketsDownload = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const ticketsFile = await ticketsDownload;
    expect(ticketsFile.suggestedFilename()).toBe(`jegyek-${orderId}.pdf`);
    expect(
      fs
        .readFileSync(await ticketsFile.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    await expect(tickets).toBeFocused();
    const receiptFile = await downloadedPdf(page, receipt);
    expect(receiptFile.suggestedFilename()).toMatch(/^nyugta-.+\.pdf$/);

    // A document still being issued (409 document_not_ready): the server's message in a toast,
    // and the button works again.
    await page.route('**/api/orders/*/download_receipt', (route) =>
      route.fulfill({
        status: 409,
        json: {
          message: 'A bizonylat még készül. Kérjük, próbálja újra egy perc múlva.',
          code: 'document_not_ready',
        },
      }),
    );
    await receipt.click();
    await expect(
      page.getByText('A bizonylat még készül. Kérjük, próbálja újra egy perc múlva.'),
    ).toBeVisible();
    await expect(receipt).not.toHaveAttribute('aria-busy');
    await page.unroute('**/api/orders/*/download_receipt');

    // The details: order id, event, date, method, status, and the items from the server.
    const details = row.getByRole('button', { name: `Részletek, ${orderId} számú rendelés` });
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Rendelés részletei' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Rendelésazonosító', { exact: true })).toBeVisible();
    await expect(dialog.getByText(String(orderId), { exact: true })).toBeVisible();
    await expect(dialog.getByText('Rendelés ideje', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Bankkártya (online, SimplePay)', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Fizetési állapot', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Fizetve', { exact: true })).toBeVisible();
    const items = dialog.getByRole('table', { name: 'Tételek' });
    const ticketLine = items.getByRole('row').filter({ hasText: ticket.name });
    await expect(ticketLine).toContainText(event.name);
    await expect(ticketLine.getByRole('cell').nth(1)).toHaveText('1 db');
    await expect(ticketLine.getByRole('cell').nth(2)).toHaveText(/^\d+(\s\d{3})*\sFt$/);
    await expect(dialog.getByRole('button', { name: 'Jegyek', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nyugta', exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'order details (hu)');
    await keepScreenshot(page, 'orders-details-hu-desktop');
    const fromModal = await downloadedPdf(
      page,
      dialog.getByRole('button', { name: 'Nyugta', exact: true }),
    );
    expect(fromModal.suggestedFilename()).toMatch(/^nyugta-.+\.pdf$/);
    // Escape closes it; the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    // English: the same list and details, axe-clean; the server names the files in English.
    await switchToEnglish(page);
    const enRow = tableRow(page, orderId, 'en');
    await expect(enRow.getByText('Paid', { exact: true })).toBeVisible();
    const enTickets = await rowAction(page, 'Tickets', orderId, 'en');
    await expectNoA11yViolations(page, 'profile with orders (en, desktop)');
    const enFile = await downloadedPdf(page, enTickets);
    expect(enFile.suggestedFilename()).toBe(`tickets-${orderId}.pdf`);
    await enRow.getByRole('button', { name: `Details, order ${orderId}` }).click();
    const enDialog = page.getByRole('dialog', { name: 'Order details' });
    await expect(enDialog.getByText('Ordered at', { exact: true })).toBeVisible();
    await expect(enDialog.getByRole('table', { name: 'Items' })).toContainText(
      ticket.name_translations.en || ticket.name,
    );
    await expectNoA11yViolations(page, 'order details (en)');
  });

  test('a company invoice on a phone: the invoice to download from the order card', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { event, ticket } = await performance(request, 13);
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, 'en');
    await freshBuyer(page, request);
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name_translations.en, 'Added to your cart');
    await page.goto('/cart?step=billing');
    await page.getByRole('radio', { name: /I need an invoice/ }).check();
    await page.getByRole('radio', { name: 'Company' }).check();
    const taxNumber = page.getByLabel('Tax number');
    await taxNumber.pressSequentially('26149088206');
    await taxNumber.press('Tab');
    await expect(page.getByText("We have filled in the company's details from NAV.")).toBeVisible();
    await page.getByRole('button', { name: 'Continue to the summary' }).click();
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: /Pay by card/ }).click();
    await payOnSimulator(page, 'en', testCards.success);
    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('order'));

    // A phone: the orders are cards, not a table; the invoice instead of a receipt.
    await page.goto('/profile');
    const section = ordersSection(page, 'en');
    await expect(section.getByRole('table')).toHaveCount(0);
    const card = section.getByRole('listitem').filter({ hasText: event.name_translations.en });
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    const invoice = await rowAction(page, 'Invoice', orderId, 'en');
    await rowAction(page, 'Tickets', orderId, 'en');
    await expect(section.getByRole('button', { name: `Receipt, order ${orderId}` })).toHaveCount(0);
    await expectNoA11yViolations(page, 'profile with an invoice order (en, phone)');
    await keepScreenshot(page, 'orders-profile-en-phone');
    const file = await downloadedPdf(page, invoice);
    expect(file.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);

    await section.getByRole('button', { name: `Details, order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order details' });
    await expect(dialog.getByRole('button', { name: 'Invoice', exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'order details (en, phone)');
    await keepScreenshot(page, 'orders-details-en-phone');
  });

  test('a declined payment is retried from the profile and paid', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    const session = await freshBuyer(page, request);
    const orderId = await apiOrder(request, 14, { token: session.token });
    await page.goto(
      await paymentPage(request, orderId, { Authorization: `Bearer ${session.token}` }),
    );
    await payOnSimulator(page, 'hu', testCards.declined);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sikertelen tranzakció' }),
    ).toBeVisible();

    // The profile: awaiting payment, no documents, "Retry payment".
    await page.goto('/profile');
    const row = tableRow(page, orderId);
    await expect(row.getByText('Fizetésre vár', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^(Jegyek|Nyugta|Számla),/ })).toHaveCount(0);
    const retry = row.getByRole('button', { name: `Fizetés újra, ${orderId} számú rendelés` });
    await expect(retry).toBeVisible();
    await expectNoA11yViolations(page, 'profile with a retryable order');
    await keepScreenshot(page, 'orders-retryable-hu-desktop');

    // Retry: SimplePay's page (the simulator), paid, the success page; the profile shows it paid.
    await retry.click();
    await payOnSimulator(page, 'hu', testCards.success);
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Sikeres tranzakció' })).toBeVisible();
    await page.goto('/profile');
    await expect(tableRow(page, orderId).getByText('Fizetve', { exact: true })).toBeVisible();
    await expect(
      tableRow(page, orderId).getByRole('button', { name: /^Fizetés újra,/ }),
    ).toHaveCount(0);
    await rowAction(page, 'Jegyek', orderId);
  });

  for (const language of ['hu', 'en'] as const) {
    test(`a buyer with no orders is sent shopping (${language})`, async ({ page, request }) => {
      await returningVisitor(page, language);
      await freshBuyer(page, request);
      for (const viewport of [sizeFor(language)]) {
        await page.setViewportSize(viewports[viewport]);
        await page.goto('/profile');
        const section = ordersSection(page, language);
        await expect(
          section.getByText(language === 'hu' ? 'Még nincs rendelése' : 'No orders yet'),
        ).toBeVisible();
        const shop = section.getByRole('link', {
          name: language === 'hu' ? 'Irány vásárolni' : 'Go shopping',
        });
        // The programme at its address in the language shown (decision 0061).
        await expect(shop).toHaveAttribute('href', language === 'hu' ? '/' : '/en/');
        await expectNoA11yViolations(page, `empty order history (${language}, ${viewport})`);
        await keepScreenshot(page, `orders-empty-${language}-${viewport}`);
      }
      await ordersSection(page, language)
        .getByRole('link', { name: language === 'hu' ? 'Irány vásárolni' : 'Go shopping' })
        .click();
      await expect(page).toHaveURL(`${shopOrigin}${language === 'hu' ? '/' : '/en/'}`);
    });
  }

  test("a guest's paid screen offers the tickets and the receipt to download", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('vendeg-letoltes');
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, 'hu');

    // A cart and its purchase link, opened in the browser: guest mode.
    const { ticket } = await performance(request, 15);
    const { cart_key: key } = (await (await request.get('/api/cart/get-key')).json()) as {
      cart_key: string;
    };
    expect(
      (await request.post(`/api/cart/${key}/add`, { data: { id: ticket.id, cart_key: key } })).ok(),
    ).toBe(true);
    const sent = await request.post('/api/send-purchase-link', {
      data: { cart_key: key, email, name: 'Vendég Vera', accept_terms: true },
    });
    expect(sent.status()).toBe(202);
    const mail = await mailTo(request, email, 'purchase_link');
    const link = /\/cart\?purchase=([\w-]{75})/.exec(mail.text);
    expect(link, 'the purchase link in the e-mail').toBeTruthy();
    await page.goto(link![0]);
    await expect(page.getByText('Vendégként vásárol:')).toBeVisible();

    // The order with the link's token, paid on the simulator: the paid screen.
    const purchase = link![1]!;
    const orderId = await apiOrder(request, 15, { purchase, key });
    await page.goto(await paymentPage(request, orderId, { 'X-Purchase-Token': purchase }));
    await payOnSimulator(page, 'hu', testCards.success);
    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sikeres tranzakció' })).toBeVisible();
    const downloads = page.getByRole('region', { name: 'Jegyek és nyugta' });
    const tickets = downloads.getByRole('button', { name: 'Jegyek letöltése' });
    const receipt = downloads.getByRole('button', { name: 'Nyugta letöltése' });
    await expect(tickets).toBeVisible({ timeout: 60_000 });
    await expect(receipt).toBeVisible({ timeout: 60_000 });
    await expectNoA11yViolations(page, 'guest paid screen with downloads');
    await keepScreenshot(page, 'orders-guest-paid-hu-phone');
    const ticketsFile = await downloadedPdf(page, tickets);
    expect(ticketsFile.suggestedFilename()).toBe(`jegyek-${orderId}.pdf`);
    const receiptFile = await downloadedPdf(page, receipt);
    expect(receiptFile.suggestedFilename()).toMatch(/^nyugta-.+\.pdf$/);

    // A document still being issued (409 document_not_ready): the server's message in a toast,
    // and the button works again.
    await page.route('**/api/orders/*/download_receipt', (route) =>
      route.fulfill({
        status: 409,
        json: {
          message: 'A bizonylat még készül. Kérjük, próbálja újra egy perc múlva.',
          code: 'document_not_ready',
        },
      }),
    );
    await receipt.click();
    await expect(
      page.getByText('A bizonylat még készül. Kérjük, próbálja újra egy perc múlva.'),
    ).toBeVisible();
    await expect(receipt).not.toHaveAttribute('aria-busy');
    await page.unroute('**/api/orders/*/download_receipt');
  });
});
