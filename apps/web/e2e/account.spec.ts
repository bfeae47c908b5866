import { expect, test } from '@playwright/test';
import {
  confirmedAccount,
  mailedLink,
  newPassword,
  password,
  signIn,
  signOut,
  uniqueEmail,
} from './account-support';
import { addFromEventPage, performance } from './cart-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// Accounts in the browser: registration with the e-mail confirmation, signing in and out, and the
// profile (preferences, billing data with the NAV lookup, password). Magic link, forgotten
// password, the VIP programme, 401 handling and the keyboard: account-sign-in.spec.ts; axe on
// every account page: account-a11y.spec.ts.

test.describe('accounts', () => {
  test('register, confirm the e-mail, sign out, sign in', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('regisztracio');
    const name = 'Kovács-Nagy Éva';
    await returningVisitor(page, 'hu');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('link', { name: 'Regisztráljon most' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regisztráció' })).toBeVisible();

    // The client's own checks first: every field tied to its message.
    await page.getByRole('button', { name: 'Regisztráció' }).click();
    const nameField = page.getByLabel('Név');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoA11yViolations(page, 'register with errors');

    await nameField.fill(name);
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
    await page.getByLabel('Jelszó még egyszer').fill(password);
    await expect(
      page.getByText('Legalább 8 karakter; ne egy gyakran használt jelszót'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ }).check();
    await page.getByRole('button', { name: 'Regisztráció' }).click();
    await expect(page.getByRole('heading', { name: 'Már csak egy lépés van hátra' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // No automatic sign-in: the header still offers the login.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Bejelentkezés' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'registered');
    await keepScreenshot(page, 'account-registered-hu-desktop');

    // Signing in before the confirmation: the message and a new e-mail on request.
    await page.goto('/login');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page.getByText(/még nem erősítette meg/).first()).toBeVisible();
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Megerősítő levél újraküldése' }).click();
    await expect(page.getByText(/Elküldtük a megerősítő levelet/)).toBeVisible();
    await keepScreenshot(page, 'account-login-unconfirmed-hu-desktop');

    const link = await mailedLink(request, email, 'verify_email', since);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Sikeres megerősítés' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Fiók: ${name}` })).toBeVisible();
    await expectNoA11yViolations(page, 'verified');
    await keepScreenshot(page, 'account-verified-hu-desktop');

    // The link is single-use: opening it again fails and offers a new e-mail.
    await signOut(page, name);
    await page.goto(link);
    await expect(
      page.getByRole('alert').filter({ hasText: 'A megerősítés nem sikerült' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Megerősítő levél küldése' })).toBeVisible();

    await signIn(page, email, password);
    await expect(page.getByRole('button', { name: `Fiók: ${name}` })).toBeVisible();
  });

  test('a buyer with a held cart registers on the way to paying and is brought back to the cart', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { event, ticket } = await performance(request, 2);
    const email = uniqueEmail('kosarbol');
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');

    // The checkout's sign-in keeps the way back to the cart, and so does its register link.
    await page.goto('/login?next=%2Fcart');
    await page.getByRole('link', { name: 'Regisztráljon most' }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Fcart$/);
    await page.getByLabel('Név').fill('Kosár Kata');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
    await page.getByLabel('Jelszó még egyszer').fill(password);
    await page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ }).check();
    await page.getByRole('button', { name: 'Regisztráció' }).click();
    await expect(page.getByRole('heading', { name: 'Már csak egy lépés van hátra' })).toBeVisible();

    // Confirmed while the cart is still held: the way back to it comes first.
    await page.goto(await mailedLink(request, email, 'verify_email'));
    await expect(page.getByRole('heading', { name: 'Sikeres megerősítés' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Vissza a kosárhoz' });
    await expect(back).toBeVisible();
    await expectNoA11yViolations(page, 'verified with a held cart');
    await keepScreenshot(page, 'account-verified-cart-hu-desktop');
    await back.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('textbox', { name: `Mennyiség: ${ticket.name} – ${event.name}` }),
    ).toHaveValue('1');
  });

  test('profile: preferences, billing data with the NAV lookup, password change', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email, name } = await confirmedAccount(request);
    await returningVisitor(page, 'hu');
    await signIn(page, email, password);

    await page.getByRole('button', { name: `Fiók: ${name}` }).click();
    await page.getByRole('link', { name: 'Profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profilom' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Fiókadatok' });
    await expect(details.getByText(email)).toBeVisible();

    // Preferences save on change and are kept.
    const newsletter = page.getByRole('checkbox', { name: /Hírlevél/ });
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await expect(details.getByRole('status')).toHaveText('Elmentve');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Hírlevél/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Fontos tudnivalók/ })).not.toBeChecked();

    // Billing data, private: the name starts as the user's.
    const billing = page.getByRole('region', { name: 'Számlázási adatok' });
    await expect(billing.getByLabel('Név')).toHaveValue(name);
    await expect(billing.getByRole('combobox', { name: 'Ország' })).toHaveValue('Magyarország');
    await billing.getByRole('button', { name: 'Mentés' }).click();
    await expect(billing.getByLabel('Irányítószám')).toHaveAttribute('aria-invalid', 'true');
    await billing.getByLabel('Irányítószám').fill('1051');
    await billing.getByLabel('Település').fill('Budapest');
    await billing.getByLabel('Közterület neve').fill('Október 6.');
    await billing.getByRole('combobox', { name: 'Közterület jellege' }).click();
    await page.getByRole('option', { name: 'utca', exact: true }).click();
    await billing.getByLabel('Házszám').fill('12');
    await billing.getByLabel('Emelet').fill('3');
    await billing.getByRole('button', { name: 'Mentés' }).click();
    await expect(billing.getByText('A számlázási adatokat elmentettük.')).toBeVisible();
    await page.reload();
    await expect(billing.getByLabel('Irányítószám')).toHaveValue('1051');
    await expect(billing.getByRole('combobox', { name: 'Közterület jellege' })).toHaveValue('utca');
    await expectNoA11yViolations(page, 'profile');
    await keepScreenshot(page, 'account-profile-hu-desktop');

    // Company: the address is cleared; the tax number fills it from the NAV simulator.
    await billing.getByRole('radio', { name: 'Cég' }).check();
    await expect(billing.getByLabel('Irányítószám')).toHaveValue('');
    const taxNumber = billing.getByLabel('Adószám');
    // A wrong check digit is caught in the browser, before any lookup.
    await taxNumber.pressSequentially('12345678142');
    await taxNumber.press('Tab');
    await expect(billing.getByText('Az adószám ellenőrző számjegye hibás.')).toBeVisible();
    await taxNumber.fill('');
    await taxNumber.pressSequentially('13421739241');
    await expect(taxNumber).toHaveValue('13421739-2-41');
    await taxNumber.press('Tab');
    const companyName = billing.getByLabel('Cégnév');
    await expect(companyName).toHaveValue('Rakparti Színház Nonprofit Kft.');
    await expect(companyName).toHaveAttribute('readonly', '');
    await expect(billing.getByLabel('Település')).toHaveValue('Budapest');
    await expectNoA11yViolations(page, 'profile, company');
    await billing.getByRole('button', { name: 'Mentés' }).click();
    await expect(billing.getByText('A számlázási adatokat elmentettük.')).toBeVisible();
    await keepScreenshot(page, 'account-profile-company-hu-desktop');

    // Back to private: the company name goes, the name falls back to the user's.
    await billing.getByRole('radio', { name: 'Magánszemély' }).check();
    await expect(billing.getByLabel('Név')).toHaveValue(name);
    await expect(billing.getByLabel('Adószám')).toHaveCount(0);

    // Password change: the fields are cleared after saving.
    const security = page.getByRole('region', { name: 'Jelszó módosítása' });
    await security.getByLabel('Jelenlegi jelszó').fill(password);
    await security.getByRole('textbox', { name: 'Új jelszó', exact: true }).fill(newPassword);
    await security.getByLabel('Új jelszó még egyszer').fill(newPassword);
    await security.getByRole('button', { name: 'Jelszó módosítása' }).click();
    await expect(security.getByText('A jelszavát megváltoztattuk.')).toBeVisible();
    await expect(security.getByLabel('Jelenlegi jelszó')).toHaveValue('');
    await expect(security.getByRole('textbox', { name: 'Új jelszó', exact: true })).toHaveValue('');

    await signOut(page, name);
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page.getByText('Hibás e-mail-cím vagy jelszó.').first()).toBeVisible();
    await signIn(page, email, newPassword);
  });
});
