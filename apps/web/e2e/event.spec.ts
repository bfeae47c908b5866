import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, keepScreenshot, returningVisitor, viewports } from './support';

interface Summary {
  id: number;
  url: string;
  name: string;
  sold_out: boolean;
  name_translations: { en: string };
}

test.describe('the event page', () => {
  test('opens from the programme and shows ticket types with prices', async ({ page }) => {
    await returningVisitor(page, 'hu');
    await page.goto('/');
    const card = page
      .locator('main')
      .getByRole('link')
      .filter({ hasText: /Ft-tól/ })
      .first();
    await card.click();
    await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jegyek' })).toBeVisible();
    // The ticket types' table, or on a seated performance the map's legend of prices.
    await expect(
      page
        .getByRole('table')
        .or(page.getByRole('region', { name: 'Jelmagyarázat' }))
        .getByText(/\d[\d\s]*\d Ft/)
        .first(),
    ).toBeVisible();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`in both languages on a ${size}, with a sold-out performance`, async ({
      page,
      request,
    }) => {
      const events = (await (await request.get('/api/events')).json()) as Summary[];
      const soldOut = events.find((e) => e.sold_out)!;
      const open = events.find((e) => !e.sold_out)!;
      await page.setViewportSize(viewport);
      await returningVisitor(page, 'hu');

      await page.goto(`/events/${open.url}`);
      await expect(page.getByRole('heading', { level: 1, name: open.name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(open.name));
      await expectNoA11yViolations(page, `event hu ${size}`);
      await keepScreenshot(page, `event-hu-${size}`);

      await page.goto(`/events/${soldOut.url}/info`);
      await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
      await expect(page.locator('main').getByText('Elfogyott').first()).toBeVisible();

      await page.evaluate(() => {
        localStorage.setItem(
          'jegy-language',
          JSON.stringify({ state: { language: 'en' }, version: 0 }),
        );
      });
      await page.goto(`/events/${open.url}`);
      await expect(
        page.getByRole('heading', { level: 1, name: open.name_translations.en }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
      await expectNoA11yViolations(page, `event en ${size}`);
      await keepScreenshot(page, `event-en-${size}`);
    });
  }

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`lists the production's other dates, each a link to its page (${size})`, async ({
      page,
      request,
    }) => {
      const events = (await (await request.get('/api/events')).json()) as Summary[];
      const first = events.find(
        (event) => events.filter((e) => e.name === event.name).length >= 3,
      )!;
      const others = events.filter((e) => e.name === first.name && e.id !== first.id);
      await page.setViewportSize(viewport);
      await returningVisitor(page, size === 'phone' ? 'en' : 'hu');
      await page.goto(`/events/${first.url}`);
      const region = page.getByRole('region', {
        name: size === 'phone' ? 'Other dates' : 'További időpontok',
      });
      await expect(region.getByRole('listitem')).toHaveCount(others.length);
      await region.scrollIntoViewIfNeeded();
      await expectNoA11yViolations(page, `event with other dates ${size}`);
      await keepScreenshot(page, `event-other-dates-${size}`);
      await region.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/events/${others[0]!.url}$`));
      await expect(
        page.getByRole('region', { name: /További időpontok|Other dates/ }),
      ).toContainText(/\d/);
    });
  }

  test('says so when the performance does not exist', async ({ page }) => {
    await returningVisitor(page, 'en');
    await page.goto('/events/nincs-ilyen-eloadas');
    await expect(page.getByText('We cannot find this performance')).toBeVisible();
    await expectNoA11yViolations(page, 'event not found');
  });
});
