import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, screenshotFromTop, signedInAs, staffAccounts } from './admin-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The seat-map editor of a hall (decision 0036): an administrator opens a new hall's editor from
// the venues page, generates a section, selects seats by mouse and keyboard, flags and renames
// seats, undoes and redoes, sees the server's problems with a map it refuses, saves (the version
// shown), imports a pretix plan and saves it, and downloads it. The editor in Hungarian and
// English, on a desktop and a phone; axe-core clean.

test.use({ baseURL: shopOrigin });

const pretixPlan = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'seat-editor-pretix-plan.json',
);

/** Letters only, so names are told apart from the demo's. */
function uniqueWord(): string {
  return Array.from({ length: 7 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** A venue with one hall that has no map and no performances; answers the hall's names. */
async function hallThroughApi(
  request: APIRequestContext,
): Promise<{ venue: string; hall: string }> {
  const headers = await login(request, staffAccounts.admin);
  const word = uniqueWord();
  const venue = `Ültetés Színház ${word}`;
  const hall = `Kisterem ${word}`;
  const created = await request.post('/api/admin/venues', {
    headers,
    data: { name: venue, name_en: `${venue} (en)`, address: '1011 Budapest, Bem rakpart 33.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const withHall = await request.post(`/api/admin/venues/${String(id)}/halls`, {
    headers,
    data: { name: hall, name_en: `${hall} (en)`, capacity: 40 },
  });
  expect(withHall.status()).toBe(201);
  return { venue, hall };
}

const seat = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function openEditor(page: Page, names: { venue: string; hall: string }, label: string) {
  await page.goto('/admin/programme/venues');
  await page.getByRole('link', { name: `${label}: ${names.hall}` }).click();
}

test.describe('the seat-map editor', () => {
  test('an administrator draws, edits, saves and imports the seat map of a new hall', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    const names = await hallThroughApi(request);
    await openEditor(page, names, 'Ültetési rend szerkesztése');

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Ültetési rend: ${names.venue} – ${names.hall}`,
      }),
    ).toBeVisible();
    await expect(page.getByText('Ennek a teremnek még nincs ültetési rendje.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mentés' })).toBeDisabled();

    // A section from parameters: the preview shows before it is added.
    await page.getByLabel('A szektor neve (magyarul)').fill('Földszint');
    await page.getByLabel('A szektor neve (angolul)').fill('Stalls');
    await page.getByLabel('Sorok száma').fill('3');
    await page.getByLabel('Székek soronként').fill('6');
    await page.getByRole('combobox', { name: 'Számozás' }).click();
    await page.getByRole('option', { name: 'Páratlan–páros (középről kifelé)' }).click();
    await expect(page.getByText('Előnézet: 18 szék, 3 sor')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Földszint/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Szektor hozzáadása' }).click();
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('18 szék, 1 szektor');
    // Odd on the left, even on the right, counting outwards from the centre aisle.
    await expect(seat(page, 'Földszint, 1. sor, 5. szék')).toBeVisible();
    await expect(seat(page, 'Földszint, 3. sor, 6. szék')).toBeVisible();

    // A click selects one seat; the arrows move the focus, Space adds the focused seat.
    await seat(page, 'Földszint, 1. sor, 5. szék').click();
    await expect(seat(page, 'Földszint, 1. sor, 5. szék')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(seat(page, 'Földszint, 1. sor, 3. szék')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(seat(page, 'Földszint, 2. sor, 3. szék')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('seat-selection-count')).toHaveText('2 kijelölt szék');

    // Flag both as wheelchair places.
    await page.getByRole('checkbox', { name: 'Kerekesszékes hely' }).check();
    await expect(seat(page, 'Földszint, 1. sor, 5. szék, kerekesszékes hely')).toBeVisible();
    await expect(seat(page, 'Földszint, 2. sor, 3. szék, kerekesszékes hely')).toBeVisible();

    // Rename one seat; undo and redo by keyboard and by the buttons.
    await seat(page, 'Földszint, 3. sor, 1. szék').click();
    await page.getByLabel('A szék jelölése').fill('1A');
    await page.getByRole('button', { name: 'Átnevezés' }).click();
    await expect(seat(page, 'Földszint, 3. sor, 1A. szék')).toBeVisible();
    await seat(page, 'Földszint, 3. sor, 1A. szék').focus();
    await page.keyboard.press('Control+z');
    await expect(seat(page, 'Földszint, 3. sor, 1. szék')).toBeVisible();
    await page.keyboard.press('Control+Shift+z');
    await expect(seat(page, 'Földszint, 3. sor, 1A. szék')).toBeVisible();
    await page.getByRole('button', { name: 'Visszavonás' }).click();
    await expect(seat(page, 'Földszint, 3. sor, 1. szék')).toBeVisible();
    await page.getByRole('button', { name: 'Ismét', exact: true }).click();
    await expect(seat(page, 'Földszint, 3. sor, 1A. szék')).toBeVisible();

    // A duplicate label: the server refuses the map and says where.
    await seat(page, 'Földszint, 3. sor, 3. szék').click();
    await page.getByLabel('A szék jelölése').fill('1A');
    await page.getByRole('button', { name: 'Átnevezés' }).click();
    await page.getByRole('button', { name: 'Mentés' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Az ültetési rend nem menthető' });
    await expect(problems).toBeVisible();
    await expect(problems).toContainText('Földszint, 3. sor');
    await page.getByRole('button', { name: 'Visszavonás' }).click();

    // Saved: the version the server made.
    await expect(page.getByTestId('seat-editor-dirty')).toHaveText('Nem mentett változások');
    await page.getByRole('button', { name: 'Mentés' }).click();
    const savedInfo = page.getByTestId('seat-saved-info');
    await expect(savedInfo).toContainText('Az ültetési rendet elmentettük');
    await expect(savedInfo).toContainText('Érvényes változat: 1.');
    await expect(page.getByTestId('seat-editor-dirty')).toHaveText('Minden változás mentve');
    await expectNoA11yViolations(page, 'the seat-map editor (hu)');
    await screenshotFromTop(page, 'admin-seat-editor-hu-1280');

    // The saved map comes back on a new visit, the flag and the new label with it.
    await page.reload();
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('18 szék, 1 szektor');
    await expect(seat(page, 'Földszint, 1. sor, 5. szék, kerekesszékes hely')).toBeVisible();
    await expect(seat(page, 'Földszint, 3. sor, 1A. szék')).toBeVisible();

    // A pretix plan: read by the server with its notes, undoable, then saved.
    await page.getByRole('combobox', { name: 'Formátum' }).click();
    await page.getByRole('option', { name: 'pretix ültetési terv (JSON)' }).click();
    await page.locator('input[type="file"]').setInputFiles(pretixPlan);
    await page.getByRole('button', { name: 'Betöltés' }).click();
    await expect(page.getByTestId('seat-import-result')).toContainText('A fájlt betöltöttük.');
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('7 szék, 1 szektor');
    await expect(seat(page, 'Páholy, 2. sor, 3. szék')).toBeVisible();
    await page.getByRole('button', { name: 'Visszavonás' }).click();
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('18 szék, 1 szektor');
    await page.getByRole('button', { name: 'Ismét', exact: true }).click();
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('7 szék, 1 szektor');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(savedInfo).toContainText('Érvényes változat:');
    await page.reload();
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('7 szék, 1 szektor');

    // The saved map downloads as a pretix plan.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Letöltés: pretix ültetési terv (JSON)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.json$/);

    // On a phone the editor still works and nothing spills over the page's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await seat(page, 'Páholy, 1. sor, 2. szék').click();
    await expect(page.getByTestId('seat-selection-count')).toHaveText('1 kijelölt szék');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotFromTop(page, 'admin-seat-editor-hu-390');
  });

  test('the editor in English, on a desktop and a phone, is axe clean', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'admin');
    const names = await hallThroughApi(request);
    await openEditor(page, { ...names, hall: `${names.hall} (en)` }, 'Edit seat map');
    await expect(page.getByRole('heading', { level: 1, name: /^Seat map: / })).toBeVisible();
    await expect(page.getByText('This hall has no seat map yet.')).toBeVisible();
    await page.getByLabel('Section name (Hungarian)').fill('Erkély');
    await page.getByLabel('Section name (English)').fill('Balcony');
    await page.getByLabel('Aisle after seat …').fill('3, 7');
    await page.getByLabel('Curve (degrees per seat)').fill('2');
    await expect(page.getByText('Preview: 50 seats, 5 rows')).toBeVisible();
    await expectNoA11yViolations(page, 'the seat-map editor with a preview (en)');
    await page.getByRole('button', { name: 'Add the section' }).click();
    await seat(page, 'Balcony, row 1, seat 1').click();
    await page.getByRole('button', { name: 'Select the row' }).click();
    await expect(page.getByTestId('seat-selection-count')).toHaveText('10 seats selected');
    // Alt with an arrow moves the selection by the step (5), an undoable change.
    const first = seat(page, 'Balcony, row 1, seat 1');
    const before = await first.getAttribute('transform');
    await first.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(first).not.toHaveAttribute('transform', before ?? '');
    const [x0 = 0] = (before ?? '').match(/[\d.]+/g)?.map(Number) ?? [];
    const [x1 = 0] =
      ((await first.getAttribute('transform')) ?? '').match(/[\d.]+/g)?.map(Number) ?? [];
    expect(x1 - x0).toBeCloseTo(5, 1);
    await page.keyboard.press('Control+z');
    await expect(first).toHaveAttribute('transform', before ?? '');
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('50 seats, 1 section');
    await expectNoA11yViolations(page, 'the seat-map editor with a selection (en)');
    await screenshotFromTop(page, 'admin-seat-editor-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoA11yViolations(page, 'the seat-map editor on a phone (en)');
    await screenshotFromTop(page, 'admin-seat-editor-en-390');
  });
});
