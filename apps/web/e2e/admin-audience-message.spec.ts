import { expect, test, type Page } from '@playwright/test';
import { login, signedInAs, staffAccounts } from './admin-support';
import { freshBuyer, paidOrder, section } from './admin-orders-support';
import { createdThroughApi, desktop, phone } from './admin-programme-support';
import { keepScreenshot } from './cart-support';
import type { Ticket } from './cart-support';
import { shopOrigin } from './checkout-support';
import { deliveredMail } from './mail-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Messaging a performance's audience (decision 0043): an administrator writes a message in both
// languages on the performance's page, previews it (how many orders, how it reads), confirms and
// sends it; the buyer's e-mail arrives through the mail queue, and the order's page lists it. A
// performance nobody bought tickets for says so, and cannot be messaged. Hungarian on a desktop,
// English on a phone.

test.use({ baseURL: shopOrigin });

// The page and the preview wait for the server: on a busy machine, longer than the default.
const slow = expect.configure({ timeout: 60_000 });

const words = {
  hu: {
    section: 'Üzenet a közönségnek',
    unused: 'Csak akiknek még fel nem használt jegyük van',
    preview: 'Előnézet',
    recipients: '1 rendelés vevője kapja meg: magyarul 1, angolul 0.',
    nobody: /Senki sem kapná meg/,
    send: 'Küldés 1 rendelés vevőjének',
    sendNobody: 'Küldés 0 rendelés vevőjének',
    dialog: 'Elküldi az üzenetet?',
    confirm: 'Elküldöm',
    sent: 'Az üzenetet 1 rendelés vevőjének küldjük el.',
    mails: 'Kiküldött levelek',
    kind: 'Üzenet a közönségnek',
  },
  en: {
    section: 'Message the audience',
    unused: 'Only buyers with a ticket not yet used',
    preview: 'Preview',
    recipients: 'The buyer of 1 order gets it: 1 in Hungarian, 0 in English.',
    nobody: /Nobody would get it/,
    send: 'Send to the buyer of 1 order',
    sendNobody: 'Send to the buyers of 0 orders',
    dialog: 'Send the message?',
    confirm: 'Send',
    sent: 'The message is on its way to 1 order(s).',
    mails: 'E-mails sent',
    kind: 'Message to the audience',
  },
} as const;

async function fillMessage(page: Page, language: 'hu' | 'en', subject: string) {
  const hu = language === 'hu';
  await page.getByLabel(hu ? 'Tárgy (magyarul)' : 'Subject (Hungarian)').fill(subject);
  await page
    .getByLabel(hu ? 'Szöveg (magyarul)' : 'Text (Hungarian)')
    .fill('Kedves Nézőnk!\nAz előadás <b>fél órával</b> később kezdődik.\n\nKöszönjük!');
  await page.getByLabel(hu ? 'Tárgy (angolul)' : 'Subject (English)').fill(`${subject} (en)`);
  await page
    .getByLabel(hu ? 'Szöveg (angolul)' : 'Text (English)')
    .fill('The performance starts half an hour later.\n\nThank you!');
}

for (const [language, viewport] of [
  ['hu', desktop],
  ['en', phone],
] as const) {
  test(`an administrator messages a performance's audience (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(480_000);
    const w = words[language];
    const headers = await login(request, staffAccounts.admin);
    const created = await createdThroughApi(request);
    const empty = await createdThroughApi(request);
    for (const eventId of [created.eventId, empty.eventId]) {
      const published = await request.post(`/api/admin/performances/${eventId}/publish`, {
        headers,
      });
      expect(published.status()).toBe(200);
    }
    const tickets = (await (
      await request.get(`/api/events/${created.eventId}/ticket-infos`)
    ).json()) as Ticket[];
    const buyer = await freshBuyer(request, 'Közönség Klára');
    const orderId = await paidOrder(browser, request, buyer, tickets[0]!);

    await page.setViewportSize(viewport);
    await returningVisitor(page, language);
    await signedInAs(page, request, 'admin');

    // Nobody bought a ticket for this one: the preview says so, and sending stays off.
    await page.goto(`/admin/programme/performances/${empty.eventId}`);
    const emptyPart = page.getByRole('region', { name: w.section });
    await slow(emptyPart).toBeVisible();
    await fillMessage(page, language, 'Próba');
    await emptyPart.getByRole('button', { name: w.preview, exact: true }).click();
    await slow(emptyPart.getByText(w.nobody)).toBeVisible();
    await slow(emptyPart.getByRole('button', { name: w.sendNobody })).toBeDisabled();

    await page.goto(`/admin/programme/performances/${created.eventId}`);
    const part = page.getByRole('region', { name: w.section });
    await slow(part).toBeVisible();
    const subject = `Változás ${language} ${Date.now()}`;
    await part.getByLabel(w.unused).check();
    await fillMessage(page, language, subject);
    await part.getByRole('button', { name: w.preview, exact: true }).click();
    await slow(part.getByText(w.recipients)).toBeVisible();
    // The Hungarian e-mail as the buyer reads it: the text as typed, line breaks kept.
    await slow(part.getByText(subject, { exact: false }).first()).toBeVisible();
    await slow(
      part.locator('p', { hasText: /Az előadás <b>fél órával<\/b> később kezdődik\./ }),
    ).toBeVisible();
    await expectNoA11yViolations(page, `the audience message's preview (${language})`);
    await part.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `admin-audience-preview-${language}`);

    await part.getByRole('button', { name: w.send }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await slow(dialog).toBeVisible();
    await expectNoA11yViolations(page, `the audience message's confirmation (${language})`);
    await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
    await slow(part.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    await expectNoA11yViolations(page, `the audience message sent (${language})`);
    await keepScreenshot(page, `admin-audience-sent-${language}`);

    // The mail queue sends it to the buyer through SMTP, in the order's language (Hungarian).
    const mail = await deliveredMail(request, buyer.email, 'audience_message');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(
      'Kedves Nézőnk!\nAz előadás <b>fél órával</b> később kezdődik.\n\nKöszönjük!',
    );
    // In the HTML part the staff's text is text, not markup.
    expect(mail.html).toContain('&lt;b&gt;fél órával&lt;/b&gt;');

    // The order's page lists the e-mail (its sections side by side on a desktop).
    await page.setViewportSize(desktop);
    await page.goto(`/admin/orders/${orderId}`);
    const mails = section(page, w.mails);
    await slow(mails.getByText(w.kind, { exact: true })).toBeVisible();
    await slow(mails.getByText(subject)).toBeVisible();
  });
}
