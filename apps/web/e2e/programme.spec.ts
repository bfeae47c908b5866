import { expect, test } from '@playwright/test';
import {
  budapestDayOf,
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  viewports,
} from './support';

test.describe('the programme', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`in Hungarian and English on a ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await returningVisitor(page, 'hu');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
      const cards = page
        .locator('main')
        .getByRole('link')
        .filter({ hasText: /Ft-tól|Elfogyott|Még nem/ });
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(25);
      await expect(page.locator('main').getByText('Elfogyott').first()).toBeVisible();
      await expect(
        page
          .locator('main')
          .getByText(/\d[\d\s]*\d Ft-tól/)
          .first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Rakparti Színház/);
      await expectNoA11yViolations(page, `programme hu ${size}`);
      await keepScreenshot(page, `programme-hu-${size}`);

      await page.evaluate(() => {
        localStorage.setItem(
          'jegy-language',
          JSON.stringify({ state: { language: 'en' }, version: 0 }),
        );
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
      await expect(page.locator('main').getByText('Sold Out').first()).toBeVisible();
      await expect(
        page
          .locator('main')
          .getByText(/from \d[\d\s]*\d Ft/)
          .first(),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoA11yViolations(page, `programme en ${size}`);
      await keepScreenshot(page, `programme-en-${size}`);
    });
  }

  test('searches, shows the empty result, and deletes the filters', async ({ page }) => {
    await returningVisitor(page, 'en');
    await page.goto('/');
    const search = page
      .getByRole('textbox', { name: 'Search' })
      .or(page.getByRole('searchbox', { name: 'Search' }));
    await search.fill('tragedia');
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /The Tragedy of Man/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Liliom|Bánk bán/ })).toHaveCount(
      0,
    );

    await search.fill('nincs ilyen előadás');
    await expect(page.getByText('No results can be found with the given filters!')).toBeVisible();
    await expect(page.getByText('Modify or delete your search filters!')).toBeVisible();
    await expectNoA11yViolations(page, 'programme with no results');
    await keepScreenshot(page, 'programme-no-results-en-desktop');

    await page.getByRole('button', { name: 'Delete filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByText('No results can be found with the given filters!')).toHaveCount(0);
  });

  test('filters by date', async ({ page, request }) => {
    const events = (await (await request.get('/api/events')).json()) as {
      start_date: string;
      name: string;
    }[];
    const first = events[0]!;
    const day = budapestDayOf(first.start_date);
    const sameDay = events.filter((e) => budapestDayOf(e.start_date) === day);
    await returningVisitor(page, 'hu');
    await page.goto('/');
    await page.getByLabel('Dátum').first().fill(day);
    await expect(page.getByText(new RegExp(`^${sameDay.length} előadás$`))).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: new RegExp(first.name) })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Szűrők törlése' }).click();
    await expect(page.getByText(new RegExp(`^${events.length} előadás$`))).toBeVisible();
  });
});
