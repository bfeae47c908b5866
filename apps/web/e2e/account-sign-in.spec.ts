import { expect, test } from '@playwright/test';
import {
  confirmedAccount,
  mailedLink,
  newPassword,
  password,
  signIn,
  signOut,
} from './account-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// Signing in other ways: the magic link, a forgotten password reset by e-mail, the VIP programme
// a VIP sees once signed in, a session the server no longer knows (401), and the keyboard alone.

test.describe('accounts', () => {
  test('magic link: the e-mailed link signs in', async ({ page, request }) => {
    const { email, name } = await confirmedAccount(request);
    await returningVisitor(page, 'hu');
    await page.goto('/login');
    await page.getByRole('link', { name: /Belépés jelszó nélkül/ }).click();
    await expect(page).toHaveURL(/\/magic-link$/);
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('button', { name: 'Link küldése' }).click();
    await expect(page.getByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeVisible();
    const link = await mailedLink(request, email, 'magic_link');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Fiók: ${name}` })).toBeVisible();
    // Used once: a second visit says so and offers the form.
    await signOut(page, name);
    await page.goto(link);
    await expect(page.getByText('A link nem használható')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link küldése' })).toBeVisible();
  });

  test('forgotten password: reset by e-mail, then sign in', async ({ page, request }) => {
    const { email } = await confirmedAccount(request);
    await returningVisitor(page, 'hu');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Elfelejtette a jelszavát?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Elfelejtett jelszó' })).toBeVisible();
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('button', { name: 'Visszaállítás' }).click();
    await expect(page.getByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeVisible();
    const link = await mailedLink(request, email, 'reset_password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Új jelszó megadása' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Új jelszó', exact: true }).fill(newPassword);
    await page.getByLabel('Új jelszó még egyszer').fill('Nem-Ugyanaz-2026');
    await page.getByRole('button', { name: 'Jelszó mentése' }).click();
    await expect(page.getByText('A két jelszó nem egyezik.')).toBeVisible();
    await page.getByLabel('Új jelszó még egyszer').fill(newPassword);
    await page.getByRole('button', { name: 'Jelszó mentése' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Az új jelszavát elmentettük/)).toBeVisible();
    await signIn(page, email, newPassword);
    // The reset link is spent.
    await page.goto(link);
    await page.getByRole('textbox', { name: 'Új jelszó', exact: true }).fill(newPassword);
    await page.getByLabel('Új jelszó még egyszer').fill(newPassword);
    await page.getByRole('button', { name: 'Jelszó mentése' }).click();
    await expect(page.getByRole('heading', { name: 'A link nem használható' })).toBeVisible();
  });

  test('a VIP sees the VIP-only performance; others do not', async ({ page }) => {
    // A long journey (two programmes, a sign-in, axe, a screenshot, two pages, a sign-out): it
    // takes about 45 s on a busy two-core machine, the default limit.
    test.setTimeout(90_000);
    await returningVisitor(page, 'hu');
    await page.goto('/');
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const liliom = cards.filter({ hasText: 'Liliom' });
    const publicCount = await liliom.count();
    await expect(cards.filter({ hasText: 'VIP' })).toHaveCount(0);

    await signIn(page, 'vip@example.com', 'Rakpart-VIP-2026');
    const vipCard = cards.filter({ hasText: 'Liliom' }).filter({ hasText: 'VIP' });
    await expect(vipCard).toHaveCount(1);
    await expect(liliom).toHaveCount(publicCount + 1);
    await vipCard.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page, 'VIP programme');
    await keepScreenshot(page, 'account-vip-programme-hu-desktop');

    // The VIP-only performance opens; a VIP also sees the VIP ticket types.
    await vipCard.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liliom' })).toBeVisible();
    await page.goto('/');
    await cards.filter({ hasText: 'A Körút csillagai' }).first().getByRole('link').click();
    // A seated performance: the VIP zone is in the map's legend of prices.
    await expect(
      page
        .getByRole('rowheader', { name: 'VIP páholy' })
        .or(page.getByRole('region', { name: 'Jelmagyarázat' }).getByText(/VIP páholy/)),
    ).toBeVisible();

    // Signing out reloads the public programme.
    await signOut(page, 'Kovács-Nagy Éva');
    await page.goto('/');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'VIP' })).toHaveCount(0);
  });

  test('the profile needs a session; an expired one goes to /login and back', async ({
    page,
    request,
  }) => {
    const { email, name } = await confirmedAccount(request);
    await returningVisitor(page, 'hu');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profilom' })).toBeVisible();

    // A token the server no longer knows (401): the session is cleared, then /login. Revoked on
    // the server (as a sign-out elsewhere does), so the page's own store cannot write it back.
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('jegy-auth') ?? '{}') as { state?: { token?: string } })
          .state?.token ?? '',
    );
    expect(token).not.toBe('');
    const revoked = await request.post('/api/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Bejelentkezés' }),
    ).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('jegy-auth'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { user: null, token: null } });
    expect(name).toBeTruthy();
  });

  test('sign in and open the profile by keyboard alone', async ({ page, request }) => {
    const { email, name } = await confirmedAccount(request);
    await returningVisitor(page, 'hu');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ugrás a tartalomra' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail-cím')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Jelszó', exact: true })).toBeFocused();
    await page.keyboard.type(password);
    // The show-password button is reachable and named.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Jelszó megjelenítése' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Elfelejtette a jelszavát?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();

    const menu = page.getByRole('button', { name: `Fiók: ${name}` });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Profil' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Profilom' })).toBeVisible();
  });
});
