import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

test.describe('by keyboard alone', () => {
  test('skip link, search, open a performance, switch language', async ({ page }) => {
    await returningVisitor(page, 'en');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');

    // From the main content the next stops are the filters.
    const search = page
      .getByRole('textbox', { name: 'Search' })
      .or(page.getByRole('searchbox', { name: 'Search' }));
    for (
      let i = 0;
      i < 10 && !(await search.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(search).toBeFocused();
    await page.keyboard.type('liliom');
    // Wait until the filter has settled (it is kept in the address bar) before moving on.
    await expect(page).toHaveURL(/search=liliom/);
    await expect(page.locator('main').getByRole('link', { name: /Bánk bán|Tóték/ })).toHaveCount(0);
    const card = page
      .locator('main')
      .getByRole('link', { name: /Liliom/ })
      .first();
    await expect(card).toBeVisible();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events\/liliom-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Liliom' })).toBeVisible();

    const language = page.getByRole('button', { name: /Language/ }).first();
    await language.focus();
    await page.keyboard.press('Enter');
    const hu = page.getByRole('menuitem', { name: /HU/ });
    await expect(hu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await hu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Jegyek' })).toBeVisible();
  });

  test('the footer documents are reachable', async ({ page }) => {
    await returningVisitor(page, 'hu');
    await page.goto('/');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Általános Szerződési Feltételek' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Általános Szerződési Feltételek' }),
    ).toBeVisible();
  });
});

test.describe('dark appearance', () => {
  test.use({ colorScheme: 'dark' });

  for (const [name, url] of [
    ['programme', '/'],
    ['document', '/documents/11'],
  ] as const) {
    test(`${name} passes axe in the dark scheme`, async ({ page }) => {
      await returningVisitor(page, 'hu');
      await page.addInitScript(() => {
        localStorage.setItem(
          'jegy-layout',
          JSON.stringify({ state: { colorScheme: 'dark' }, version: 1 }),
        );
      });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoA11yViolations(page, `${name} dark`);
      await keepScreenshot(page, `${name}-dark-hu-desktop`);
    });
  }

  test('an event page passes axe in the dark scheme on a phone', async ({ page, request }) => {
    const events = (await (await request.get('/api/events')).json()) as { url: string }[];
    await page.setViewportSize({ width: 390, height: 844 });
    await returningVisitor(page, 'en');
    await page.addInitScript(() => {
      localStorage.setItem(
        'jegy-layout',
        JSON.stringify({ state: { colorScheme: 'dark' }, version: 1 }),
      );
    });
    await page.goto(`/events/${events[3]!.url}`);
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
    await expectNoA11yViolations(page, 'event dark phone');
    await keepScreenshot(page, 'event-dark-en-phone');
  });
});
