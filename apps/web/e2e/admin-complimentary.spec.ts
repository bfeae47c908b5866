import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { login, screenshotFromTop, signedInAs, staffAccounts } from './admin-support';
import { createdThroughApi, desktop, phone } from './admin-programme-support';
import { shopOrigin } from './checkout-support';
import { deliveredMails, type DeliveredMail } from './mail-support';
import {
  budapestDayOf,
  expectNoA11yViolations,
  returningVisitor,
  screenshotDir,
  screenshotsKept,
} from './support';

// Complimentary tickets (decision 0045): an administrator sets a performance's allowance, issues
// two complimentary tickets to a critic on the performance's page, sees the allowance go down and
// the issue listed, the critic's e-mail arrives (through SMTP) with the tickets PDF,
// and the sales report names them apart from the tickets sold; in Hungarian and English, axe on
// each screen, screenshots on a desktop and a phone.

test.use({ baseURL: shopOrigin });

const words = {
  hu: {
    section: 'Tiszteletjegyek',
    allowance: 'Tiszteletjegy-keret (db)',
    saveAllowance: 'Keret mentése',
    saved: 'A keretet elmentettük.',
    empty: 'Ehhez az előadáshoz még nem adtak ki tiszteletjegyet.',
    quantity: 'Darabszám',
    note: 'Megjegyzés',
    name: 'Címzett neve',
    email: 'Címzett e-mail-címe',
    submit: 'Tiszteletjegy kiadása',
    issued: (email: string) =>
      `2 tiszteletjegyet kiadtunk; a jegyeket e-mailben küldjük ide: ${email}.`,
    reason: 'Sajtó',
    ticketsFile: (id: number) => `jegyek-${String(id)}.pdf`,
    subject: 'Tiszteletjegy',
    report: 'Tiszteletjegy: 2 (0 Ft, nem számít az eladásba)',
  },
  en: {
    section: 'Complimentary tickets',
    allowance: 'Complimentary allowance (tickets)',
    saveAllowance: 'Save allowance',
    saved: 'The allowance is saved.',
    empty: 'No complimentary ticket has been issued for this performance yet.',
    quantity: 'Number of tickets',
    note: 'Note',
    name: 'Recipient’s name',
    email: 'Recipient’s e-mail address',
    submit: 'Issue complimentary tickets',
    issued: (email: string) =>
      `2 complimentary ticket(s) issued; the tickets are being e-mailed to ${email}.`,
    reason: 'Press',
    ticketsFile: (id: number) => `tickets-${String(id)}.pdf`,
    subject: 'Complimentary ticket',
    report: 'Complimentary: 2 (0 HUF, not counted as sold)',
  },
} as const;

/** The recipient's confirmation, once the documents job has sent it (the SMTP catcher). */
async function mailOf(request: APIRequestContext, to: string): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        [found] = await deliveredMails(request, to, 'order_paid');
        return found?.attachments.length;
      },
      { message: `the complimentary tickets' e-mail to ${to}`, timeout: 30_000 },
    )
    // The tickets and the calendar entry every confirmation carries (decision 0043).
    .toBe(2);
  return found!;
}

for (const language of ['hu', 'en'] as const) {
  test(`an administrator issues complimentary tickets (${language})`, async ({ page, request }) => {
    // Axe four times, a mail to wait for and two pages: on a busy machine this takes minutes.
    test.setTimeout(360_000);
    const w = words[language];
    const created = await createdThroughApi(request);
    const headers = await login(request, staffAccounts.admin);
    const performance = (await (
      await request.get(`/api/admin/performances/${String(created.eventId)}`, { headers })
    ).json()) as { starts_at: string; production_name: string; production_name_en: string };
    const email = `kritikus-${language}-${String(Date.now())}@example.com`;
    await page.setViewportSize(desktop);
    await returningVisitor(page, language);
    await signedInAs(page, request, 'admin');

    await page.goto(`/admin/programme/performances/${String(created.eventId)}`);
    const section = page.getByRole('region', { name: w.section });
    // The machine may be busy: the first load of the back office waits longer.
    await expect(section.getByText(w.empty)).toBeVisible({ timeout: 60_000 });
    await expect(section.getByTestId('complimentary-left')).toHaveText('0');
    await section.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page, `the complimentary tickets, empty (${language})`);

    // The allowance, then two tickets to a critic.
    await section.getByLabel(w.allowance).fill('5');
    await section.getByRole('button', { name: w.saveAllowance }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(section.getByTestId('complimentary-left')).toHaveText('5');
    await section.getByLabel(w.quantity).fill('2');
    await section.getByLabel(w.note).fill('Színházi Élet');
    await section.getByLabel(w.name).fill('Kritikus Klára');
    await section.getByLabel(w.email).fill(email);
    await section.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.issued(email))).toBeVisible();
    await expect(section.getByTestId('complimentary-used')).toHaveText('2');
    await expect(section.getByTestId('complimentary-left')).toHaveText('3');
    const row = section.getByTestId('complimentary-issues').getByRole('row').nth(1);
    await expect(row).toContainText('Kritikus Klára');
    await expect(row).toContainText(email);
    await expect(row).toContainText(w.reason);
    await expect(row).toContainText('Színházi Élet');
    await expectNoA11yViolations(page, `the complimentary tickets, issued (${language})`);
    await section.scrollIntoViewIfNeeded();
    if (screenshotsKept)
      await page.screenshot({
        path: path.join(screenshotDir, `complimentary-${language}-desktop.png`),
        fullPage: false,
      });
    await page.setViewportSize(phone);
    await section.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page, `the complimentary tickets (${language}, phone)`);
    if (screenshotsKept)
      await page.screenshot({
        path: path.join(screenshotDir, `complimentary-${language}-phone.png`),
        fullPage: false,
      });
    await page.setViewportSize(desktop);

    // The critic's e-mail, with the tickets PDF, as it arrived through SMTP.
    const mail = await mailOf(request, email);
    const orderLink = await row.getByRole('link').textContent();
    const orderId = Number(/\d+/.exec(orderLink ?? '')?.[0]);
    expect(mail.subject).toContain(w.subject);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: w.ticketsFile(orderId),
        content_type: 'application/pdf',
      }),
      expect.objectContaining({ filename: expect.stringMatching(/\.ics$/) }),
    ]);
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // The sales report: the two are named apart, not sold.
    const day = budapestDayOf(performance.starts_at);
    await page.goto(`/admin/reports?from=${day}&to=${day}`);
    // Its own performance's row: another run's performance may share the day.
    const given = page
      .getByRole('rowheader')
      .filter({
        hasText: language === 'hu' ? performance.production_name : performance.production_name_en,
      })
      .getByTestId('report-complimentary')
      .filter({ hasText: w.report });
    await expect(given).toBeVisible({ timeout: 60_000 });
    await expectNoA11yViolations(page, `the report with complimentary tickets (${language})`);
    await screenshotFromTop(page, `complimentary-report-${language}-desktop`);
  });
}
