import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { performance, type Summary } from './cart-support';
import { payOnSimulator, shopOrigin, testCards } from './checkout-support';
import {
  apiOrder,
  freshBuyer,
  mailTo,
  ordersSection,
  paymentPage,
  tableRow,
} from './orders-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor, viewports } from './support';

// What the buyer sees of an order (decision 0025): the order history (a table on a desktop,
// cards on a phone) and the order's details show when and where the performance is (its date and
// time in Budapest, the venue's name and address); the confirmation e-mail says it too, and says
// the tickets and the receipt are attached; the development mailbox lists a message's attachments
// and downloads them. axe on every screen, in Hungarian and English.

test.use({ baseURL: shopOrigin });

/** A performance as the programme lists it, with its start and venue. */
type Listed = Summary & {
  start_date: string;
  venue: { name: string; name_translations: { en: string }; address: string };
};

for (const language of ['hu', 'en'] as const) {
  test(`the order history, its details and the e-mail show the performance's date and venue (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const hu = language === 'hu';
    const nth = hu ? 16 : 17;
    const { event } = await performance(request, nth, { anySeating: true });
    const listed = (await (await request.get('/api/events')).json()) as Listed[];
    const show = listed.find((item) => item.id === event.id)!;
    const eventName = hu ? show.name : show.name_translations.en || show.name;
    const venueName = hu ? show.venue.name : show.venue.name_translations.en || show.venue.name;
    const startsAt = new Date(show.start_date).toISOString();
    const when = `time[datetime="${startsAt}"]`;

    await returningVisitor(page, language);
    const session = await freshBuyer(page, request);
    const auth = { Authorization: `Bearer ${session.token}` };
    const orderId = await apiOrder(
      request,
      nth,
      { token: session.token },
      { delivery: 'email', language },
    );
    await page.goto(await paymentPage(request, orderId, auth));
    await payOnSimulator(page, language, testCards.success);
    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });

    // A desktop: the table row names the performance's start and venue under its name.
    await page.setViewportSize(viewports.desktop);
    await page.goto('/profile');
    const row = tableRow(page, orderId, language);
    const eventCell = row.getByRole('rowheader');
    await expect(eventCell).toContainText(eventName);
    await expect(eventCell.locator(when)).toBeVisible();
    await expect(eventCell).toContainText(venueName);
    await expectNoA11yViolations(page, `order history with the performance (${language}, desktop)`);
    await keepScreenshot(page, `orders-performance-${language}-desktop`);

    // Its details: the start and the venue with its address; the ticket line too.
    const details = hu ? `Részletek, ${orderId} számú rendelés` : `Details, order ${orderId}`;
    await row.getByRole('button', { name: details }).click();
    const dialog = page.getByRole('dialog', { name: hu ? 'Rendelés részletei' : 'Order details' });
    await expect(dialog.getByText(hu ? 'Időpont' : 'Date and time', { exact: true })).toBeVisible();
    await expect(dialog.getByText(hu ? 'Helyszín' : 'Venue', { exact: true })).toBeVisible();
    await expect(dialog.locator(when).first()).toBeVisible();
    await expect(dialog).toContainText(`${venueName}, ${show.venue.address}`);
    const items = dialog.getByRole('table', { name: hu ? 'Tételek' : 'Items' });
    await expect(items.getByRole('row').nth(1)).toContainText(venueName);
    await expect(items.getByRole('row').nth(1).locator(when)).toBeVisible();
    await expectNoA11yViolations(page, `order details with the performance (${language}, desktop)`);
    await keepScreenshot(page, `orders-performance-details-${language}-desktop`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A phone: the card says it too, and so do the details.
    await page.setViewportSize(viewports.phone);
    const card = ordersSection(page, language).getByRole('listitem').filter({ hasText: eventName });
    await expect(card).toHaveCount(1);
    await expect(card.locator(when)).toBeVisible();
    await expect(card).toContainText(venueName);
    await expectNoA11yViolations(page, `order history with the performance (${language}, phone)`);
    await keepScreenshot(page, `orders-performance-${language}-phone`);
    await card.getByRole('button', { name: details }).click();
    await expect(dialog).toContainText(`${venueName}, ${show.venue.address}`);
    await expectNoA11yViolations(page, `order details with the performance (${language}, phone)`);
    await keepScreenshot(page, `orders-performance-details-${language}-phone`);
    await page.keyboard.press('Escape');

    // The confirmation e-mail: the date, time and venue, and what is attached.
    const mail = await mailTo(request, session.user.email, 'order_paid');
    expect(mail.text).toContain(`${venueName}, ${show.venue.address}`);
    expect(mail.text).toContain(
      hu
        ? 'Ehhez a levélhez PDF-ben csatoltuk a jegyeket és a nyugtát.'
        : 'Attached to this e-mail as PDF: your tickets and the receipt.',
    );

    // The development mailbox lists the message's attachments, and downloads them.
    const ticketsFile = `${hu ? 'jegyek' : 'tickets'}-${orderId}.pdf`;
    await page.setViewportSize(viewports.desktop);
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(session.user.email)}&lang=${language}`);
    const message = page.getByRole('row').filter({ hasText: ticketsFile });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(hu ? /nyugta-.+\.pdf/ : /receipt-.+\.pdf/);
    await expectNoA11yViolations(page, `the mailbox with attachments (${language})`);
    const href = await message.getByRole('link').first().getAttribute('href');
    await page.goto(`${href ?? ''}?lang=${language}`);
    const attachments = page.getByRole('region', { name: hu ? 'Mellékletek' : 'Attachments' });
    await expect(attachments.getByRole('link', { name: ticketsFile })).toBeVisible();
    await expect(attachments).toContainText('application/pdf');
    await expectNoA11yViolations(page, `a message with attachments (${language})`);
    await keepScreenshot(page, `mailbox-attachments-${language}`);
    const download = page.waitForEvent('download');
    await attachments.getByRole('link', { name: ticketsFile }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ticketsFile);
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });
}
