import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eEnv, expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

test.describe('the shared frame', () => {
  test('cookie banner: shown until accepted, then never again', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('jegy-popup-seen', '/storage/posters/evadnyito.svg');
    });
    await page.goto('/');
    const banner = page
      .getByRole('region', { name: 'Sütik használata' })
      .or(page.getByRole('dialog', { name: 'Sütik használata' }));
    await expect(banner).toBeVisible();
    await expectNoA11yViolations(page, 'home with the cookie banner');
    await keepScreenshot(page, 'cookie-banner-hu-desktop');
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('pop-up banner: once per browser session, after the content is ready', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'jegy-cookie-consent',
        JSON.stringify({ state: { opt_in_out: true }, version: 1 }),
      );
    });
    await page.goto('/');
    const popup = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('img', { name: /Évadnyitó/ }) });
    await expect(popup).toBeVisible();
    await expectNoA11yViolations(page, 'home with the pop-up banner');
    await keepScreenshot(page, 'popup-banner-hu-desktop');
    // A modal: focus starts inside it, and Tab never reaches the page behind it (after the last
    // button it passes to the browser's own controls, then back into the dialog).
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      const outside = await popup.evaluate(
        (dialog) =>
          document.activeElement !== document.body && !dialog.contains(document.activeElement),
      );
      expect(outside).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(popup).toHaveCount(0);
  });

  test('language selector switches and remembers the language', async ({ page }) => {
    await returningVisitor(page, 'hu');
    await page.goto('/');
    await page.getByRole('button', { name: /Nyelv/ }).first().click();
    await page.getByRole('menuitem', { name: /EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('English has addresses of its own, and the address follows the language', async ({
    page,
  }) => {
    await returningVisitor(page, 'hu');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    await page.getByRole('button', { name: /Nyelv/ }).first().click();
    await page.getByRole('menuitem', { name: /EN/ }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    // Links are made in the language shown.
    const firstEvent = page.locator('main a[href*="/events/"]').first();
    await expect(firstEvent).toHaveAttribute('href', /^\/en\/events\//);
    await firstEvent.click();
    await expect(page).toHaveURL(/\/en\/events\/[^/]+$/);
    const english = new URL(page.url()).pathname;
    // Back to Hungarian: the same page at its Hungarian address.
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /HU/ }).click();
    await expect(page).toHaveURL(new RegExp(`${english.replace('/en', '')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    // An English address opens in English whatever was chosen before; an old root link opens in
    // the remembered language, at its address.
    await page.goto('/en/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/en\/cart$/);
  });

  test('an unknown address shows the not-found page, answered 404', async ({ page }) => {
    await returningVisitor(page, 'en');
    const response = await page.goto('/nincs/ilyen/oldal');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoA11yViolations(page, 'not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
  });

  test('document pages open from the footer', async ({ page }) => {
    await returningVisitor(page, 'hu');
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Adattovábbítási nyilatkozat' })
      .click();
    await expect(page).toHaveURL(/\/documents\/12$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adattovábbítási nyilatkozat' }),
    ).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/SimplePay Zrt/)
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'document 12');
    await keepScreenshot(page, 'document-hu-desktop');
    await page.goto('/documents/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Jegyvásárlás' })).toBeVisible();
  });

  test('a staff preview shows an unpublished performance with buying disabled', async ({
    page,
  }) => {
    const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ preview_id: string }>(
      'select preview_id from events where not published limit 1',
    );
    await client.end();
    await returningVisitor(page, 'en');
    await page.goto(`/preview/${rows[0]!.preview_id}`);
    await expect(page.getByText('This performance is not published yet.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, 'preview');
    await keepScreenshot(page, 'preview-en-desktop');
  });

  test('an uncaught error in the page is reported to the server', async ({ page }) => {
    const marker = `e2e uncaught ${Date.now()}`;
    await returningVisitor(page, 'hu');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    const reported = page.waitForRequest(
      (r) => r.url().endsWith('/api/errors') && r.method() === 'POST',
    );
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, marker);
    await reported;
    const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
    await client.connect();
    try {
      await expect
        .poll(async () => {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from client_errors where message like $1',
            [`%${marker}%`],
          );
          return rows[0]?.n;
        })
        .toBe(1);
    } finally {
      await client.end();
    }
  });
});
