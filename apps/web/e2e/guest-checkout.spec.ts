import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addFromEventPage, keepScreenshot, performance } from './cart-support';
import { payOnSimulator, shopOrigin, signedIn, testCards } from './checkout-support';
import { deliveredMail } from './mail-support';
import { expectNoA11yViolations, returningVisitor, viewports } from './support';

// The guest purchase link in the browser (docs/product.md §2; decision 0014): a signed-out visitor
// asks for a link on step 1 (the terms first refused), opens it from the e-mail (the SMTP catcher), buys
// with a receipt only, chooses to download the tickets and pays with the simulator's success card;
// the confirmation reaches the guest's address and the link comes back to the paid order. An
// invalid link says so; a signed-in user who opens a link takes its cart over with the account. axe
// on every new state.

test.use({ baseURL: shopOrigin });

let counter = 0;
function guestEmail(): string {
  counter += 1;
  return `vendeg-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest e-mail of a kind to an address, as it reached the SMTP catcher. */
function mailTo(request: APIRequestContext, to: string, kind: string) {
  return deliveredMail(request, to, kind);
}

/** The purchase link's path in its e-mail (`/cart?purchase=<75 characters>`). */
async function purchaseLinkOf(request: APIRequestContext, to: string): Promise<string> {
  const mail = await mailTo(request, to, 'purchase_link');
  const link = /\/cart\?purchase=[\w-]{75}/.exec(mail.text)?.[0];
  expect(link, 'the purchase link in the e-mail').toBeTruthy();
  return link!;
}

/** The visitor's cart on step 1 with one ticket of a performance with tickets to spare. */
async function cartWithTicket(page: Page, request: APIRequestContext, nth: number) {
  const { event, ticket } = await performance(request, nth);
  await page.goto(`/events/${event.url}`);
  await addFromEventPage(page, ticket.name, 'A kosárba tettük');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Kosár' })).toBeVisible();
}

/** A cart made through the API and its purchase link (for journeys that start from the e-mail). */
async function linkedCart(request: APIRequestContext, nth: number, email: string) {
  const { ticket } = await performance(request, nth);
  const { cart_key: key } = (await (await request.get('/api/cart/get-key')).json()) as {
    cart_key: string;
  };
  const added = await request.post(`/api/cart/${key}/add`, {
    data: { id: ticket.id, cart_key: key },
  });
  expect(added.ok()).toBe(true);
  const sent = await request.post('/api/send-purchase-link', {
    data: { cart_key: key, email, name: 'Vendég Vera', accept_terms: true },
  });
  expect(sent.status()).toBe(202);
  return { key, link: await purchaseLinkOf(request, email) };
}

test.describe('guest purchase link', () => {
  test('ask for the link, open it, receipt only, download delivery, pay by card', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = guestEmail();
    const name = 'Vendég Vera';
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    await cartWithTicket(page, request, 10);

    // Step 1, signed out: Continue leads to the login; the guest option is closed until asked for.
    await expect(page.getByText('A továbblépéshez be kell jelentkeznie.')).toBeVisible();
    const open = page.getByRole('button', { name: 'Folytatás regisztráció nélkül' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toHaveAccessibleDescription(/e-mailben vásárlási linket küldünk/);
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');

    // The documents must be accepted: the message under the checkbox, tied to it.
    const form = page.getByRole('form', { name: 'Folytatás regisztráció nélkül' });
    await form.getByLabel('Név').fill(name);
    await form.getByLabel('E-mail-cím').fill(email);
    for (const [text, id] of [
      ['Adatkezelési tájékoztató', 10],
      ['Általános Szerződési Feltételek', 11],
      ['SimplePay adattovábbítási nyilatkozat', 12],
    ] as const) {
      await expect(form.getByRole('link', { name: new RegExp(`^${text}`) })).toHaveAttribute(
        'href',
        `/documents/${id}`,
      );
    }
    const send = form.getByRole('button', { name: 'Vásárlási link küldése' });
    await send.click();
    const accept = form.getByRole('checkbox', { name: /Elolvastam és elfogadom/ });
    await expect(accept).toHaveAttribute('aria-invalid', 'true');
    await expect(accept).toHaveAccessibleDescription('A feltételek elfogadása kötelező.');
    await expect(
      form.getByText('A vásárlást a levélben kapott linkkel fejezheti be.'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'purchase link form, terms not accepted');
    await keepScreenshot(page, 'guest-request-hu-desktop');

    // Sent: the server's message names the address; the hold limits the link.
    await accept.check();
    await send.click();
    const sentTitle = page.getByRole('heading', { level: 3, name: 'Nézze meg a postafiókját!' });
    await expect(sentTitle).toBeFocused();
    await expect(
      page.getByText(new RegExp(`elküldtük a\\(z\\) ${email.replace(/[.]/g, '\\.')}`)),
    ).toBeVisible();
    await expect(page.getByText(/bármelyik eszközén megnyithatja/)).toBeVisible();
    await expectNoA11yViolations(page, 'purchase link sent');

    // The link from the e-mail: opened, the address loses the token, guest mode on step 1.
    const link = await purchaseLinkOf(request, email);
    const opened = page.waitForResponse((response) =>
      response.url().endsWith('/api/purchase-link/open'),
    );
    await page.goto(link);
    expect((await opened).status()).toBe(200);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Vendégként vásárol:')).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('A továbblépéshez be kell jelentkeznie.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Folytatás regisztráció nélkül' })).toHaveCount(
      0,
    );
    await expectNoA11yViolations(page, 'step 1 in guest mode');
    await page.getByRole('button', { name: 'Tovább', exact: true }).click();

    // Step 2: the receipt is chosen, the invoice is not available and says why.
    await expect(page).toHaveURL(/\/cart\?step=billing$/);
    await expect(page.getByRole('radio', { name: /Csak nyugtát kérek/ })).toBeChecked();
    const invoice = page.getByRole('radio', { name: /Számlát kérek/ });
    await expect(invoice).toBeDisabled();
    await expect(invoice).toHaveAccessibleDescription(/Regisztráció nélkül csak nyugtát/);
    await expect(page.getByRole('link', { name: 'Bejelentkezés számlához' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcart',
    );
    await expectNoA11yViolations(page, 'guest billing step');
    await keepScreenshot(page, 'guest-billing-hu-desktop');
    await page.getByRole('button', { name: 'Tovább az összesítőhöz' }).click();

    // Step 3: the buyer from the link, the delivery choice (e-mail by default).
    await expect(page).toHaveURL(/\/cart\?step=review$/);
    const buyer = page.getByRole('region', { name: 'Vásárló' });
    await expect(buyer.getByText(name, { exact: true })).toBeVisible();
    await expect(buyer.getByText(email, { exact: true })).toBeVisible();
    const delivery = page.getByRole('radiogroup', { name: /Hogyan kéri a jegyeket/ });
    await expect(
      delivery.getByRole('radio', { name: /Küldjék el a jegyeket e-mailben/ }),
    ).toBeChecked();
    await delivery.getByRole('radio', { name: /Fizetés után letöltöm őket/ }).check();
    await expect(page.getByText('Nyugta', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'guest review step');
    await keepScreenshot(page, 'guest-review-hu-desktop');
    await page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ }).check();

    // The order goes with the link's token, not a bearer token, as a receipt to download.
    const stored = page.waitForRequest((request) => request.url().endsWith('/api/order/store'));
    await page.getByRole('button', { name: /Fizetés bankkártyával/ }).click();
    const order = await stored;
    expect(order.headers()['x-purchase-token']).toMatch(/^[\w-]{75}$/);
    expect(order.headers()['authorization']).toBeUndefined();
    expect(order.postDataJSON()).toMatchObject({ needs_invoice: 0, ticket_delivery: 'download' });

    // SimplePay's page, then back through the pending page to the success page.
    await payOnSimulator(page, 'hu', testCards.success);
    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sikeres tranzakció' })).toBeVisible();
    await expect(page.getByText(/vásárlási linkkel töltheti le/)).toBeVisible();
    await expect(page.getByText(new RegExp(email.replace(/[.]/g, '\\.')))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tovább a profilomhoz' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Vissza a műsorhoz' })).toBeVisible();
    await expectNoA11yViolations(page, 'guest payment success');
    await keepScreenshot(page, 'guest-success-hu-desktop');

    // The confirmation reaches the guest, who comes back to the paid order with the link.
    const paid = await mailTo(request, email, 'order_paid');
    expect(paid.text).not.toContain('Rendeléseim');
    await page.goto(link);
    await expect(page).toHaveURL(/\/cart\?step=pay&order=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sikeres tranzakció' })).toBeVisible();
  });

  test('an invalid or malformed link says so, with the way back to the programme', async ({
    page,
  }) => {
    await returningVisitor(page, 'hu');
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/api/purchase-link/open'),
    );
    await page.goto(`/cart?purchase=${'x'.repeat(75)}`);
    expect((await refused).status()).toBe(403);
    const title = page.getByRole('heading', { level: 2, name: 'A vásárlási link nem használható' });
    await expect(title).toBeFocused();
    await expect(page.getByText(/érvénytelen vagy lejárt/)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Vissza a műsorhoz' }),
    ).toHaveAttribute('href', '/');
    // No "no permission" toast: the screen says it.
    await expect(page.getByText(/Nincs jogosultsága/)).toHaveCount(0);
    await expectNoA11yViolations(page, 'invalid purchase link');
    await keepScreenshot(page, 'guest-invalid-link-hu-desktop');

    await page.goto('/cart?purchase=rovid');
    await expect(title).toBeVisible();
  });

  test("a signed-in user who opens a link continues with the account, with the link's cart", async ({
    page,
    request,
  }) => {
    const email = guestEmail();
    const { key, link } = await linkedCart(request, 11, email);
    await returningVisitor(page, 'en');
    await signedIn(page, request);
    await page.goto(link);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(/continue the checkout with your account/)).toBeVisible();
    await expect(page.getByText('You are buying as a guest:')).toHaveCount(0);
    const held = await page.evaluate(() => {
      const raw = localStorage.getItem('jegy-cart');
      return raw ? (JSON.parse(raw) as { state: { key: string } }).state.key : null;
    });
    expect(held).toBe(key);
    expect(await page.evaluate(() => localStorage.getItem('jegy-purchase-pass'))).not.toContain(
      email,
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/cart\?step=billing$/);
    await expect(page.getByRole('radio', { name: /I need an invoice/ })).toBeEnabled();
  });
});
