import { expect, test } from '@playwright/test';
import { screenshotFromTop as shot, signInOn } from './admin-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The seat report (decision 0036) in the back office's reports: an administrator chooses a seated
// performance of the demo season and reads its seats by state on the hall's map, the key naming
// each state with its count, and the occupancy per section. axe in Hungarian and English.

const desktop = { width: 1280, height: 800 };
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('the seat report', () => {
  test('an administrator reads a seated performance’s seats and occupancy', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signInOn(page, request, shopOrigin, 'admin');
    await page.goto(`${shopOrigin}/admin/reports?from=${day(-1)}&to=${day(30)}`);
    const section = page.getByRole('region', {
      name: 'Székek állapota és telítettség szektoronként',
    });
    const chooser = section.getByLabel('Előadás');
    // The reports page asks for every report of the range at once; with the whole suite running
    // beside it the seat report's answer can queue behind them for more than the default 10 s.
    await expect(chooser).toBeVisible({ timeout: 30_000 });
    const options = chooser.locator('option');
    expect(await options.count()).toBeGreaterThan(1);

    // The second performance (a native select: the keyboard works it as the browser does).
    const second = (await options.nth(1).getAttribute('value')) ?? '';
    await chooser.selectOption(second);
    await expect(chooser).toHaveValue(second);
    const map = section.getByRole('img', { name: /a nézőtér térképe, a székek állapota szerint/ });
    await expect(map).toBeVisible({ timeout: 30_000 });
    const key = section.getByRole('list', { name: 'Jelmagyarázat' });
    for (const state of ['Szabad', 'Kosárban vagy fizetésre vár', 'Eladva', 'Zárolt, nem eladó']) {
      await expect(key.getByText(new RegExp(`^${state}: \\d+$`))).toBeVisible();
    }
    // The demo sold seats of its performances: some are sold, and the key's counts add up to
    // the seats of the total row.
    const counts = (await key.getByRole('listitem').allTextContents()).map((text) =>
      Number(/(\d+)$/.exec(text)?.[1] ?? 'NaN'),
    );
    const table = section.getByRole('table', { name: 'Telítettség szektoronként' });
    const total = table.getByRole('row', { name: /^Összesen/ });
    const seats = Number((await total.getByRole('cell').first().textContent()) ?? 'NaN');
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(seats);
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    await expect(table.getByRole('columnheader', { name: 'Telítettség' })).toBeVisible();
    await expectNoA11yViolations(page, 'the seat report (hu)');
    await shot(page, 'reports-seating-hu-desktop');

    // In English (the language is kept in the browser, as the menu's switch keeps it).
    await page.evaluate(() => {
      localStorage.setItem(
        'jegy-language',
        JSON.stringify({ state: { language: 'en' }, version: 0 }),
      );
    });
    await page.reload();
    const english = page.getByRole('region', { name: 'Seats by state and occupancy by section' });
    await expect(
      english.getByRole('img', { name: /the hall's map, the seats by state/ }),
    ).toBeVisible();
    await expect(
      english
        .getByRole('table', { name: 'Occupancy by section' })
        .getByRole('row', { name: /^Total/ }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the seat report (en)');
  });
});
