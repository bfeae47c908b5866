import { expect, test, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  sizeFor,
  viewports,
} from './support';

// A failed page load says what happened (docs/product.md §8): an address that names nothing is the
// page's own not-found state (a 404, or a malformed id the server refuses with 422), a refusal
// gives the server's message, a request with no answer in 30 s says the server did not answer, and
// only a failed network speaks of the internet connection. axe on each, Hungarian and English,
// phone and desktop.

const texts = {
  hu: {
    previewMissing: 'Az előnézet nem érhető el',
    documentMissing: 'A dokumentum nem található',
    documentError: 'Nem sikerült betölteni a dokumentumot.',
    connection: /internetkapcsolat/i,
    timeout: 'A szerver nem válaszolt 30 másodpercen belül. Kérjük, próbálja újra később.',
    network:
      'Nem sikerült kapcsolódni a szerverhez. Ellenőrizze az internetkapcsolatot, és próbálja újra.',
    forbidden: 'Nincs jogosultsága a kért művelet végrehajtásához!',
  },
  en: {
    previewMissing: 'This preview is not available',
    documentMissing: 'Document not found',
    documentError: 'The document could not be loaded.',
    connection: /internet connection/i,
    timeout: 'The server did not answer within 30 seconds. Please try again later.',
    network: 'Could not connect to the server. Check your internet connection and try again.',
    forbidden: 'You have no permission to perform the requested action!',
  },
} as const;

/** No toast came with the page's own state (the page says it once). */
async function expectNoToast(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

for (const language of ['hu', 'en'] as const) {
  for (const viewport of [sizeFor(language)]) {
    test(`an address that names nothing is a not-found page, never a connection error (${language}, ${viewport})`, async ({
      page,
    }) => {
      const text = texts[language];
      await page.setViewportSize(viewports[viewport]);
      await returningVisitor(page, language);

      // A visitor's /preview/1: the id is not a preview id (the server answers 422).
      const preview = page.waitForResponse((response) => response.url().endsWith('/api/preview/1'));
      await page.goto('/preview/1');
      expect((await preview).status()).toBe(422);
      await expect(
        page.getByRole('heading', { level: 1, name: text.previewMissing }),
      ).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(text.connection);
      await expectNoToast(page);
      await expectNoA11yViolations(page, `/preview/1 ${language} ${viewport}`);
      await keepScreenshot(page, `error-preview-missing-${language}-${viewport}`);

      // /documents/abc: no page has that id (422 for the malformed id).
      const document = page.waitForResponse((response) =>
        response.url().endsWith('/api/settings/abc/show'),
      );
      await page.goto('/documents/abc');
      expect((await document).status()).toBe(422);
      await expect(
        page.getByRole('heading', { level: 1, name: text.documentMissing }),
      ).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(text.connection);
      await expectNoToast(page);
      await expectNoA11yViolations(page, `/documents/abc ${language} ${viewport}`);
      await keepScreenshot(page, `error-document-missing-${language}-${viewport}`);

      // An id that could be a page's but is not (404): the same not-found state.
      await page.goto('/documents/987654');
      await expect(
        page.getByRole('heading', { level: 1, name: text.documentMissing }),
      ).toBeVisible();
      await expectNoToast(page);
    });
  }

  test(`a refusal gives the server's message; a failed network, the connection (${language})`, async ({
    page,
  }) => {
    const text = texts[language];
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, language);

    // A 409 with the server's own message: that message, not the connection's.
    await page.route('**/api/settings/10/show', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'A lap szerkesztés alatt áll.', code: 'document_changed' },
      }),
    );
    await page.goto('/documents/10');
    const refused = page.getByRole('alert').filter({ hasText: text.documentError });
    await expect(refused).toContainText('A lap szerkesztés alatt áll.');
    await expect(refused).not.toContainText(text.connection);
    await expectNoA11yViolations(page, `a refused document ${language}`);
    await keepScreenshot(page, `error-document-refused-${language}-phone`);

    // A 403: the permission's text.
    await page.route('**/api/settings/11/show', (route) =>
      route.fulfill({ status: 403, json: { message: 'Forbidden.', code: 'forbidden' } }),
    );
    await page.goto('/documents/11');
    const forbidden = page.getByRole('alert').filter({ hasText: text.documentError });
    await expect(forbidden).toContainText(text.forbidden);
    await expect(forbidden).not.toContainText(text.connection);

    // No answer at all (the network failed, and failed again on the one retry).
    await page.route('**/api/settings/12/show', (route) => route.abort('internetdisconnected'));
    await page.goto('/documents/12');
    const offline = page.getByRole('alert').filter({ hasText: text.documentError });
    await expect(offline).toContainText(text.network);
    await keepScreenshot(page, `error-document-offline-${language}-phone`);
  });

  test(`a request with no answer in 30 s says so (${language})`, async ({ page }) => {
    const text = texts[language];
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, language);
    // The page's own clock: the client's 30 s timeout passes without waiting 30 s. The installed
    // clock still runs at its natural pace between the steps (a slow machine spends seconds on
    // them), so the "not yet" check is made well before 30 s, not one second before.
    await page.clock.install();
    let asked = false;
    await page.route('**/api/settings/10/show', () => {
      // Never answered: the request hangs until the client gives up on it.
      asked = true;
    });
    await page.goto('/documents/10');
    await expect.poll(() => asked).toBe(true);
    await page.clock.fastForward(20_000);
    await expect(page.getByRole('alert').filter({ hasText: text.documentError })).toHaveCount(0);
    await page.clock.fastForward(10_500);
    const timedOut = page.getByRole('alert').filter({ hasText: text.documentError });
    await expect(timedOut).toContainText(text.timeout);
    await expect(timedOut).not.toContainText(text.connection);
    await expectNoA11yViolations(page, `a document that timed out ${language}`);
    await keepScreenshot(page, `error-document-timeout-${language}-desktop`);
  });
}
