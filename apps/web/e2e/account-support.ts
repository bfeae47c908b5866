import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { deliveredMail } from './mail-support';
import { visitorAddress } from './support';

// What the account journeys share: the demo passwords, fresh addresses, the links e-mailed (as
// they reached the SMTP catcher), a confirmed account made through the API, signing in and out.

type MailKind = 'verify_email' | 'magic_link' | 'reset_password';

export const password = 'Rakpart-Próba-2026';
export const newPassword = 'Uj-Jelszo-Rakpart-2026';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${counter}-${random}@example.com`;
}

const linkPatterns: Record<MailKind, RegExp> = {
  verify_email: /\/verify-email\/\d+\/[\w-]+/,
  magic_link: /\/magic-link\?token=[\w-]+/,
  reset_password: /\/reset-password\/[\w-]+/,
};

/** The path of the newest link of a kind e-mailed to an address (queued after `after`). */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  kind: MailKind,
  after = '',
): Promise<string> {
  const mail = await deliveredMail(request, to, kind, { after });
  const link = linkPatterns[kind].exec(mail.text)?.[0];
  expect(link, `the link in the ${kind} e-mail`).toBeTruthy();
  return link!;
}

/** A confirmed account made through the API (for journeys that start signed out). */
export async function confirmedAccount(
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

/** Signs in on `/login` (Hungarian) and waits for the programme. */
export async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
}

/** Signs out from the account menu and waits for `/login`. */
export async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Fiók: ${name}` }).click();
  await page.getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
}
