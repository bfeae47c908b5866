import { expect, test } from '@playwright/test';
import { desktop, freshBuyer, paidOrder, phone } from './admin-orders-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// Cancelling an order some of whose tickets were already admitted at the door (decision 0034):
// the dialog says it is a cancellation ("lemondás", a sztornó document), never a deletion, and
// warns how many of its tickets were admitted, before anything is sent. Hungarian on a desktop,
// English on a phone, axe-core clean.

test.use({ baseURL: shopOrigin });

test('the cancel dialog warns about tickets already admitted at the door', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { event, ticket } = await performance(request, 11, { anySeating: true });
  const buyer = await freshBuyer(request, 'Belépett Bella');
  const orderId = await paidOrder(browser, request, buyer, ticket);

  // Its ticket (issued by a job a moment after the payment) is admitted at the door.
  const staff = await login(request, staffAccounts.cashier);
  let code = '';
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/admin/orders/${orderId}`, { headers: staff });
        code = ((await reply.json()) as { tickets: { code: string }[] }).tickets[0]?.code ?? '';
        return code;
      },
      { message: `order ${orderId} has its ticket`, timeout: 30_000 },
    )
    .not.toBe('');
  const door = await request.post('/api/admin/check-in', {
    data: { code, event_id: event.id, door: 'Főbejárat' },
    headers: staff,
  });
  expect(((await door.json()) as { result: string }).result).toBe('admitted');

  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Rendelés lemondása' }).click();
  const dialog = page.getByRole('dialog', { name: `Rendelés #${orderId} lemondása` });
  await expect(dialog).toContainText('Már beléptetett jegyek');
  await expect(dialog).toContainText(
    'A rendelés 1 jegyét már beléptették a bejáratnál (1 jegyéből).',
  );
  await expect(dialog).toContainText('sztornó bizonylat');
  await expect(dialog).not.toContainText(/törl/i);
  await expectNoA11yViolations(page, 'the cancel dialog with an admitted ticket (hu, desktop)');
  await keepScreenshot(page, 'orders-admin-cancel-admitted-hu-desktop');
  // Nothing was sent: kept, the order stays paid.
  await dialog.getByRole('button', { name: 'Mégse' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'A rendelés adatai' }).getByText('Fizetve', { exact: true }),
  ).toBeVisible();

  // English, on a phone (the language as the shop's language selector stores it).
  await page.setViewportSize(phone);
  await page.evaluate(() => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: 'en' }, version: 0 }),
    );
  });
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const english = page.getByRole('dialog', { name: `Cancel order #${orderId}` });
  await expect(english).toContainText('Tickets already admitted');
  await expect(english).toContainText('Already admitted at the door: 1 of the order’s 1 tickets.');
  await expect(english).not.toContainText(/delet/i);
  await expectNoA11yViolations(page, 'the cancel dialog with an admitted ticket (en, phone)');
  await keepScreenshot(page, 'orders-admin-cancel-admitted-en-phone');
});
