import { expect, test } from '@playwright/test';
import { confirmedAccount, password } from './account-support';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  sizeFor,
  viewports,
} from './support';

// Axe on every account page, signed out and signed in, in Hungarian and English, on a desktop and
// a phone (with the phone's drawer), and in the dark scheme.

type Language = 'hu' | 'en';

const pageTitles: Record<Language, Record<string, string>> = {
  hu: {
    login: 'Bejelentkezés',
    register: 'Regisztráció',
    'magic-link': 'Belépés e-mailben kapott linkkel',
    'forgot-password': 'Elfelejtett jelszó',
    'reset-password': 'Új jelszó megadása',
    'verify-email': 'E-mail-cím megerősítése',
    profile: 'Profilom',
  },
  en: {
    login: 'Sign in',
    register: 'Register',
    'magic-link': 'Sign in with an e-mailed link',
    'forgot-password': 'Forgotten password',
    'reset-password': 'Set a new password',
    'verify-email': 'Confirm your e-mail address',
    profile: 'My profile',
  },
};

const signedOutPages: [string, string][] = [
  ['login', '/login'],
  ['register', '/register'],
  ['magic-link', '/magic-link'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password/not-a-real-token'],
  ['verify-email', '/verify-email/999999/not-a-real-token'],
];

for (const language of ['hu', 'en'] as const) {
  for (const viewport of [sizeFor(language)]) {
    test(`account pages pass axe (${language}, ${viewport})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewports[viewport]);
      await returningVisitor(page, language);
      for (const [name, url] of signedOutPages) {
        await page.goto(url);
        await expect(
          page.getByRole('heading', { level: 1, name: pageTitles[language][name] }),
        ).toBeVisible();
        if (name === 'verify-email') {
          await expect(page.getByRole('alert').first()).toBeVisible();
        }
        await expectNoA11yViolations(page, `${name} ${language} ${viewport}`);
        await keepScreenshot(page, `account-${name}-${language}-${viewport}`);
      }

      const { email, name } = await confirmedAccount(request, 'Szabó Anna');
      await page.goto('/login');
      await page
        .getByRole('textbox', { name: language === 'hu' ? 'E-mail-cím' : 'E-mail address' })
        .fill(email);
      await page
        .getByRole('textbox', { name: language === 'hu' ? 'Jelszó' : 'Password', exact: true })
        .fill(password);
      await page
        .getByRole('button', { name: language === 'hu' ? 'Bejelentkezés' : 'Sign in' })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/profile');
      await expect(
        page.getByRole('heading', { level: 1, name: pageTitles[language]['profile'] }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: language === 'hu' ? 'Mentés' : 'Save' }),
      ).toBeVisible();
      await expectNoA11yViolations(page, `profile ${language} ${viewport}`);
      await keepScreenshot(page, `account-profile-${language}-${viewport}`);

      if (viewport === 'phone') {
        // The phone drawer carries the account links.
        await page
          .getByRole('button', { name: language === 'hu' ? 'Menü megnyitása' : 'Open menu' })
          .click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByText(name)).toBeVisible();
        await expect(
          drawer.getByRole('link', { name: language === 'hu' ? 'Profil' : 'Profile' }),
        ).toBeVisible();
        await expect(
          drawer.getByRole('button', { name: language === 'hu' ? 'Kijelentkezés' : 'Sign out' }),
        ).toBeVisible();
        await expectNoA11yViolations(page, `drawer ${language}`);
        await keepScreenshot(page, `account-drawer-${language}-phone`);
        await drawer
          .getByRole('button', { name: language === 'hu' ? 'Kijelentkezés' : 'Sign out' })
          .click();
        await expect(page).toHaveURL(/\/login$/);
      } else {
        await page.getByRole('button', { name: new RegExp(name) }).click();
        await keepScreenshot(page, `account-menu-${language}-desktop`);
      }
    });
  }
}

test.describe('dark appearance', () => {
  test.use({ colorScheme: 'dark' });

  test('login and profile pass axe in the dark scheme', async ({ page, request }) => {
    const { email } = await confirmedAccount(request);
    await returningVisitor(page, 'hu');
    await page.addInitScript(() => {
      localStorage.setItem(
        'jegy-layout',
        JSON.stringify({ state: { colorScheme: 'dark' }, version: 1 }),
      );
    });
    await page.goto('/login?next=%2Fprofile');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page.getByLabel('E-mail-cím')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'login dark, with errors');
    await keepScreenshot(page, 'account-login-dark-hu-desktop');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profilom' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mentés' })).toBeVisible();
    await expectNoA11yViolations(page, 'profile dark');
    await keepScreenshot(page, 'account-profile-dark-hu-desktop');
  });
});
