import { expect, test } from '@playwright/test';
import { signedInAs } from './admin-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor, viewports } from './support';

// The back office's frame: who gets in, the menu, the overview of the coming performances, and
// the way there from the shop's user menu.

test.describe('the back office', () => {
  test('an administrator reaches it from the user menu and sees the coming performances', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, 'hu');
    const adminName = await signedInAs(page, request, 'admin');
    await page.goto(`${shopOrigin}/`);
    await page.getByRole('button', { name: `Fiók: ${adminName}` }).click();
    await page.getByRole('link', { name: 'Ügyintézés' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
    await expect(page.getByText(`Bejelentkezve: ${adminName} (adminisztrátor)`)).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Eladva' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page).toHaveTitle(/^Áttekintés · /);
    await expectNoA11yViolations(page, 'the back-office overview (hu)');
    await keepScreenshot(page, 'admin-overview-hu-desktop');

    // The segmented control's radio is visually hidden (zero size): its label takes the click.
    await page.getByText('A következő 7 nap', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'A következő 7 nap' })).toBeChecked();

    await page.getByRole('link', { name: 'Vissza a jegyvásárláshoz' }).click();
    await expect(page).toHaveURL(`${shopOrigin}/`);
  });

  test('a cashier gets in too, in English and on a phone, with the menu behind a button', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, 'en');
    const cashierName = await signedInAs(page, request, 'cashier');
    await page.goto(`${shopOrigin}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page, 'the back-office overview (en, phone)');
    await keepScreenshot(page, 'admin-overview-en-phone');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Back office menu' });
    await expect(menu.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expectNoA11yViolations(page, 'the back-office menu (en, phone)');
    // On a phone the header keeps to the essentials: who is signed in is not shown there.
    await expect(page.getByText(`Signed in: ${cashierName} (cashier)`)).toBeHidden();
  });

  test('on a tablet the header fits, the menu folds, and the overview needs no sideways scrolling', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    await page.goto(`${shopOrigin}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
    // A tablet gets the overview's cards, not a table wider than the page.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    // Nothing of the header is cut off, and the way back to the shop is within reach.
    const header = page.getByRole('banner');
    const fits = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await fits('header')).toBe(true);
    await expect(header.getByRole('link', { name: 'Vissza a jegyvásárláshoz' })).toBeInViewport();
    expect(await fits('html')).toBe(true);
    expect(await fits('main')).toBe(true);
    // The menu folds behind its button and opens and closes on it.
    const menu = page.getByRole('navigation', { name: 'Az ügyintézés menüje' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Menü megnyitása' }).click();
    await expect(menu.getByRole('link', { name: 'Áttekintés' })).toBeInViewport();
    await expectNoA11yViolations(page, 'the back-office menu (hu, tablet)');
    await keepScreenshot(page, 'admin-overview-hu-tablet-menu');
    await page.getByRole('button', { name: 'Menü bezárása' }).click();
    await expect(menu).not.toBeInViewport();
    await keepScreenshot(page, 'admin-overview-hu-tablet');
  });

  test('a customer is told there is no access, and a visitor is sent to sign in', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, 'hu');
    await page.goto(`${shopOrigin}/admin`);
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);

    await signedInAs(page, request, 'customer');
    await page.goto(`${shopOrigin}/admin`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ehhez nincs jogosultsága' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the back office refusing a customer');
    // The shop's own menu offers no way there to a customer.
    await page.goto(`${shopOrigin}/`);
    await page.getByRole('button', { name: /^Fiók: / }).click();
    await expect(page.getByRole('link', { name: 'Ügyintézés' })).toHaveCount(0);
  });

  test('an unknown back-office page says so and leads back to the overview', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    await page.goto(`${shopOrigin}/admin/nincs-ilyen`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ez az ügyintézési oldal nem létezik.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Az áttekintéshez' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
  });
});
