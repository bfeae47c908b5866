import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { visitorAddress } from './support';

// What the checkout journeys share: the shop's address as SimplePay sends the buyer back to it, a
// signed-in buyer, the way to the billing step, and the simulator's payment page.

/**
 * The shop as the journeys that come back from the payment page use it. The session lives in one
 * origin's storage; without PUBLIC_URL the server sends the buyer back to the address they came by
 * (decision 0026), and these journeys keep to the one the demo's own links name.
 */
export const shopOrigin = `http://localhost:${process.env.E2E_PORT ?? '3210'}`;

export const demoBuyer = { email: 'demo@example.com', password: 'Rakpart-Demo-2026' };

/** Signs the buyer in through the API and hands the session to the app (its persisted store). */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string } = demoBuyer,
): Promise<string> {
  const reply = await request.post(`${shopOrigin}/api/login`, {
    data: { email: account.email, password: account.password },
    headers: visitorAddress(),
  });
  expect(reply.status()).toBe(200);
  const session = (await reply.json()) as { user: { name: string }; token: string };
  await page.addInitScript(
    (stored) => {
      if (localStorage.getItem('jegy-auth') === null) localStorage.setItem('jegy-auth', stored);
    },
    JSON.stringify({ state: session, version: 1 }),
  );
  return session.user.name;
}

/** The simulator's card form: a card number, then Pay; or Cancel (`card` null). */
export async function payOnSimulator(
  page: Page,
  language: 'hu' | 'en',
  card: string | null,
): Promise<void> {
  const hu = language === 'hu';
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: hu ? 'SimplePay fizetés (szimulátor)' : 'SimplePay payment (simulator)',
    }),
  ).toBeVisible();
  if (card === null) {
    await page.getByRole('button', { name: hu ? 'Mégse' : 'Cancel' }).click();
    return;
  }
  await page.getByLabel(hu ? 'Kártyaszám' : 'Card number').fill(card);
  await page.getByRole('button', { name: hu ? 'Fizetés' : 'Pay', exact: true }).click();
}

/**
 * The simulator sent a payer who is not signed in in this browser back to the shop: the return
 * page, or (it asks whoever is not signed in to sign in first) the sign-in page with the return
 * page as `next`. Either is the shop; which one a check sees depends only on when it looks.
 */
export async function expectBackFromSimulator(page: Page): Promise<void> {
  await expect(page).toHaveURL(
    (url) =>
      url.pathname.startsWith('/payment/') ||
      (url.pathname === '/login' && (url.searchParams.get('next') ?? '').startsWith('/payment/')),
    { timeout: 20_000 },
  );
}

/** The digits of an amount as shown ("10 190 Ft" → "10190"), to compare across pages. */
export function digitsOf(text: string | null): string {
  return (text ?? '').replace(/\D/g, '');
}

export const testCards = {
  success: '4908 3660 9990 0425',
  declined: '4000 0000 0000 0002',
};

/** The cart the browser holds has no lines (flushed after the order was stored). */
export async function cartIsEmpty(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('jegy-cart');
    if (!raw) return true;
    return (JSON.parse(raw) as { state: { items: unknown[] } }).state.items.length === 0;
  });
}
