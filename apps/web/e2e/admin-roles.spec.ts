import { expect, test } from '@playwright/test';
import { login, newCashier, signedInAs, withDatabase } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin, signedIn } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Roles by area (decision 0057): an administrator gives a new account the door role on its page
// (a checkbox per role, each with what it allows); the door user then sees only check-in in the
// back office, and the orders page tells them they have no permission, as the API does (403).

test.use({ baseURL: shopOrigin });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

test('an administrator makes a new user a door user, who can check in but not open orders', async ({
  browser,
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const account = await newCashier(`Ajtós Aladár ${stamp}`, []);
  const id = await withDatabase(async (client) => {
    const found = await client.query<{ id: number }>('select id from users where email = $1', [
      account.email,
    ]);
    return found.rows[0]?.id ?? 0;
  });

  // The administrator, in Hungarian on a desktop.
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/users/${String(id)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Ajtós Aladár ${stamp}` }),
  ).toBeVisible();
  const door = page.getByRole('checkbox', { name: 'Jegykezelő' });
  await expect(door).not.toBeChecked();
  await expect(page.getByText('Csak a jegyek beléptetése az ajtóban.')).toBeVisible();
  await door.check();
  await page.getByRole('button', { name: 'Szerepkörök mentése' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Módosítja Ajtós Aladár ${stamp} szerepköreit?`,
  });
  await expect(
    dialog.getByText('Eddig: Vásárló. Ezután: Jegykezelő.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Igen, módosítom' }).click();
  await expect(dialog).toBeHidden();
  await expect(door).toBeChecked();
  await expectNoA11yViolations(page, "a user's roles (hu, desktop)");
  await keepScreenshot(page, 'user-roles-hu-desktop');
  // The list filters by role.
  await page.goto(`/admin/users?role=door&q=${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('link', { name: `Ajtós Aladár ${stamp}` }).first()).toBeVisible();

  // The door user, in English on a phone: check-in only.
  const context = await browser.newContext({ viewport: phone, baseURL: shopOrigin });
  const doorPage = await context.newPage();
  await returningVisitor(doorPage, 'en');
  await signedIn(doorPage, request, account);
  await doorPage.goto('/admin');
  await expect(doorPage).toHaveURL(/\/admin\/check-in$/);
  await doorPage.getByRole('button', { name: 'Open the menu' }).click();
  const menu = doorPage.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link')).toHaveText(['Check-in']);
  await expectNoA11yViolations(doorPage, 'the door user’s menu (en, phone)');
  await keepScreenshot(doorPage, 'door-menu-en-phone');
  await doorPage.goto('/admin/orders');
  await expect(
    doorPage.getByRole('heading', { level: 1, name: 'You have no permission for this page' }),
  ).toBeVisible();
  await expectNoA11yViolations(doorPage, 'orders refused to the door (en, phone)');
  await keepScreenshot(doorPage, 'door-orders-no-permission-en-phone');
  const api = await request.get('/api/admin/orders', { headers: await login(request, account) });
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ code: 'forbidden' });
  await context.close();
});
