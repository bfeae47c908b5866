import { expect, test } from '@playwright/test';
import { signedInAs } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The back office's guards (decision 0034): a cashier opening an administrator's page is told
// they have no permission for it and led back to the overview, while an address that is no page
// at all stays "no such page". Hungarian on a desktop, English on a phone, axe-core clean. (The
// date fields' language: admin-dates.spec.ts.)

test.use({ baseURL: shopOrigin });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

test.describe("a cashier on an administrator's page", () => {
  test('is told they have no permission, and finds the way back (hu, desktop)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'cashier');
    for (const path of ['/admin/coupons', '/admin/programme', '/admin/users/1']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nincs jogosultsága ehhez az oldalhoz' }),
      ).toBeVisible();
      await expect(
        page.getByText('Az Ön szerepkörei ezt az oldalt nem nyitják meg.', { exact: false }),
      ).toBeVisible();
    }
    await expectNoA11yViolations(page, 'no permission (hu, desktop)');
    await keepScreenshot(page, 'admin-no-permission-hu-desktop');
    await page.getByRole('link', { name: 'Az áttekintéshez' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();

    await page.goto('/admin/nincs-ilyen');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ez az ügyintézési oldal nem létezik.' }),
    ).toBeVisible();
  });

  test('is told so in English on a phone', async ({ page, request }) => {
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'cashier');
    await page.goto('/admin/reports');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have no permission for this page' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'no permission (en, phone)');
    await keepScreenshot(page, 'admin-no-permission-en-phone');
    await page.getByRole('link', { name: 'To the overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });
});
