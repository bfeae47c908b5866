import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailedLink, password, uniqueEmail } from './account-support';
import { newCashier } from './admin-support';
import {
  answerCard,
  atDoor,
  codeField,
  doorPerformances,
  paidTickets,
  typeCode,
  withDatabase,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  viewports,
  visitorAddress,
} from './support';

// Sessions people can see and end, and idle staff sessions (decision 0055). One account signed in
// on two browsers (a Hungarian desktop and an English phone): each lists both sessions, this
// device marked; the desktop signs the phone out, and the phone is sent to sign in on its next
// request. A cashier's door left alone: its polls are background requests, so once the session
// has been idle for longer than the limit (the server's view of the session moved back 31
// minutes) the door is sent to sign in, told why; what it admitted offline meanwhile stays on the
// device and is sent after the sign-in. axe on the lists and on the sign-in with its notice.

test.use({ baseURL: shopOrigin });

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const loginTexts = {
  hu: { email: 'E-mail-cím', password: 'Jelszó', submit: 'Bejelentkezés' },
  en: { email: 'E-mail address', password: 'Password', submit: 'Sign in' },
} as const;

/** A confirmed account with no session left (its confirmation's session signed out). */
async function accountWithoutSessions(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('munkamenet');
  const registered = await request.post('/api/register', {
    data: { name: 'Kettős Kata', email, password, password_confirmation: password, terms: true },
    headers: visitorAddress(),
  });
  expect(registered.status()).toBe(201);
  const link = await mailedLink(request, email, 'verify_email');
  const verified = await request.get(`/api${link}`);
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  const out = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  return email;
}

