import pg from 'pg';
import { expect, test } from '@playwright/test';
import {
  e2eEnv,
  expectNoA11yViolations,
  holdMaintenanceServer,
  keepScreenshot,
  releaseMaintenanceServer,
  returningVisitor,
  setMaintenance,
} from './support';

// These journeys have their own server and database (see e2e-server.ts), so switching maintenance
// on or setting a tag cannot disturb the other journeys; here they run one after the other.
test.describe.configure({ mode: 'serial' });
// The back office's content journeys use that server too: one group at a time.
test.beforeAll(async () => {
  test.setTimeout(600_000);
  await holdMaintenanceServer();
});
test.afterAll(() => {
  releaseMaintenanceServer();
});

async function setGoogleTag(databaseUrl: string, tag: string | null): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "update settings set value = jsonb_set(value, '{google_tag}', $1::jsonb) where key = 'public'",
      [JSON.stringify(tag)],
    );
  } finally {
    await client.end();
  }
}

test('the tag manager loads only after cookie consent', async ({ page }) => {
  const { maintenance } = e2eEnv();
  await setGoogleTag(maintenance.databaseUrl, 'GTM-TEST123');
  try {
    // The settings are cached for a few seconds per process.
    await page.waitForTimeout(3500);
    const requests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' });
    });
    await page.addInitScript(() => {
      sessionStorage.setItem('jegy-popup-seen', '/storage/posters/evadnyito.svg');
    });
    await page.goto(`${maintenance.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests[0]).toContain('id=GTM-TEST123');
    await expect
      .poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded))
      .toBe(true);
  } finally {
    await setGoogleTag(maintenance.databaseUrl, null);
    await page.waitForTimeout(3500);
  }
});

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
    // A visible countdown, and a live region that announces the state once, not every second.
    await expect(
      modal.locator('p').filter({ hasText: /Újrapróbálkozás \d+ másodperc múlva/ }),
    ).toBeVisible();
    await expect(modal.getByRole('status')).toHaveText(/Újrapróbálkozás 10 másodperc múlva/);
    await page.waitForTimeout(2200);
    await expect(modal.getByRole('status')).toHaveText(/Újrapróbálkozás 10 másodperc múlva/);
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
