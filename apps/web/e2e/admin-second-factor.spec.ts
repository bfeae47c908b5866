import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownStaffAccount } from './admin-support';
import { shopOrigin } from './checkout-support';
import { keepScreenshot, returningVisitor, viewports, visitorAddress } from './support';

// The staff second factor (decision 0056): an administrator of the journey's own enrols a passkey
// (Chromium's virtual authenticator) on the second-factor page and an authenticator app in the
// profile, signs in with each, and with a recovery code; a password-only session is refused by
// the back office (403 second_factor_required) and the app asks for the second factor.
// Passkeys need a host name: the journey runs on http://localhost, not 127.0.0.1.

test.use({ baseURL: shopOrigin });

async function apiLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const reply = await request.post(`${shopOrigin}/api/login`, {
    data: account,
    headers: visitorAddress(),
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { user: { name: string }; token: string };
}

/** A fresh bearer session (password only) in the page: no staff cookie. */
async function freshSignIn(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const session = await apiLogin(request, account);
  await page.context().clearCookies({ name: 'jegy_staff' });
  await page.goto('/');
  await page.evaluate(
    (stored) => {
      localStorage.setItem('jegy-auth', stored);
      sessionStorage.removeItem('jegy-staff-csrf');
    },
    JSON.stringify({ state: session, version: 1 }),
  );
  return session.token;
}

const gateHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Kétlépcsős azonosítás', level: 1 });

test('an administrator enrols a passkey and an authenticator app, and signs in with each', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await ownStaffAccount('admin');
  await returningVisitor(page, 'hu');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // A password-only session: the back office's API refuses it, the app asks for the factor.
  const token = await freshSignIn(page, request, account);
  const refused = await request.get(`${shopOrigin}/api/admin/performances`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('second_factor_required');

  // The account has no factor yet and none is required: the staff session starts without one.
  await page.goto('/admin');
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 30_000 });

  // The profile: add a passkey (the first factor: ten recovery codes, shown once).
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Kétlépcsős azonosítás' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('A jelkulcs neve').fill('Laptop');
  await section.getByRole('button', { name: 'Jelkulcs hozzáadása' }).click();
  const codesList = section.getByRole('list', { name: 'Helyreállító kódok' });
  await expect(codesList).toBeVisible({ timeout: 30_000 });
  const codes = (await codesList.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await keepScreenshot(page, 'second-factor-codes-hu-desktop');
  await section.getByRole('button', { name: 'Elmentettem a kódokat' }).click();
  await expect(section.getByText('Laptop', { exact: true })).toBeVisible();

  // …and an authenticator app: QR code, secret, its first code.
  await section.getByRole('button', { name: 'Hitelesítő alkalmazás hozzáadása' }).click();
  const secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expect(
    section.getByRole('img', { name: 'QR-kód a hitelesítő alkalmazáshoz' }),
  ).toBeVisible();
  await keepScreenshot(page, 'second-factor-profile-totp-hu-desktop');
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  await section.getByLabel('A hitelesítő alkalmazás kódja').fill(totp.generate());
  await section.getByRole('button', { name: 'Megerősítés' }).click();
  await expect(section.getByText('Hitelesítő alkalmazás', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // Again: the authenticator app's code (of the next step: the enrolment used this one).
  await freshSignIn(page, request, account);
  await page.goto('/admin');
  await expect(gateHeading(page)).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel('A hitelesítő alkalmazás kódja')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
  await expect(gateHeading(page)).toBeHidden({ timeout: 30_000 });

  // Again: a recovery code, once.
  await freshSignIn(page, request, account);
  await page.goto('/admin');
  await expect(gateHeading(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Helyreállító kód használata' }).click();
  await page.getByLabel('Helyreállító kód').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
  await expect(gateHeading(page)).toBeHidden({ timeout: 30_000 });

  // Signed in again with the password: the passkey lets her in.
  await freshSignIn(page, request, account);
  await page.goto('/admin');
  await expect(gateHeading(page)).toBeVisible({ timeout: 30_000 });
  await keepScreenshot(page, 'second-factor-gate-hu-desktop');
  await page.setViewportSize(viewports.phone);
  await keepScreenshot(page, 'second-factor-gate-hu-phone');
  await page.setViewportSize(viewports.desktop);
  await page.getByRole('button', { name: 'Belépés jelkulccsal' }).click();
  await expect(gateHeading(page)).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // In English on a phone, the page once more.
  await freshSignIn(page, request, account);
  await page.evaluate(() => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: 'en' }, version: 0 }),
    );
  });
  await page.setViewportSize(viewports.phone);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await keepScreenshot(page, 'second-factor-gate-en-phone');
  await page.setViewportSize(viewports.desktop);
  await keepScreenshot(page, 'second-factor-gate-en-desktop');
});
