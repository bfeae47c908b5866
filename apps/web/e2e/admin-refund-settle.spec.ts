import { expect, test } from '@playwright/test';
import pg from 'pg';
import { desktop, freshBuyer, paidOrder, phone, section } from './admin-orders-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { e2eEnv, expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// A refund SimplePay refused for good (decision 0016): an administrator records it as paid back by
// other means, with a note; a cashier sees the failed refund but no button. How SimplePay's refusal
// reaches the order (a refund of an amount already given back) is proven against the simulator in
// cancel-order.int.test.ts; here the refund is cancelled for real through the simulator, and the
// refusal is then set on its row, as the refund job would have written it.

test.use({ baseURL: shopOrigin });

/** Marks the order's refund refused by the provider, as the refund job does on a final refusal. */
async function refundRefused(orderId: number): Promise<void> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `update refunds set status = 'failed', done_at = null, refund_transaction_id = null
        where order_id = $1`,
      [orderId],
    );
    await client.query(`update orders set refund_status = 'failed' where id = $1`, [orderId]);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

test('an administrator records a refused refund as paid back; a cashier cannot', async ({
  page: cashierPage,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { ticket } = await performance(request, 10, { anySeating: true });
  const buyer = await freshBuyer(request, 'Fehér Lili');
  const orderId = await paidOrder(browser, request, buyer, ticket);
  const admin = await login(request, staffAccounts.admin);
  const cancelled = await request.post(`/api/admin/orders/${orderId}/cancel`, {
    data: { reason: 'Elmarad az előadás', refund: true },
    headers: admin,
  });
  expect(cancelled.status()).toBe(200);
  // The refund through SimplePay settles first; then the refusal is set in its place.
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/admin/orders/${orderId}`, { headers: admin });
        return ((await reply.json()) as { refund_status: string }).refund_status;
      },
      { message: `order ${orderId} refunded`, timeout: 30_000 },
    )
    .toBe('refunded');
  await refundRefused(orderId);

  // A cashier sees the failed refund (the phone's accordion opens the refunds), nothing to press.
  await cashierPage.setViewportSize(phone);
  await returningVisitor(cashierPage, 'hu');
  await signedInAs(cashierPage, request, 'cashier');
  await cashierPage.goto(`/admin/orders/${orderId}`);
  const refundsHu = section(cashierPage, 'Visszatérítések');
  await expect(refundsHu.getByText('Sikertelen', { exact: true })).toBeVisible();
  await expect(refundsHu.getByRole('button', { name: /visszafizetettként/ })).toHaveCount(0);

  // An administrator, in English on a desktop, in a browser of their own.
  const context = await browser.newContext({ baseURL: shopOrigin, viewport: desktop });
  const page = await context.newPage();
  await returningVisitor(page, 'en');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const refunds = section(page, 'Refunds');
  await expect(refunds.getByText('Failed', { exact: true })).toBeVisible();
  const open = refunds.getByRole('button', {
    name: /^Record the failed refund of .+ as paid back$/,
  });
  await expect(open).toHaveText('Record as paid back');
  await expectNoA11yViolations(page, 'a failed refund (en, desktop)');

  // By keyboard: the dialog starts on the note, and a missing note is said.
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record a failed refund as paid back' });
  const note = dialog.getByRole('textbox', { name: 'How was it paid back?' });
  await expect(note).toBeFocused();
  await dialog.getByRole('button', { name: 'Record as paid back' }).click();
  await expect(dialog.getByText('Say how the money was paid back.')).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, 'the settle dialog with an error (en, desktop)');
  await keepScreenshot(page, 'orders-admin-settle-en-desktop');

  await note.fill('Bank transfer on 24 November, reference 4711');
  await dialog.getByRole('button', { name: 'Record as paid back' }).click();
  await expect(page.getByText('The refund is recorded as paid back to the buyer.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(refunds.getByRole('button', { name: /as paid back$/ })).toHaveCount(0);
  const audit = section(page, 'Audit trail');
  await expect(audit).toContainText('Refund recorded as paid back by other means');
  await expect(audit).toContainText('Note: Bank transfer on 24 November, reference 4711');
  await expectNoA11yViolations(page, 'a refund recorded as paid back (en, desktop)');
  await context.close();
});
