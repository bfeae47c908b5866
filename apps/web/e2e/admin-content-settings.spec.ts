import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownStaffAccount, screenshotFromTop as shot, signInOn } from './admin-support';
import {
  e2eEnv,
  holdMaintenanceServer,
  releaseMaintenanceServer,
  expectNoA11yViolations,
  returningVisitor,
  setMaintenance,
  screenshotsKept,
} from './support';

// Content and settings in the back office (decision 0020): an administrator edits an information
// page with its live preview and a visitor reads the new text; switches maintenance on (a visitor
// gets the service-unavailable notice while the back office, and its own sign-in, keep working)
// and off again. axe on every page; screenshots in Hungarian and English, on a phone (390×844) and
// a desktop (1280×800). The reports: admin-reports.spec.ts.
//
// These journeys run on the second server (its own database, see e2e-server.ts), one after the
// other, so switching the shop off cannot disturb the other journeys.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const stamp = Date.now().toString(36);

/** A visitor of their own (no session, cookies accepted), in Hungarian. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'hu-HU', timezoneId: 'Europe/Budapest' });
  const page = await context.newPage();
  await returningVisitor(page, 'hu');
  return page;
}

test.describe('content and maintenance', () => {
  test.describe.configure({ mode: 'serial' });
  // maintenance.spec.ts uses that server too: one group at a time.
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    await holdMaintenanceServer();
  });
  test.afterAll(() => {
    releaseMaintenanceServer();
  });

  test('an administrator edits an information page; a visitor reads the new text', async ({
    page,
    request,
    browser,
  }) => {
    const { maintenance: server } = e2eEnv();
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signInOn(page, request, server.url, 'admin');
    await page.goto(`${server.url}/admin/content`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tartalom' })).toBeVisible();
    const info = page.getByRole('region', { name: 'Információk' });
    await expect(info.getByRole('row').nth(1)).toBeVisible();
    // The pages the checkout links cannot be deleted.
    const documents = page.getByRole('region', { name: 'Dokumentumok' });
    await expect(documents.getByText('Kötelező').first()).toBeVisible();
    await expectNoA11yViolations(page, 'the content list (hu)');
    await shot(page, 'content-list-hu-desktop');

    await info.getByRole('link', { name: 'Szerkesztés: Jegyvásárlás' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oldal: Jegyvásárlás' }),
    ).toBeVisible();
    const body = page.getByRole('textbox', { name: 'Szöveg (Markdown)' });
    // Loaded (a retry of this group finds the text an earlier attempt saved).
    await expect(body).not.toHaveValue('');
    const marker = `Újdonság ${stamp}`;
    await body.fill(`## ${marker}\n\nA **pénztár** mostantól hétfőn is nyitva tart.`);
    // The preview is rendered by the server, as the shop renders the page.
    const preview = page.getByRole('region', { name: 'Előnézet – így látják a látogatók' });
    await expect(preview.getByRole('heading', { level: 2, name: marker })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'pénztár' })).toBeVisible();
    await expectNoA11yViolations(page, 'the page editor (hu)');
    await shot(page, 'content-editor-hu-desktop');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(
      page.getByText('Az oldal mentve; a látogatók a következő oldalbetöltéskor látják.'),
    ).toBeVisible();

    const guest = await visitor(browser);
    await guest.goto(`${server.url}/documents/1`);
    await expect(guest.getByRole('heading', { level: 2, name: marker })).toBeVisible();
    await expect(guest.getByText('mostantól hétfőn is nyitva tart')).toBeVisible();
    await guest.context().close();

    await page.setViewportSize(phone);
    await page.goto(`${server.url}/admin/content`);
    await expect(
      page.getByRole('region', { name: 'Információk' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the content list (hu, phone)');
    await shot(page, 'content-list-hu-phone');
  });

  test('the editor in English on a phone: edit and preview in tabs', async ({ page, request }) => {
    const { maintenance: server } = e2eEnv();
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signInOn(page, request, server.url, 'admin');
    await page.goto(`${server.url}/admin/content`);
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expectNoA11yViolations(page, 'the content list (en, phone)');
    await shot(page, 'content-list-en-phone');

    await page.getByRole('link', { name: 'New page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill(`Ajándékutalvány ${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
      `ajandekutalvany-${stamp}`,
    );
    await page
      .getByRole('textbox', { name: 'Text (Markdown)' })
      .fill('Kapható **bármely** összegre.');
    // Saving with the English texts missing: the editor shows the English tab with its errors.
    await page.getByRole('button', { name: 'Create the page' }).click();
    await expect(page.getByRole('textbox', { name: 'Title in English' })).toBeVisible();
    await expect(page.getByText('Not saved: correct the marked fields.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title in English' }).fill('Gift vouchers');
    await page
      .getByRole('textbox', { name: 'Text in English (Markdown)' })
      .fill('For **any** amount.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.locator('strong', { hasText: 'any' })).toBeVisible();
    await expectNoA11yViolations(page, 'the page editor preview (en, phone)');
    await shot(page, 'content-editor-en-phone');
    await page.getByRole('button', { name: 'Create the page' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Page: Ajándékutalvány ${stamp}` }),
    ).toBeVisible();

    await page.setViewportSize(desktop);
    await expect(page.getByRole('region', { name: 'Preview – as visitors see it' })).toBeVisible();
    await expectNoA11yViolations(page, 'the page editor (en, desktop)');
    await shot(page, 'content-editor-en-desktop');
  });

  test('maintenance: visitors get the notice, the back office keeps working, and it goes off', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers, two sign-ins, axe and a probe that waits for the shop: slow on a busy CI.
    test.setTimeout(240_000);
    const { maintenance: server } = e2eEnv();
    try {
      await page.setViewportSize(desktop);
      await returningVisitor(page, 'hu');
      await signInOn(page, request, server.url, 'admin');
      await page.goto(`${server.url}/admin/settings`);
      await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'A színház neve' })).toHaveValue(/Színház/);
      await expectNoA11yViolations(page, 'the settings (hu)');
      await shot(page, 'content-settings-hu-desktop');

      const maintenance = page.getByRole('region', { name: 'Karbantartás' });
      await maintenance.getByRole('button', { name: 'Karbantartás bekapcsolása' }).click();
      const confirm = page.getByRole('dialog', { name: 'Bekapcsolja a karbantartást?' });
      await expect(confirm).toBeVisible();
      await expectNoA11yViolations(page, 'the maintenance confirmation (hu)');
      await confirm.getByRole('button', { name: 'Igen, bekapcsolom' }).click();
      await expect(maintenance.getByText('Bekapcsolva')).toBeVisible();

      // A visitor: the service-unavailable notice.
      const guest = await visitor(browser);
      await expect(async () => {
        await guest.goto(`${server.url}/`);
        await expect(
          guest.getByRole('dialog', { name: 'Oldalunk frissítés alatt áll' }),
        ).toBeVisible({
          timeout: 5_000,
        });
      }).toPass({ timeout: 20_000 });

      // The back office keeps working: its pages and their data load.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
      await expect(maintenance.getByText('Bekapcsolva')).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Az ügyintézés menüje' })
        .getByRole('link', { name: 'Tartalom' })
        .click();
      await expect(
        page.getByRole('region', { name: 'Információk' }).getByRole('row').nth(1),
      ).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Oldalunk frissítés alatt áll' })).toHaveCount(
        0,
      );

      // Staff who are signed out sign in on the back office's own page (an administrator of the
      // journey's own: the demo one would be asked for its authenticator app's code).
      const colleagueAccount = await ownStaffAccount('admin', server.databaseUrl);
      const colleague = await visitor(browser);
      await colleague.goto(`${server.url}/admin/settings`);
      await expect(
        colleague.getByRole('heading', { level: 1, name: 'Bejelentkezés az ügyintézéshez' }),
      ).toBeVisible();
      await expectNoA11yViolations(colleague, 'the staff sign-in in maintenance');
      await shot(colleague, 'content-maintenance-sign-in-hu-desktop');
      await colleague.getByRole('textbox', { name: 'E-mail-cím' }).fill(colleagueAccount.email);
      await colleague
        .getByRole('textbox', { name: 'Jelszó', exact: true })
        .fill(colleagueAccount.password);
      await colleague.getByRole('button', { name: 'Bejelentkezés' }).click();
      await expect(colleague.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
      const off = colleague.getByRole('region', { name: 'Karbantartás' });
      await off.getByRole('button', { name: 'Karbantartás kikapcsolása' }).click();
      await colleague
        .getByRole('dialog', { name: 'Kikapcsolja a karbantartást?' })
        .getByRole('button', { name: 'Igen, kikapcsolom' })
        .click();
      await expect(off.getByText('Kikapcsolva')).toBeVisible();
      await colleague.context().close();

      // The visitor's notice probes, finds the shop back, and reloads: at once when asked, or on
      // its own countdown, which may come first on a slow machine (the button then goes away).
      const retryNow = guest.getByRole('button', { name: 'Újrapróbálás most' });
      const programme = guest.getByRole('heading', { level: 1, name: 'Műsor' });
      await expect(async () => {
        if (await retryNow.isVisible()) await retryNow.click({ timeout: 2_000 });
        await expect(programme).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 90_000 });
      await guest.context().close();
    } finally {
      await setMaintenance(server.databaseUrl, false);
    }
  });

  test('the settings in English on a phone', async ({ page, request }) => {
    const { maintenance: server } = e2eEnv();
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signInOn(page, request, server.url, 'admin');
    await page.goto(`${server.url}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const colour = page.getByRole('textbox', { name: 'Background colour', exact: true });
    await colour.fill('red');
    await page.getByRole('button', { name: 'Save the look' }).click();
    await expect(page.getByText('Give the colour as #RRGGBB, e.g. #DFDBE5.')).toBeVisible();
    await expectNoA11yViolations(page, 'the settings with an error (en, phone)');
    await shot(page, 'content-settings-en-phone');
  });

  test('the invoice correction: the accountant’s choice, hu on a desktop and en on a phone', async ({
    page,
    request,
  }) => {
    const { maintenance: server } = e2eEnv();
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signInOn(page, request, server.url, 'admin');
    await page.goto(`${server.url}/admin/settings`);
    const section = page.getByRole('region', { name: 'Számlák javítása visszatérítéskor' });
    const reissue = section.getByRole('radio', { name: 'Sztornó számla és új számla' });
    const modify = section.getByRole('radio', { name: 'Módosító számla' });
    await expect(reissue).toBeChecked();
    await modify.check();
    await section.getByRole('button', { name: 'Mentés' }).click();
    await expect(
      page.getByText(/A későbbi részleges visszatérítések számláit így javítjuk: módosító számla/),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the invoice correction (hu)');
    await section.scrollIntoViewIfNeeded();
    if (screenshotsKept)
      await page.screenshot({ path: test.info().outputPath('invoicing-settings-hu-desktop.png') });
    await page.reload();
    await expect(modify).toBeChecked();

    await page.setViewportSize(phone);
    await page.evaluate(() => {
      localStorage.setItem(
        'jegy-language',
        JSON.stringify({ state: { language: 'en' }, version: 0 }),
      );
    });
    await page.goto(`${server.url}/admin/settings`);
    const english = page.getByRole('region', { name: 'Correcting invoices on refunds' });
    await expect(
      english.getByRole('radio', { name: 'Modifying invoice (módosító számla)' }),
    ).toBeChecked();
    // By keyboard: the radio group moves with the arrow keys.
    await english.getByRole('radio', { name: 'Modifying invoice (módosító számla)' }).focus();
    await page.keyboard.press('ArrowUp');
    const back = english.getByRole('radio', {
      name: 'Cancelling (sztornó) invoice and a new invoice',
    });
    await expect(back).toBeChecked();
    await english.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(/Invoices of later partial refunds are corrected by: a cancelling/),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the invoice correction (en, phone)');
    await english.scrollIntoViewIfNeeded();
    if (screenshotsKept)
      await page.screenshot({ path: test.info().outputPath('invoicing-settings-en-phone.png') });
  });
});
