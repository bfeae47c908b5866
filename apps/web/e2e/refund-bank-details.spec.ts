import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { desktop, freshBuyer, mailsTo, paidOrder, phone, section } from './admin-orders-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { e2eEnv, expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// A card refund SimplePay refuses (decision 0053): the buyer gets an e-mail with a link to a form
// for a bank account, fills it in the browser (a wrong check digit first), and an administrator
// sees the details on the order and records the transfer. The refusal is SimplePay's own: the
// order's refund went through, then its row is set back to waiting and the refund job asked
// again, which the simulator refuses (nothing is left to refund), as it would a late refund.

test.use({ baseURL: shopOrigin });

/** Asks the refund job again for an order's refund that was made: SimplePay refuses it. */
async function refundAskedAgain(orderId: number): Promise<void> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      `update refunds set status = 'pending', done_at = null, refund_transaction_id = null,
              attempted_at = null
        where order_id = $1 returning id`,
      [orderId],
    );
    await client.query(`update orders set refund_status = 'pending' where id = $1`, [orderId]);
    await client.query(`insert into jobs (kind, payload) values ('payment.refund', $1)`, [
      JSON.stringify({ refund_id: rows[0]?.id }),
    ]);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function refundStatus(
  request: APIRequestContext,
  orderId: number,
  admin: Record<string, string>,
) {
  const reply = await request.get(`/api/admin/orders/${orderId}`, { headers: admin });
  return ((await reply.json()) as { refund_status: string }).refund_status;
}

/** Types into the account field key by key, as a person does (the mask works as they type). */
async function typeAccount(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.clear();
  await field.pressSequentially(value);
  return field;
}

