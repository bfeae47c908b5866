import { expect, test } from '@playwright/test';
import { desktop, phone } from './admin-orders-support';
import { switchLanguage } from './admin-seating-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { confirmedAccount, password } from './account-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor, visitorAddress } from './support';

// Erasing an account on the person's written request (decision 0054), in the back office: an
// administrator opens the user's page, starts the erasure with the keyboard, is told the request
// is needed (an empty reason refused under its field), gives it and erases the account; the page
// then says when it was erased and offers no VIP, role or session controls, its history names the
// erasure, and the person cannot sign in any more. axe on the dialog in Hungarian on a desktop and
// on the erased account's page in English on a phone.

test.use({ baseURL: shopOrigin });

test('an administrator erases an account on a written request', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = await confirmedAccount(request, 'Törlendő Tódor');
  const staff = await login(request, staffAccounts.admin);
  const found = await request.get(`/api/admin/users?q=${encodeURIComponent(person.email)}`, {
    headers: staff,
  });
  const userId = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  expect(userId).toBeDefined();

  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/users/${String(userId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Törlendő Tódor' })).toBeVisible({
    timeout: 30_000,
  });
  const start = page.getByRole('button', { name: 'Fiók törlése…' });
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Törlendő Tódor fiókjának törlése' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('A törlés nem vonható vissza.', { exact: false })).toBeVisible();

  // Without the request: refused under its field, nothing erased.
  await dialog.getByRole('button', { name: 'Végleges törlés' }).click();
  const reason = dialog.getByRole('textbox', { name: /^A kérés \(indoklás\)/ });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, 'the erase dialog with an error (hu, desktop)');
  await keepScreenshot(page, 'user-erase-dialog-hu-desktop');

  await reason.fill('2026. november 27-i levél, iktatószám: ADV-2026/114');
  await reason.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Végleges törlés' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // The page as it is now: erased, with no access controls; the history names it.
  await expect(page.getByText(/^Törölve: /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '[törölve]' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fiók törlése…' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: /VIP/ })).toHaveCount(0);
  await expect(page.getByText('Fiók törölve')).toBeVisible();
  await expect(page.getByText('sehogy: a fiókot törölték')).toBeVisible();
  await keepScreenshot(page, 'user-erased-hu-desktop');

  // The person cannot sign in any more.
  const signIn = await request.post('/api/login', {
    data: { email: person.email, password },
    headers: visitorAddress(),
  });
  expect(signIn.status()).toBe(422);

  // The erased account's page in English on a phone.
  await page.setViewportSize(phone);
  await switchLanguage(page, 'en');
  await expect(page.getByText(/^Erased: /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Account erased')).toBeVisible();
  await expectNoA11yViolations(page, 'the erased account (en, phone)');
  await keepScreenshot(page, 'user-erased-en-phone');
});
