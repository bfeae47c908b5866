import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  viewports,
  visitorAddress,
} from './support';

// Accounts in the browser: registration with the e-mail confirmation, signing in and out, the
// profile (preferences, billing data with the NAV lookup, password), magic link, forgotten
// password, the VIP programme, 401 handling, the keyboard, and axe on every account page.

type Language = 'hu' | 'en';
type MailKind = 'verify_email' | 'magic_link' | 'reset_password';

interface MailboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

const password = 'Rakpart-Próba-2026';
const newPassword = 'Uj-Jelszo-Rakpart-2026';

let counter = 0;
function uniqueEmail(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${counter}-${random}@example.com`;
}

const linkPatterns: Record<MailKind, RegExp> = {
  verify_email: /\/verify-email\/\d+\/[\w-]+/,
  magic_link: /\/magic-link\?token=[\w-]+/,
  reset_password: /\/reset-password\/[\w-]+/,
};

/** The path of the newest link of a kind e-mailed to an address (the development mailbox). */
async function mailedLink(
  request: APIRequestContext,
  to: string,
  kind: MailKind,
  after = '',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!reply.ok()) return undefined;
        const messages = (await reply.json()) as MailboxMessage[];
        const message = messages.find(
          (item) => item.kind === kind && item.to === to && item.created_at > after,
        );
        link = message ? linkPatterns[kind].exec(message.text)?.[0] : undefined;
        return link;
      },
      { message: `a ${kind} e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** A confirmed account made through the API (for journeys that start signed out). */
async function confirmedAccount(
  request: APIRequestContext,
  name = 'Próba Péter',
): Promise<{ email: string; name: string }> {
  const email = uniqueEmail('fiok');
  const registered = await request.post('/api/register', {
    data: { name, email, password, password_confirmation: password, terms: true },
    headers: visitorAddress(),
  });
  expect(registered.status()).toBe(201);
  const link = await mailedLink(request, email, 'verify_email');
  const verified = await request.get(`/api${link}`);
  expect(verified.status()).toBe(200);
  return { email, name };
}

async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Fiók: ${name}` }).click();
  await page.getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
}

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
    await expect(page.getByRole('rowheader', { name: 'VIP páholy' })).toBeVisible();

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

    // A token the server no longer knows (401): the session is cleared, then /login.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('jegy-auth') ?? '{}') as {
        state: { token: string };
      };
      stored.state.token = 'revoked-token';
      localStorage.setItem('jegy-auth', JSON.stringify(stored));
    });
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
  for (const viewport of ['desktop', 'phone'] as const) {
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