/** Fills the sign-in form on the page shown and sends it. */
async function fillSignIn(page: Page, language: 'hu' | 'en', email: string, secret: string) {
  const texts = loginTexts[language];
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(secret);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

async function signInOnPage(page: Page, language: 'hu' | 'en', email: string, secret: string) {
  await page.goto('/login');
  await fillSignIn(page, language, email, secret);
  await expect(page).not.toHaveURL(/\/login/);
}

function admissionOf(code: string) {
  return withDatabase(async (client) => {
    const result = await client.query<{ door: string | null }>(
      'select checked_in_door as door from tickets where code = $1',
      [code],
    );
    return result.rows[0]?.door ?? null;
  });
}

test('two browsers list both sessions; one signs the other out, which is sent to sign in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await accountWithoutSessions(request);
  const desk = await browser.newContext({
    baseURL: shopOrigin,
    viewport: viewports.desktop,
    userAgent: windowsChrome,
  });
  const mobile = await browser.newContext({
    baseURL: shopOrigin,
    viewport: viewports.phone,
    userAgent: androidChrome,
  });
  try {
    const a = await desk.newPage();
    await returningVisitor(a, 'hu');
    await signInOnPage(a, 'hu', email, password);
    const b = await mobile.newPage();
    await returningVisitor(b, 'en');
    await signInOnPage(b, 'en', email, password);

    // The desktop (Hungarian): both sessions, this one marked, the phone's named.
    await a.goto('/profile');
    const listA = a.getByRole('region', { name: 'Bejelentkezések' });
    await expect(listA.getByRole('listitem')).toHaveCount(2);
    const here = listA.getByRole('listitem').filter({ hasText: 'Ez az eszköz' });
    await expect(here).toContainText('Chrome 126.0 · Windows');
    await expect(here).toContainText('IP-cím: 127.0.0.1');
    const phoneSession = listA.getByRole('listitem').filter({ hasNotText: 'Ez az eszköz' });
    await expect(phoneSession).toContainText('Android 14 · Mobiltelefon');
    await listA.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(a, 'the profile’s sessions (hu, desktop)');
    await keepScreenshot(a, 'account-sessions-hu-desktop');

    // The phone (English): the same two, the phone marked.
    await b.goto('/profile');
    const listB = b.getByRole('region', { name: 'Where you are signed in' });
    await expect(listB.getByRole('listitem')).toHaveCount(2);
    await expect(listB.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
      'Android 14 · Mobile phone',
    );
    await listB.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(b, 'the profile’s sessions (en, phone)');
    await keepScreenshot(b, 'account-sessions-en-phone');

    // The desktop signs the phone out: the list keeps this device only.
    await phoneSession.getByRole('button', { name: /^Kijelentkeztetés: / }).click();
    await expect(listA.getByRole('listitem')).toHaveCount(1);
    await expect(listA.getByText('Kijelentkeztettük.')).toBeVisible();
    await expect(listA.getByText('Más eszközön nincs bejelentkezve.')).toBeVisible();

    // The phone's next request finds its session ended: sign in, then back to the profile.
    await b.reload();
    // English addresses under /en (decision 0061), the page to come back to too.
    await expect(b).toHaveURL(/\/en\/login\?next=%2Fen%2Fprofile$/);
    await expect(b.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await fillSignIn(b, 'en', email, password);
    await expect(b).toHaveURL(/\/profile$/);
    await expect(listB.getByRole('listitem')).toHaveCount(2);
  } finally {
    await desk.close();
    await mobile.close();
  }
});

test('an idle staff session ends though the door polls; its offline admission goes after sign-in', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const choices = await doorPerformances(request);
  const { event, ticket } = choices[3]!;
  const [admitted] = await paidTickets(browser, request, [{ ticket, count: 1 }]);
  const cashier = await newCashier('Tétlen Tamás');
  const context = await browser.newContext({ baseURL: shopOrigin, viewport: viewports.phone });
  try {
    const page = await context.newPage();
    await returningVisitor(page, 'en');
    await atDoor(page, 'Main entrance');
    await signInOnPage(page, 'en', cashier.email, cashier.password);
    const polled = page.waitForRequest(
      (sent) =>
        sent.url().endsWith(`/api/admin/check-in/${event.id}`) &&
        sent.headers()['x-background-request'] === '1',
      { timeout: 30_000 },
    );
    await page.goto(`/admin/check-in/${event.id}`);
    await expect(codeField(page, 'en')).toBeVisible({ timeout: 30_000 });
    // The door's refreshes are marked as the app's own requests, not the cashier's.
    await polled;
    await expect
      .poll(() =>
        page.evaluate((id) => localStorage.getItem(`jegy-door-list-${id}`) !== null, event.id),
      )
      .toBe(true);

    // Offline: the door admits from its list and keeps the admission to send.
    await context.setOffline(true);
    await typeCode(page, admitted!.code, 'en');
    await expect(answerCard(page, 'en')).toHaveAttribute('data-result', 'admitted');

    // Half an hour without the cashier (the server's view of the session moved back 31 minutes).
    await withDatabase((client) =>
      client.query(
        `update sessions set last_active_at = last_active_at - interval '31 minutes',
           created_at = created_at - interval '31 minutes'
         where user_id = (select id from users where email = $1)`,
        [cashier.email],
      ),
    );
    await context.setOffline(false);

    // The door's next request meets the idle session: sign in, told why.
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fcheck-in%2F\d+$/, { timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: 'inactive' })).toContainText(
      'You were signed out because you were inactive for a while.',
    );
    await expectNoA11yViolations(page, 'the sign-in after an idle session (en, phone)');
    await keepScreenshot(page, 'account-sessions-idle-en-phone');
    expect(await admissionOf(admitted!.code)).toBeNull();

    // Signed in again: back at the door, which sends what it admitted meanwhile.
    await fillSignIn(page, 'en', cashier.email, cashier.password);
    await expect(codeField(page, 'en')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => admissionOf(admitted!.code), { timeout: 45_000 }).toBe('Main entrance');
  } finally {
    await context.close();
  }
});

test('the idle notice on the sign-in in Hungarian on a desktop', async ({ browser }) => {
  const cashier = await newCashier('Tétlen Teréz');
  const context = await browser.newContext({ baseURL: shopOrigin, viewport: viewports.desktop });
  try {
    const page = await context.newPage();
    await returningVisitor(page, 'hu');
    await signInOnPage(page, 'hu', cashier.email, cashier.password);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await withDatabase((client) =>
      client.query(
        `update sessions set last_active_at = last_active_at - interval '31 minutes'
         where user_id = (select id from users where email = $1)`,
        [cashier.email],
      ),
    );
    // The cashier comes back: the server says the session ended for inactivity.
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders$/);
    await expect(
      page.getByText('Mivel egy ideje nem volt aktív, kijelentkeztettük.'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the sign-in after an idle session (hu, desktop)');
    await keepScreenshot(page, 'account-sessions-idle-hu-desktop');
  } finally {
    await context.close();
  }
});
