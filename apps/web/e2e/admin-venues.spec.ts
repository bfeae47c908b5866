import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, signedInAs, staffAccounts, typeDate } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor, viewports } from './support';

// Venues and halls in the back office (decision 0027): an administrator creates a venue with
// halls, changes and deletes one, then schedules a performance in a hall, whose capacity its
// ticket types are checked against; a hall with a performance cannot be deleted. The page in
// Hungarian and English, on a desktop and a phone, by keyboard, with its loading, empty and error
// states; axe-core clean.

test.use({ baseURL: shopOrigin });

let counter = 0;
/** Letters only, so names are told apart from the demo's. */
function uniqueWord(): string {
  counter += 1;
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .concat(String.fromCharCode(97 + (counter % 26)));
}

/** A `datetime-local` value `days` from now at 19:00 (Budapest is the browser's zone here). */
function inDays(days: number, time = '19:00'): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(date);
  return `${day}T${time}`;
}

async function productionThroughApi(request: APIRequestContext, name: string): Promise<number> {
  const headers = await login(request, staffAccounts.admin);
  const production = await request.post('/api/admin/productions', {
    headers,
    data: {
      name,
      name_en: `${name} (en)`,
      author: 'Örkény István',
      author_en: 'István Örkény',
      description: 'Egyfelvonásos.',
      description_en: 'A one-act play.',
      duration_minutes: 80,
      age_limit: null,
    },
  });
  expect(production.status()).toBe(201);
  return ((await production.json()) as { id: number }).id;
}

/** The card of a venue on the page, by its heading. */
const venueCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

