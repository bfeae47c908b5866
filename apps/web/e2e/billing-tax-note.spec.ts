import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFromEventPage, performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { freshBuyer } from './orders-support';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  screenshotDir,
  screenshotsKept,
  sizeFor,
  viewports,
} from './support';

// The tax-number lookup of the billing fields (docs/product.md §5), on the profile and in the
// checkout: a well-formed number NAV does not know is a neutral note, no red field and no toast,
// and the company's fields stay valid and open for typing; a failed lookup (a ceased taxpayer) is
// an error, and its toast never covers the checkout's primary button, on a phone (390×844) or a
// desktop (1280×800). axe on each, Hungarian and English.

test.use({ baseURL: shopOrigin });

type Language = 'hu' | 'en';

const texts = {
  hu: {
    billing: 'Számlázási adatok',
    company: 'Cég',
    taxNumber: 'Adószám',
    companyName: 'Cégnév',
    note: 'A NAV nem ismeri ezt az adószámot; kérjük, adja meg a cég adatait kézzel.',
    ceased: /megszűnt/,
    invoice: /Számlát kérek/,
    next: 'Tovább az összesítőhöz',
    added: 'A kosárba tettük',
    zip: 'Irányítószám',
    city: 'Település',
    street: 'Közterület neve',
    streetType: 'Közterület jellege',
    house: 'Házszám',
    save: 'Mentés',
    saved: 'A számlázási adatokat elmentettük.',
  },
  en: {
    billing: 'Billing details',
    company: 'Company',
    taxNumber: 'Tax number',
    companyName: 'Company name',
    note: "NAV does not know this tax number; please enter the company's details yourself.",
    ceased: /ceased/,
    invoice: /I need an invoice/,
    next: 'Continue to the summary',
    added: 'Added to your cart',
    zip: 'Postal code',
    city: 'City',
    street: 'Street name',
    streetType: 'Street type',
    house: 'House number',
    save: 'Save',
    saved: 'Your billing details are saved.',
  },
} as const;

/** A number with a valid check digit that the NAV simulator does not know. */
const unknownNumber = '11111111241';
/** The simulator's ceased taxpayer: the lookup fails. */
const ceasedNumber = '23998515241';

async function typeTaxNumber(scope: Locator, language: Language, digits: string): Promise<void> {
  const field = scope.getByLabel(texts[language].taxNumber);
  await field.fill('');
  await field.pressSequentially(digits);
  await field.press('Tab');
}

/** The unknown number: the neutral note, and nothing red, nothing locked, no toast. */
async function expectUnknownNote(page: Page, scope: Locator, language: Language): Promise<void> {
  const text = texts[language];
  const note = scope.getByRole('status').filter({ hasText: text.note });
  await expect(note).toBeVisible();
  const taxNumber = scope.getByLabel(text.taxNumber);
  await expect(taxNumber).not.toHaveAttribute('aria-invalid', 'true');
  await expect(taxNumber).not.toHaveAccessibleDescription(new RegExp(text.note.slice(0, 20)));
  const companyName = scope.getByLabel(text.companyName);
  await expect(companyName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(companyName).not.toHaveAttribute('readonly', '');
  await expect(companyName).toBeEditable();
  await page.waitForTimeout(400);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  // Not in red: the note's text is the page's own colour.
  const [color, body] = await note
    .locator('p')
    .evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(document.body).color,
    ]);
  expect(color).toBe(body);
}

function overlaps(a: DOMRectLike, b: DOMRectLike): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * While a toast is shown (2 s), it and the button do not overlap: the button where it sits, then
 * at the bottom of the screen and in its middle, as a visitor scrolls to it.
 */
async function expectToastClearOf(
  page: Page,
  button: Locator,
  what: string,
  screenshot: string,
): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  if (screenshotsKept)
    await page.screenshot({ path: path.join(screenshotDir, `${screenshot}.png`) });
  for (const block of ['natural', 'end', 'center'] as const) {
    if (block !== 'natural') {
      await button.evaluate((element, where) => {
        element.scrollIntoView({ block: where });
      }, block);
    }
    const [toastBox, buttonBox] = await Promise.all([toast.boundingBox(), button.boundingBox()]);
    expect(toastBox, 'the toast is on the screen').not.toBeNull();
    expect(buttonBox, `${what} is on the page`).not.toBeNull();
    expect(
      overlaps(toastBox!, buttonBox!),
      `the toast ${JSON.stringify(toastBox)} covers ${what} ${JSON.stringify(buttonBox)} (${block})`,
    ).toBe(false);
  }
}

for (const language of ['hu', 'en'] as const) {
  for (const viewport of [sizeFor(language)]) {
    test(`profile: a tax number NAV does not know is a note, not an error (${language}, ${viewport})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const text = texts[language];
      await page.setViewportSize(viewports[viewport]);
      await returningVisitor(page, language);
      await freshBuyer(page, request);
      await page.goto('/profile');
      const billing = page.getByRole('region', { name: text.billing });
      await billing.getByRole('radio', { name: text.company }).check();
      await typeTaxNumber(billing, language, unknownNumber);
      await expectUnknownNote(page, billing, language);
      await expectNoA11yViolations(page, `profile, unknown tax number ${language} ${viewport}`);
      await keepScreenshot(page, `billing-tax-unknown-profile-${language}-${viewport}`);

      // The company's details typed by hand are saved.
      await billing.getByLabel(text.companyName).fill('Kézi Adat Kft.');
      await billing.getByLabel(text.zip).fill('1051');
      await billing.getByLabel(text.city).fill('Budapest');
      await billing.getByLabel(text.street).fill('Október 6.');
      await billing.getByRole('combobox', { name: text.streetType }).click();
      await page
        .getByRole('option', { name: language === 'hu' ? 'utca' : 'utca (street)' })
        .click();
      await billing.getByLabel(text.house).fill('12');
      await billing.getByRole('button', { name: text.save }).click();
      await expect(billing.getByText(text.saved)).toBeVisible();
    });
  }
}

const checkoutViewports = {
  phone: viewports.phone,
  desktop: { width: 1280, height: 800 },
} as const;

for (const [language, viewport, nth] of [
  // The other two of the four (decision 0062): the profile's test above takes hu on a desktop.
  ['hu', 'phone', 3],
  ['en', 'desktop', 4],
] as const) {
  test(`checkout: the note for an unknown number; a failed lookup's toast clears the primary button (${language}, ${viewport})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = texts[language];
    const { event, ticket } = await performance(request, nth);
    await page.setViewportSize(checkoutViewports[viewport]);
    await returningVisitor(page, language);
    await freshBuyer(page, request);
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(
      page,
      language === 'hu' ? ticket.name : ticket.name_translations.en || ticket.name,
      text.added,
    );
    await page.goto('/cart?step=billing');
    await page.getByRole('radio', { name: text.invoice }).check();
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: text.company }).check();

    await typeTaxNumber(main, language, unknownNumber);
    await expectUnknownNote(page, main, language);
    await expectNoA11yViolations(page, `checkout, unknown tax number ${language} ${viewport}`);
    await keepScreenshot(page, `billing-tax-unknown-checkout-${language}-${viewport}`);

    // A failed lookup is an error: a toast that leaves the button clear, and on the field.
    await typeTaxNumber(main, language, ceasedNumber);
    const next = page.getByRole('button', { name: text.next });
    await expectToastClearOf(page, next, `"${text.next}"`, `billing-toast-${language}-${viewport}`);
    const taxNumber = main.getByLabel(text.taxNumber);
    await expect(taxNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(taxNumber).toHaveAccessibleDescription(text.ceased);
  });
}
