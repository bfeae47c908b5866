import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInAs, typeDate } from './admin-support';
import { desktop, uniqueWord } from './admin-programme-support';
import { addFromEventPage, keepScreenshot } from './cart-support';
import { demoBuyer, payOnSimulator, shopOrigin, signedIn, testCards } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The programme in the back office (decision 0018): an administrator creates a production with its
// poster, a performance with two ticket types, and publishes it; a visitor finds it in the
// programme and buys a ticket; the administrator then sees it sold, and cannot lower the capacity
// below it (the server's 422 under the field). The pages in Hungarian and English, on a phone and
// a desktop, axe-core clean, with screenshots, and that they are for administrators only:
// admin-programme-pages.spec.ts.

test.use({ baseURL: shopOrigin });

/** A poster as a theatre would upload it: a real PNG, made here. */
async function posterPng(width = 900, height = 1200): Promise<Buffer> {
  const stripes = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const band = Math.floor(y / (height / 6)) % 2 === 0;
      stripes[offset] = band ? 122 : 240;
      stripes[offset + 1] = band ? 24 : 200;
      stripes[offset + 2] = band ? 52 : 120;
    }
  }
  return sharp(stripes, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A `datetime-local` value `days` from now at 19:00 (Budapest is the browser's zone here). */
function inDays(days: number, time = '19:00'): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(date);
  return `${day}T${time}`;
}

/** Picks an option of a Mantine select by the select's label and the option's name. */
async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('the programme in the back office', () => {
  test('an administrator puts a new production on sale and a visitor buys a ticket for it', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    const word = uniqueWord();
    const name = `Próbajáték ${word}`;

    // The menu leads to the programme; a new production from there.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Műsor' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('link', { name: 'Új produkció' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Új produkció' })).toBeVisible();

    // The form checks itself first: the titles are required.
    await page.getByRole('button', { name: 'Produkció létrehozása' }).click();
    await expect(page.getByLabel('Cím (magyarul)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('A mező kitöltése kötelező.').first()).toBeVisible();
    await page.getByLabel('Cím (magyarul)').fill(name);
    await page.getByLabel('Cím (angolul)').fill(`Rehearsal play ${word}`);
    await page.getByLabel('Szerző (magyarul)').fill('Örkény István');
    await page.getByLabel('Szerző (angolul)').fill('István Örkény');
    await page.getByLabel('Leírás (magyarul)').fill('Groteszk **két** részben.');
    await page.getByLabel('Leírás (angolul)').fill('A grotesque in **two** parts.');
    await page.getByLabel('Időtartam (perc)').fill('110');
    await page.getByLabel('Korhatár (év)').fill('12');
    await page.getByRole('button', { name: 'Produkció létrehozása' }).click();
    await expect(page).toHaveURL(/\/admin\/programme\/productions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The poster: a PNG chosen, previewed, uploaded with its progress, resized by the server.
    await page.getByLabel('Képfájl').setInputFiles({
      name: 'plakat.png',
      mimeType: 'image/png',
      buffer: await posterPng(),
    });
    const preview = page.getByRole('img', { name: 'Az új plakát előnézete' });
    await expect(preview).toBeVisible();
    // The picture itself shows (the policy allows the page's own blob: URLs), not a broken image.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(900);
    await page.getByRole('button', { name: 'Feltöltés' }).click();
    await expect(page.getByText(/A plakát feltöltve \(600×800 képpont\)/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: `A(z) ${name} jelenlegi plakátja` }),
    ).toHaveAttribute('src', /\/storage\/posters\/upload-\d+-[0-9a-f]{16}\.webp$/);
    // A file that is not a picture is refused before it is sent.
    await page.getByLabel('Képfájl').setInputFiles({
      name: 'plakat.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await expect(page.getByText('A plakát JPEG, PNG vagy WebP kép lehet.')).toBeVisible();
    await expectNoA11yViolations(page, 'the production page (hu, desktop)');

    // An information block for every performance: a dialog, checked before it is sent.
    await page.getByRole('button', { name: 'Új információs blokk' }).click();
    const infoDialog = page.getByRole('dialog', { name: 'Új információs blokk' });
    await expect(infoDialog.getByLabel('Cím (magyarul)')).toBeFocused();
    await infoDialog.getByLabel('Cím (magyarul)').fill('Ruhatár');
    await infoDialog.getByLabel('Cím (angolul)').fill('Cloakroom');
    await infoDialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(infoDialog.getByLabel('Szöveg (magyarul)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await infoDialog
      .getByLabel('Szöveg (magyarul)')
      .fill('A ruhatár az előadás előtt egy órával nyit.');
    await infoDialog
      .getByLabel('Szöveg (angolul)')
      .fill('The cloakroom opens an hour before the show.');
    await expectNoA11yViolations(page, 'the information block dialog (hu)');
    await infoDialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(infoDialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Szerkesztés: Ruhatár' })).toBeVisible();

    // A performance: hall, start, address suggested from the title and the date.
    await page.getByRole('link', { name: 'Új előadás' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Új előadás' })).toBeVisible();
    // The demo's general-admission hall (a seated one's seats give the capacity).
    await choose(page, /^Terem/, /^Stúdió \(\d+ fő\)$/);
    await typeDate(page.getByLabel('Kezdés (budapesti idő)'), inDays(21));
    // The sale cannot end before it starts.
    await typeDate(page.getByLabel('Jegyárusítás kezdete'), inDays(3));
    await typeDate(page.getByLabel('Jegyárusítás vége'), inDays(2));
    await page.getByRole('button', { name: 'Javaslat a címből és a dátumból' }).click();
    await expect(page.getByLabel('Webcím')).toHaveValue(
      new RegExp(`^probajatek-${word}-\\d{4}-\\d{2}-\\d{2}$`),
    );
    await page.getByRole('button', { name: 'Előadás létrehozása' }).click();
    await expect(page.getByText('Az árusítás vége legyen később, mint a kezdete.')).toBeVisible();
    await typeDate(page.getByLabel('Jegyárusítás kezdete'), '');
    await typeDate(page.getByLabel('Jegyárusítás vége'), '');
    await page.getByRole('button', { name: 'Előadás létrehozása' }).click();
    await expect(page).toHaveURL(/\/admin\/programme\/performances\/\d+$/);
    const eventUrl = (await page.getByLabel('Webcím').inputValue()).trim();

    // Not publishable without a ticket type.
    const publish = page.getByRole('switch', { name: 'Közzétéve a műsorban' });
    await expect(publish).toBeDisabled();
    await expect(
      page.getByText('Közzététel előtt adjon hozzá legalább egy jegytípust.').first(),
    ).toBeVisible();

    // Two ticket types.
    for (const [typeName, typeNameEn, price, capacity] of [
      ['Földszint', 'Stalls', '6900', '40'],
      ['Erkély', 'Balcony', '4500', '25'],
    ] as const) {
      await page.getByRole('button', { name: 'Új jegytípus' }).click();
      const dialog = page.getByRole('dialog', { name: 'Új jegytípus' });
      await dialog.getByLabel('Név (magyarul)').fill(typeName);
      await dialog.getByLabel('Név (angolul)').fill(typeNameEn);
      await dialog.getByLabel('Ár (Ft, áfával)').fill(price);
      await dialog.getByLabel('Kapacitás (db)').fill(capacity);
      await dialog.getByRole('combobox', { name: /^Áfakulcs/ }).click();
      await page.getByRole('option', { name: '5%', exact: true }).click();
      if (typeName === 'Erkély') await expectNoA11yViolations(page, 'the ticket type dialog (hu)');
      await dialog.getByRole('button', { name: 'Mentés' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('rowheader', { name: typeName })).toBeVisible();
    }
    await expect(page.getByRole('row', { name: /Földszint/ })).toContainText('6900 Ft');
    await expect(page.getByRole('row', { name: /Földszint/ })).toContainText(
      '0 eladva, 0 foglalva / 40',
    );

    // Published: the switch, and the shop's page of it.
    // A click can be lost while the page settles after the ticket types (the switch then stays
    // off): click again only when it is off and idle, so a slow reply is never toggled back.
    await expect(async () => {
      if (!(await publish.isChecked()) && (await publish.isEnabled())) {
        await publish.click();
      }
      await expect(publish).toBeChecked({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(/Az előadást közzétettük/)).toBeVisible();
    await expectNoA11yViolations(page, 'the performance page (hu, desktop)');

    // A visitor finds it in the programme (within a few seconds) and buys a ticket.
    const visitor = await browser.newContext({
      baseURL: shopOrigin,
      locale: 'hu-HU',
      timezoneId: 'Europe/Budapest',
      viewport: desktop,
    });
    try {
      const shop = await visitor.newPage();
      await returningVisitor(shop, 'hu');
      await signedIn(shop, request, demoBuyer);
      const card = shop.locator('main').getByRole('link', { name: new RegExp(name) });
      await expect(async () => {
        await shop.goto('/');
        await shop
          .getByRole('textbox', { name: 'Keresés' })
          .or(shop.getByRole('searchbox', { name: 'Keresés' }))
          .fill(word);
        await expect(card.first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      // The search re-renders the list as its address settles: click again if a click was lost.
      const eventPage = new RegExp(`/events/${eventUrl}$`);
      await expect(async () => {
        if (!eventPage.test(shop.url())) await card.first().click({ timeout: 5_000 });
        await expect(shop).toHaveURL(eventPage, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
      const eventPoster = shop.getByRole('img', { name: new RegExp(name) }).first();
      await expect(eventPoster).toHaveAttribute('src', /\/storage\/posters\/upload-/);
      // A <picture> (decision 0059): Chromium shows the AVIF copy, fetched first, its size known.
      await expect(eventPoster).toHaveAttribute('fetchpriority', 'high');
      await expect(eventPoster).not.toHaveAttribute('loading', 'lazy');
      await expect(eventPoster).toHaveAttribute('width', '600');
      await expect(eventPoster).toHaveAttribute('height', '800');
      await expect
        .poll(() =>
          eventPoster.evaluate((img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
          ),
        )
        .toMatch(/\/storage\/posters\/upload-\d+-[0-9a-f]{16}-\d+\.avif$/);
      await expect(shop.getByText('A ruhatár az előadás előtt egy órával nyit.')).toBeVisible();
      await addFromEventPage(shop, 'Földszint', 'A kosárba tettük');
      await shop.goto('/cart');
      await shop.getByRole('button', { name: 'Tovább', exact: true }).click();
      await shop.getByRole('radio', { name: /Csak nyugtát kérek/ }).check();
      await shop.getByRole('button', { name: 'Tovább az összesítőhöz' }).click();
      await shop.getByRole('checkbox', { name: /Elolvastam és elfogadom/ }).check();
      await shop.getByRole('button', { name: /Fizetés bankkártyával/ }).click();
      await payOnSimulator(shop, 'hu', testCards.success);
      await expect(shop).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 30_000 });
    } finally {
      await visitor.close();
    }

    // Back in the back office: one sold, and the capacity cannot go below it.
    await page.reload();
    const stalls = page.getByRole('row', { name: /Földszint/ });
    await expect(stalls).toContainText('1 eladva, 0 foglalva / 40');
    await expect(stalls).toContainText('Legalább 1');
    await page.getByRole('button', { name: 'Szerkesztés: Földszint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jegytípus szerkesztése' });
    await dialog.getByLabel('Kapacitás (db)').fill('0');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(dialog.getByText(/A kapacitás legalább 1 legyen/)).toBeVisible();
    await expect(dialog.getByLabel('Kapacitás (db)')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Mégse', exact: true }).click();
    // Sold: it can no longer be deleted.
    await expect(page.getByRole('button', { name: 'Törlés: Földszint' })).toBeDisabled();
    await keepScreenshot(page, 'programme-admin-journey-hu-desktop');
  });
});
