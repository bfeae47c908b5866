import { expect, test } from '@playwright/test';
import { freshBuyer } from './orders-support';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  sizeFor,
  viewports,
} from './support';

// The shared password field marks a wrong value as the other fields do (aria-invalid, its message
// as the field's description), and the phone menu's account section is there the moment the menu
// opens, read from the stored session. axe on each, Hungarian and English, phone and desktop.

const texts = {
  hu: {
    login: 'Bejelentkezés',
    password: 'Jelszó',
    email: 'E-mail-cím',
    current: 'Jelenlegi jelszó',
    new: 'Új jelszó',
    newAgain: 'Új jelszó még egyszer',
    change: 'Jelszó módosítása',
    wrong: 'A jelenlegi jelszó nem megfelelő.',
    openMenu: 'Menü megnyitása',
  },
  en: {
    login: 'Sign in',
    password: 'Password',
    email: 'E-mail address',
    current: 'Current password',
    new: 'New password',
    newAgain: 'New password again',
    change: 'Change password',
    wrong: 'The current password is not correct.',
    openMenu: 'Open menu',
  },
} as const;

for (const language of ['hu', 'en'] as const) {
  for (const viewport of [sizeFor(language)]) {
    test(`a wrong password is marked invalid with its message (${language}, ${viewport})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const text = texts[language];
      await page.setViewportSize(viewports[viewport]);
      await returningVisitor(page, language);

      // Sign-in, sent empty: the password is invalid like the e-mail, its message its description.
      await page.goto('/login');
      await page.getByRole('button', { name: text.login }).click();
      const email = page.getByLabel(text.email);
      const password = page.getByRole('textbox', { name: text.password, exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      const message = await page
        .locator(`#${(await password.getAttribute('id')) ?? ''}-error`)
        .textContent();
      expect(message?.trim()).toBeTruthy();
      await expect(password).toHaveAccessibleDescription(message!.trim());
      await expectNoA11yViolations(page, `login with errors ${language} ${viewport}`);
      await keepScreenshot(page, `password-invalid-login-${language}-${viewport}`);
      // Typed: valid again.
      await password.fill('valami-jelszo');
      await email.fill('valaki@example.com');
      await page.getByRole('button', { name: text.login }).click();
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');

      // The profile's password change: the server says the current password is wrong.
      await freshBuyer(page, request);
      // The sign-in page's store gives way to the new buyer's session on the next load.
      await page.evaluate(() => {
        localStorage.removeItem('jegy-auth');
      });
      await page.goto('/profile');
      const current = page.getByRole('textbox', { name: text.current, exact: true });
      await current.fill('nem-ez-a-jelszo');
      await page
        .getByRole('textbox', { name: text.new, exact: true })
        .fill('Masik-Jelszo-Rakpart-2026');
      await page
        .getByRole('textbox', { name: text.newAgain, exact: true })
        .fill('Masik-Jelszo-Rakpart-2026');
      await page.getByRole('button', { name: text.change }).click();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription(text.wrong);
      await expect(page.getByRole('textbox', { name: text.new, exact: true })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoA11yViolations(page, `password change refused ${language} ${viewport}`);
      await keepScreenshot(page, `password-invalid-profile-${language}-${viewport}`);
    });
  }

  test(`the phone menu opens with its account section at once (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const text = texts[language];
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, language);
    const session = await freshBuyer(page, request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: text.openMenu })).toBeVisible();
    // From now on every script the page fetches is slow: the menu's and its account section's.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.fallback();
    });
    await page.getByRole('button', { name: text.openMenu }).click();
    // The moment the menu is there, the account section (name, Profile, Sign out) is in it.
    await page.waitForSelector('[role="dialog"]');
    const atOnce = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      return {
        // At its address in the language shown (decision 0061): /profile or /en/profile.
        profile: dialog?.querySelector('a[href="/profile"], a[href="/en/profile"]') !== null,
        text: dialog?.textContent ?? '',
      };
    });
    expect(atOnce.profile, 'the Profile link is in the menu as it opens').toBe(true);
    expect(atOnce.text).toContain(session.user.name);
    await expectNoA11yViolations(page, `phone menu ${language}`);
    await keepScreenshot(page, `account-drawer-at-once-${language}-phone`);
  });
}
