import { expect, test } from '@playwright/test';
import {
  e2eEnv,
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  setMaintenance,
} from './support';

// This journey has its own server and database (see e2e-server.ts), so switching maintenance on
// cannot disturb the other journeys.
test('the service-unavailable modal counts down, probes, and reloads when the shop is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { maintenance } = e2eEnv();
  await setMaintenance(maintenance.databaseUrl, true);
  try {
    await returningVisitor(page, 'hu');
    await page.goto(`${maintenance.url}/`);
    const modal = page.getByRole('dialog', { name: 'Oldalunk frissítés alatt áll' });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByText(/Újrapróbálkozás \d+ másodperc múlva/)).toBeVisible();
    await expect(modal.getByText(/böngészési adatokat|sütiket/).first()).toBeVisible();
    await expectNoA11yViolations(page, 'maintenance modal');
    await keepScreenshot(page, 'maintenance-hu-desktop');
    // Escape and clicking outside do not close it.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    await setMaintenance(maintenance.databaseUrl, false);
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible({
      timeout: 40_000,
    });
    await expect(modal).toHaveCount(0);
  } finally {
    await setMaintenance(maintenance.databaseUrl, false);
  }
});