test('a refused refund: the buyer gives a bank account by the e-mailed link, staff transfer it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const { ticket } = await performance(request, 12, { anySeating: true });
  const buyer = await freshBuyer(request, 'Kovács Réka');
  const orderId = await paidOrder(browser, request, buyer, ticket);
  const admin = await login(request, staffAccounts.admin);
  const cancelled = await request.post(`/api/admin/orders/${orderId}/cancel`, {
    data: { reason: 'Elmarad az előadás', refund: true },
    headers: admin,
  });
  expect(cancelled.status()).toBe(200);
  await expect
    .poll(() => refundStatus(request, orderId, admin), { timeout: 30_000 })
    .toBe('refunded');
  await refundAskedAgain(orderId);
  await expect
    .poll(() => refundStatus(request, orderId, admin), { timeout: 30_000 })
    .toBe('failed');

  // One e-mail, in Hungarian, with the link (queued with the refusal, then sent through SMTP).
  await expect
    .poll(async () => (await mailsTo(request, buyer.email, 'refund_bank_details')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mails = await mailsTo(request, buyer.email, 'refund_bank_details');
  const link = /https?:\/\/[^\s]+(\/refund-bank-details\/[A-Za-z0-9_-]+)/.exec(
    mails[0]?.text ?? '',
  );
  expect(link, 'the form link in the e-mail').not.toBeNull();
  const formPath = link?.[1] ?? '';

  // The buyer, in Hungarian on a desktop.
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await page.goto(formPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Visszatérítés bankszámlára' }),
  ).toBeVisible();
  await expect(page.getByText(`${String(orderId)}. számú rendelés`)).toBeVisible();
  await expectNoA11yViolations(page, 'the bank-details form (hu, desktop)');

  await page.getByRole('textbox', { name: 'Számlatulajdonos neve' }).fill('Kovács Réka');
  const account = await typeAccount(page, 'Bankszámlaszám vagy IBAN', '1177301611111019');
  await expect(account).toHaveValue('11773016-11111019');
  await page.getByRole('button', { name: 'Adatok elküldése' }).click();
  await expect(
    page.getByText('A bankszámlaszám ellenőrző számjegye hibás. Kérjük, ellenőrizze a számokat.'),
  ).toBeVisible();
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expect(account).toBeFocused();
  await expectNoA11yViolations(page, 'the bank-details form with an error (hu, desktop)');
  await keepScreenshot(page, 'refund-bank-details-error-hu-desktop');

  await typeAccount(page, 'Bankszámlaszám vagy IBAN', '117730161111101800000000');
  await expect(account).toHaveValue('11773016-11111018-00000000');
  // By keyboard: Enter in the field sends the form.
  await account.press('Enter');
  await expect(page.getByRole('heading', { name: 'Megkaptuk a bankszámla adatait' })).toBeVisible();
  await expect(page.getByText('11773016-11111018-00000000')).toBeVisible();
  await expectNoA11yViolations(page, 'the bank details received (hu, desktop)');
  await keepScreenshot(page, 'refund-bank-details-received-hu-desktop');

  // A second visit, in English on a phone: received, and correctable.
  const buyerContext = await browser.newContext({ baseURL: shopOrigin, viewport: phone });
  const buyerPhone = await buyerContext.newPage();
  await returningVisitor(buyerPhone, 'en');
  await buyerPhone.goto(formPath);
  await expect(
    buyerPhone.getByRole('heading', { name: 'We have received your bank details' }),
  ).toBeVisible();
  await buyerPhone.getByRole('button', { name: 'Correct the details' }).click();
  await expect(
    buyerPhone.getByRole('textbox', { name: 'Bank account number or IBAN' }),
  ).toHaveValue('11773016-11111018-00000000');
  await expectNoA11yViolations(buyerPhone, 'the bank-details correction (en, phone)');
  await keepScreenshot(buyerPhone, 'refund-bank-details-correct-en-phone');
  await buyerPhone.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    buyerPhone.getByRole('heading', { name: 'We have received your bank details' }),
  ).toBeVisible();
  await keepScreenshot(buyerPhone, 'refund-bank-details-received-en-phone');

  // An administrator, in English on a desktop: the details on the refused refund, the note
  // prefilled with them, the transfer recorded and audited.
  const staffContext = await browser.newContext({ baseURL: shopOrigin, viewport: desktop });
  const staffPage = await staffContext.newPage();
  await returningVisitor(staffPage, 'en');
  await signedInAs(staffPage, request, 'admin');
  await staffPage.goto(`/admin/orders/${orderId}`);
  const refunds = section(staffPage, 'Refunds');
  const details = refunds.getByTestId('refund-bank-details');
  await expect(details).toContainText("The buyer's bank account");
  await expect(details).toContainText('Account holder: Kovács Réka');
  await expect(details).toContainText('Account number: 11773016-11111018-00000000');
  await expectNoA11yViolations(staffPage, 'a refused refund with bank details (en, desktop)');
  await keepScreenshot(staffPage, 'orders-admin-bank-details-en-desktop');
  await refunds
    .getByRole('button', { name: /^Record the failed refund of .+ as paid back$/ })
    .click();
  const dialog = staffPage.getByRole('dialog', { name: 'Record a failed refund as paid back' });
  await expect(dialog.getByRole('textbox', { name: 'How was it paid back?' })).toHaveValue(
    'Bank transfer: Kovács Réka, 11773016-11111018-00000000',
  );
  await dialog.getByRole('button', { name: 'Record as paid back' }).click();
  await expect(
    staffPage.getByText('The refund is recorded as paid back to the buyer.'),
  ).toBeVisible();
  const audit = section(staffPage, 'Audit trail');
  await expect(audit).toContainText('The buyer gave a bank account for the refund');
  // The buyer did that, not the shop: the "who" cell says so.
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: 'The buyer gave a bank account for the refund' })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('The buyer');
  await expect(audit).toContainText('Transferred to: Kovács Réka, 11773016-11111018-00000000');
  await staffContext.close();

  // The buyer is told, and the form takes no more changes.
  await expect
    .poll(async () => (await mailsTo(request, buyer.email, 'refund_transferred')).length)
    .toBe(1);
  await buyerPhone.reload();
  await expect(
    buyerPhone.getByRole('heading', { name: 'The refund has been transferred' }),
  ).toBeVisible();
  await expect(buyerPhone.getByRole('button', { name: 'Correct the details' })).toHaveCount(0);
  await expect(buyerPhone.getByText('Amount refunded')).toBeVisible();
  await expectNoA11yViolations(buyerPhone, 'the bank details settled (en, phone)');
  await keepScreenshot(buyerPhone, 'refund-bank-details-settled-en-phone');
  await buyerContext.close();

  // A cashier on a phone, in Hungarian: the order page with the settled refund and its account.
  await page.setViewportSize(phone);
  await signedInAs(page, request, 'cashier');
  await page.goto(`/admin/orders/${orderId}`);
  const refundsHu = section(page, 'Visszatérítések');
  await expect(refundsHu.getByTestId('refund-bank-details')).toContainText(
    'Számlatulajdonos: Kovács Réka',
  );
  await keepScreenshot(page, 'orders-admin-bank-details-hu-phone');
});