test.describe('venues and halls in the back office', () => {
  test('an administrator sets up a venue with halls and schedules a performance in one', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    const word = uniqueWord();
    const venueName = `Próba Színház ${word}`;

    await page.goto('/admin/programme');
    await page.getByRole('link', { name: 'Helyszínek és termek' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Helyszínek és termek' }),
    ).toBeVisible();
    // A demo hall with performances stays: its delete is off.
    const stage = venueCard(page, 'Nagyszínpad');
    await expect(stage.getByRole('rowheader', { name: 'Nagyszínpad' })).toBeVisible();
    await expect(stage.getByRole('button', { name: 'Törlés: Nagyszínpad' }).first()).toBeDisabled();

    // A new venue: checked before it is sent, then on the list without halls.
    await page.getByRole('button', { name: 'Új helyszín' }).click();
    const venueDialog = page.getByRole('dialog', { name: 'Új helyszín' });
    await expect(venueDialog.getByLabel('Név (magyarul)')).toBeFocused();
    await venueDialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(venueDialog.getByLabel('Név (magyarul)')).toHaveAttribute('aria-invalid', 'true');
    await venueDialog.getByLabel('Név (magyarul)').fill(venueName);
    await venueDialog.getByLabel('Név (angolul)').fill(`Test Theatre ${word}`);
    await venueDialog.getByLabel('Cím').fill('1011 Budapest, Bem rakpart 33.');
    await expectNoA11yViolations(page, 'the new venue dialog (hu)');
    await venueDialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(venueDialog).toBeHidden();
    await expect(page.getByText('Sikeres Létrehozás!')).toBeVisible();
    const card = venueCard(page, venueName);
    await expect(card.getByText('Ennek a helyszínnek még nincs terme.')).toBeVisible();

    // Two halls; the second is deleted again, the first made smaller.
    for (const [hall, hallEn, capacity] of [
      ['Nagyterem', 'Main Hall', '120'],
      ['Próbaterem', 'Rehearsal Room', '30'],
    ] as const) {
      await card.getByRole('button', { name: `Új terem: ${venueName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Új terem: ${venueName}` });
      await dialog.getByLabel('A terem neve (magyarul)').fill(hall);
      await dialog.getByLabel('A terem neve (angolul)').fill(hallEn);
      await dialog.getByLabel('Befogadóképesség (fő)').fill(capacity);
      if (hall === 'Próbaterem') await expectNoA11yViolations(page, 'the new hall dialog (hu)');
      await dialog.getByRole('button', { name: 'Mentés' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('rowheader', { name: hall })).toBeVisible();
    }
    await card.getByRole('button', { name: 'Törlés: Próbaterem' }).click();
    const confirm = page.getByRole('dialog', { name: 'Törli a termet?' });
    await expect(confirm).toContainText('A(z) „Próbaterem” terem végleg törlődik.');
    await confirm.getByRole('button', { name: 'Törlés' }).click();
    await expect(card.getByRole('rowheader', { name: 'Próbaterem' })).toBeHidden();
    await card.getByRole('button', { name: 'Szerkesztés: Nagyterem' }).click();
    const edit = page.getByRole('dialog', { name: 'Terem szerkesztése' });
    await expect(edit.getByRole('combobox', { name: /^Helyszín/ })).toHaveValue(venueName);
    await edit.getByLabel('Befogadóképesség (fő)').fill('100');
    await edit.getByRole('button', { name: 'Mentés' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByRole('row', { name: /Nagyterem/ })).toContainText('100 fő');
    await expectNoA11yViolations(page, 'the venues page (hu, desktop)');
    await keepScreenshot(page, 'admin-venues-hu-desktop');

    // A performance in the new hall, picked from the halls grouped by venue.
    const productionId = await productionThroughApi(request, `Tóték ${word}`);
    await page.goto(`/admin/programme/productions/${productionId}/performances/new`);
    await page.getByRole('combobox', { name: /^Terem/ }).click();
    await page
      .getByRole('group', { name: venueName })
      .getByRole('option', { name: 'Nagyterem (100 fő)' })
      .click();
    await typeDate(page.getByLabel('Kezdés (budapesti idő)'), inDays(40));
    await page.getByRole('button', { name: 'Javaslat a címből és a dátumból' }).click();
    await page.getByRole('button', { name: 'Előadás létrehozása' }).click();
    await expect(page).toHaveURL(/\/admin\/programme\/performances\/\d+$/);
    await expect(page.getByText(`${venueName} – Nagyterem`).first()).toBeVisible();

    // A ticket type starts with what the hall holds; more is refused under the field.
    await page.getByRole('button', { name: 'Új jegytípus' }).click();
    const type = page.getByRole('dialog', { name: 'Új jegytípus' });
    await expect(type.getByLabel('Kapacitás (db)')).toHaveValue('100');
    await expect(
      type.getByText('Legfeljebb 100 adható meg: a terembe 100 néző fér.'),
    ).toBeVisible();
    await type.getByLabel('Név (magyarul)').fill('Jegy');
    await type.getByLabel('Név (angolul)').fill('Ticket');
    await type.getByLabel('Ár (Ft, áfával)').fill('3900');
    await type.getByLabel('Kapacitás (db)').fill('120');
    await type.getByRole('button', { name: 'Mentés' }).click();
    await expect(
      type.getByText(
        'A terembe 100 néző fér, ezért ennél a jegytípusnál legfeljebb 100 adható meg.',
      ),
    ).toBeVisible();
    await expect(type.getByLabel('Kapacitás (db)')).toBeFocused();
    await type.getByLabel('Kapacitás (db)').fill('80');
    await type.getByRole('button', { name: 'Mentés' }).click();
    await expect(type).toBeHidden();
    await expect(
      page.getByText('Terem: Nagyterem, 100 fő. A jegytípusok együtt: 80.'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the performance page with its hall (hu, desktop)');

    // Now the hall and its venue have a performance: neither can be deleted.
    await page.goto('/admin/programme/venues');
    const used = venueCard(page, venueName);
    await expect(used.getByRole('button', { name: 'Törlés: Nagyterem' })).toBeDisabled();
    await expect(used.getByRole('button', { name: `Törlés: ${venueName}` })).toBeDisabled();
    await expect(used.getByText('1 előadás, ebből 1 következő')).toBeVisible();
  });

  test('in English on a phone, by keyboard, with its loading, empty and error states', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'admin');

    // A fresh installation has no venue yet (the reply held back a moment, then empty).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/venues', async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.goto('/admin/programme/venues');
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    release();
    await expect(
      page.getByText('There is no venue yet. Create the first one and add a hall to it'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the venues page, empty (en, phone)');

    // The server cannot be reached: an error with a retry, which then loads the list.
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/admin/venues', (route) => route.abort('internetdisconnected'));
    await page.reload();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page, 'the venues page, error (en, phone)');
    await page.unrouteAll({ behavior: 'wait' });
    await retry.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Main Stage' })).toBeVisible();

    // A venue by keyboard only: the dialog takes the focus, Enter saves.
    const word = uniqueWord();
    await page.getByRole('button', { name: 'New venue' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New venue' });
    await expect(dialog.getByLabel('Name (Hungarian)')).toBeFocused();
    await page.keyboard.type(`Udvar ${word}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Courtyard ${word}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('1011 Budapest, Pala utca 6.');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Successfully created!')).toBeVisible();
    const card = venueCard(page, `Courtyard ${word}`);
    await expect(card.getByText('This venue has no hall yet.')).toBeVisible();
    // Escape closes a dialog and gives the focus back.
    const addHall = card.getByRole('button', { name: `New hall: Courtyard ${word}` });
    await addHall.focus();
    await page.keyboard.press('Enter');
    const hallDialog = page.getByRole('dialog', { name: `New hall: Courtyard ${word}` });
    await expect(hallDialog).toBeVisible();
    // While it closes, the dialog keeps its title: an untitled dialog with an empty heading must not
    // be in the page at any moment (axe found one when it ran during the closing transition).
    await page.evaluate(() => {
      const seen = { untitled: 0 };
      (window as unknown as { dialogTitles: typeof seen }).dialogTitles = seen;
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('[role="dialog"]')) {
          const titleId = dialog.getAttribute('aria-labelledby');
          const title = titleId ? document.getElementById(titleId) : null;
          if (!title?.textContent?.trim()) seen.untitled += 1;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.keyboard.press('Escape');
    await expect(hallDialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(addHall).toBeFocused();
    expect(
      await page.evaluate(
        () => (window as unknown as { dialogTitles: { untitled: number } }).dialogTitles.untitled,
      ),
    ).toBe(0);
    await expectNoA11yViolations(page, 'the venues page (en, phone)');
    await keepScreenshot(page, 'admin-venues-en-phone');
  });
});
