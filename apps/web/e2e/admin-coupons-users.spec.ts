import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, signInAccountOn, signedInAs, staffAccounts, withDatabase } from './admin-support';
import { addFromEventPage, keepScreenshot, performance } from './cart-support';
import { demoBuyer, shopOrigin, signedIn } from './checkout-support';
import { expectNoA11yViolations, returningVisitor, sizeFor } from './support';

// Coupons and users in the back office (decision 0019): an administrator creates a coupon through
// the form (the form's own checks, then the server's "code taken" under the code), a buyer redeems
// it in the cart's review step, and its page shows the use; an administrator finds a user without
// typing the accents, makes them VIP, changes their role after a confirmation and sends their
// confirmation e-mail again; their own role is not theirs to take. axe on every page, in
// Hungarian and English, on a phone (390×844) and a desktop (1280×800).

test.use({ baseURL: shopOrigin });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const stamp = Date.now().toString(36).toUpperCase();

function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return login(request, staffAccounts.admin);
}

/** The first coupon or user a back-office search finds, by the API. */
async function firstFound(
  request: APIRequestContext,
  path: string,
): Promise<{ id: number; code?: string; name?: string }> {
  const reply = await request.get(path, { headers: await adminHeaders(request) });
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: { id: number }[] };
  const first = data[0];
  if (!first) throw new Error(`nothing found at ${path}`);
  return first;
}

/** An unconfirmed customer, straight into the database. */
async function newCustomer(name: string): Promise<{ id: number; email: string }> {
  const email = `vevo-${stamp.toLowerCase()}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
  const { rows } = await withDatabase((client) =>
    client.query<{ id: number }>(
      `insert into users (name, email, locale) values ($1, $2, 'hu') returning id`,
      [name, email],
    ),
  );
  return { id: rows[0]!.id, email };
}

async function userRow(id: number) {
  const { rows } = await withDatabase((client) =>
    client.query<{ vip: boolean; roles: string[] }>('select vip, roles from users where id = $1', [
      id,
    ]),
  );
  return rows[0]!;
}

/** A buyer's cart at the review step, in a browser of its own; answers its page. */
async function buyerAtReview(page: Page, request: APIRequestContext): Promise<void> {
  const { event, ticket } = await performance(request, 5);
  await returningVisitor(page, 'hu');
  await signedIn(page, request, demoBuyer);
  await page.goto(`/events/${event.url}`);
  await addFromEventPage(page, ticket.name, 'A kosárba tettük');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Tovább', exact: true }).click();
  await page.getByRole('radio', { name: /Csak nyugtát kérek/ }).check();
  await page.getByRole('button', { name: 'Tovább az összesítőhöz' }).click();
  await expect(page).toHaveURL(/\/cart\?step=review$/);
}

test.describe('coupons in the back office', () => {
  test('an administrator creates a coupon, a buyer redeems it, its page shows the use', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Kuponok' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kuponok' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'PREMIER10 kupon megnyitása' })).toBeVisible();

    await page.getByRole('link', { name: 'Új kupon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Új kupon' })).toBeVisible();
    // A random code that cannot be guessed is suggested, and another on request (decision 0024).
    const suggested = await page.getByLabel('Kód').inputValue();
    expect(suggested).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    await expect(page.getByLabel('Kód')).toHaveAccessibleDescription(/nem lehet kitalálni/);
    await page.getByRole('button', { name: 'Új véletlen kód' }).click();
    await expect(page.getByLabel('Kód')).not.toHaveValue(suggested);
    await expect(page.getByLabel('Kód')).toHaveValue(/^[A-HJKMNP-Z2-9]{10}$/);
    // The form's own checks first (a typed code replaces the suggestion; here none at all).
    await page.getByLabel('Kód').fill('');
    await page.getByRole('button', { name: 'Kupon létrehozása' }).click();
    await expect(page.getByLabel('Kód')).toHaveAccessibleDescription(/A mező kitöltése kötelező\./);
    await expect(page.getByLabel('Kedvezmény (%)')).toHaveAccessibleDescription(
      /Pozitív egész számot adjon meg\./,
    );
    await expectNoA11yViolations(page, 'the coupon form with its errors');
    await keepScreenshot(page, 'coupons-form-errors-hu-desktop');

    // A code taken in another case: the server's answer under the code.
    const code = `TAVASZ${stamp}`;
    await page.getByLabel('Kód').fill('premier10');
    await page.getByLabel('Név (magyar)').fill(`Tavaszi kedvezmény ${stamp}`);
    await page.getByLabel('Név (angol)').fill(`Spring discount ${stamp}`);
    await page.getByLabel('Kedvezmény fajtája').selectOption('fixed');
    await page.getByLabel('Kedvezmény (Ft)').fill('1500');
    await page.getByLabel('Összesen hányszor használható').fill('5');
    await page.getByLabel('Egy felhasználó hányszor használhatja').fill('1');
    await page.getByRole('button', { name: 'Kupon létrehozása' }).click();
    await expect(page.getByLabel('Kód')).toHaveAccessibleDescription(/Ilyen kódú kupon már van/);
    await expect(page.getByLabel('Kód')).toBeFocused();
    await page.getByLabel('Kód').fill(code.toLowerCase());
    await keepScreenshot(page, 'coupons-form-hu-desktop');
    await page.getByRole('button', { name: 'Kupon létrehozása' }).click();

    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
    await expect(page.getByText(`A(z) ${code} kupont létrehoztuk.`)).toBeVisible();
    await expect(page.getByText('Minden előadás').first()).toBeVisible();
    await expect(page.getByText('Még senki nem használta ezt a kupont.')).toBeVisible();
    const couponUrl = page.url();

    // A buyer redeems it in the review step, in a browser of their own.
    const buyerContext = await browser.newContext({
      baseURL: shopOrigin,
      locale: 'hu-HU',
      timezoneId: 'Europe/Budapest',
      viewport: desktop,
    });
    const buyer = await buyerContext.newPage();
    await buyerAtReview(buyer, request);
    await buyer.getByLabel('Kuponkód').fill(code.toLowerCase());
    await buyer.getByRole('button', { name: 'Beváltás' }).click();
    await expect(buyer.getByText(`Beváltott kupon: ${code}`)).toBeVisible();
    await expect(buyer.getByText(`Kuponkód: ${code}`).first()).toBeVisible();
    await buyerContext.close();

    // Its page shows the use: held by the buyer's cart, one of five.
    await page.goto(couponUrl);
    const uses = page.getByRole('table', { name: 'A kupon felhasználásai' });
    await expect(uses.getByText('Kosárban')).toBeVisible();
    await expect(uses.getByText('Szabó Péter')).toBeVisible();
    await expect(page.getByText('1 / 5').first()).toBeVisible();
    await expectNoA11yViolations(page, 'the coupon page with a use');
    await keepScreenshot(page, 'coupons-page-hu-desktop');

    // The list finds it by a part of its code, with its use.
    await page.getByRole('link', { name: 'Vissza a kuponokhoz' }).click();
    await page.getByLabel('Kód vagy név').fill(stamp.toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 / 5')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${stamp.toLowerCase()}`));
    await expectNoA11yViolations(page, 'the coupon list');
    await keepScreenshot(page, 'coupons-list-hu-desktop');

    // Switched off after a confirmation: the state says so.
    await row.getByRole('link').click();
    await page.getByRole('button', { name: 'Kikapcsolás' }).click();
    const dialog = page.getByRole('dialog', { name: `Kikapcsolja a(z) ${code} kupont?` });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'switching a coupon off');
    await dialog.getByRole('button', { name: 'Igen, kikapcsolom' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Kikapcsolva').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bekapcsolás' })).toBeVisible();
  });

  test('a limit below the uses is refused under its field, in English on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'admin');
    // A coupon with two uses held by carts.
    const headers = await adminHeaders(request);
    const code = `LIMIT${stamp}`;
    const created = await request.post('/api/admin/coupons', {
      headers,
      data: {
        code,
        name: `Korlát ${stamp}`,
        name_en: `Limit ${stamp}`,
        kind: 'percent',
        value: 5,
        valid_from: null,
        valid_until: null,
        max_uses: 10,
        max_uses_per_user: null,
        event_ids: [],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { event, ticket } = await performance(request, 6);
    for (let index = 0; index < 2; index += 1) {
      const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
        .cart_key;
      expect(
        (
          await request.post(`/api/cart/${key}/add`, { data: { id: ticket.id, cart_key: key } })
        ).status(),
      ).toBe(200);
      expect(
        (
          await request.post('/api/coupon/add', { data: { coupon_id: code, cart_key: key } })
        ).status(),
      ).toBe(200);
    }
    expect(event.id).toBeGreaterThan(0);

    await page.goto(`/admin/coupons/${String(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
    await expect(
      page.getByRole('list', { name: "The coupon's uses" }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectNoA11yViolations(page, 'the coupon page (en, phone)');
    await keepScreenshot(page, 'coupons-page-en-phone');
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${code}` })).toBeVisible();
    await expect(page.getByLabel('Code')).toBeDisabled();
    await page.getByLabel('How many times in all').fill('1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('How many times in all')).toHaveAccessibleDescription(
      /The limit must be at least 2/,
    );
    await expectNoA11yViolations(page, 'the coupon form refusing a limit (en, phone)');
    await keepScreenshot(page, 'coupons-form-en-phone');
    await page.getByLabel('How many times in all').fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The coupon is saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
    await expect(page.getByText('2 / 2').first()).toBeVisible();
  });
});

test.describe('users in the back office', () => {
  test('an administrator finds a user without accents, makes them VIP and a cashier', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    const customer = await newCustomer(`Őrsi Ödönné ${stamp}`);

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Felhasználók' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Felhasználók' })).toBeVisible();
    await page.getByLabel('Név vagy e-mail-cím').fill(`orsi odonne ${stamp.toLowerCase()}`);
    const link = page.getByRole('link', { name: `Őrsi Ödönné ${stamp} adatainak megnyitása` });
    await expect(link).toBeVisible();
    await expect(page.getByText('1 felhasználó')).toBeVisible();
    await expectNoA11yViolations(page, 'the user search');
    await keepScreenshot(page, 'users-list-hu-desktop');
    await link.click();

    await expect(
      page.getByRole('heading', { level: 1, name: `Őrsi Ödönné ${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText('Még nem erősítette meg az e-mail-címét.')).toBeVisible();
    await expect(page.getByText('Még nincs online rendelése.')).toBeVisible();

    // VIP on: saved at once.
    const vip = page.getByRole('switch', { name: 'VIP' });
    await expect(vip).not.toBeChecked();
    await vip.click();
    await expect(page.getByText(/^VIP lett/)).toBeVisible();
    await expect(vip).toBeChecked();
    await expect.poll(async () => (await userRow(customer.id)).vip).toBe(true);

    // The confirmation e-mail again.
    await page.getByRole('button', { name: 'Megerősítő levél újraküldése' }).click();
    await expect(
      page.getByText(`A megerősítő levelet elküldjük a(z) ${customer.email} címre.`),
    ).toBeVisible();

    // The role, after a confirmation.
    await page.getByRole('checkbox', { name: 'Pénztáros' }).check();
    await page.getByRole('button', { name: 'Szerepkörök mentése' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Módosítja Őrsi Ödönné ${stamp} szerepköreit?`,
    });
    await expect(
      dialog.getByText('Eddig: Vásárló. Ezután: Pénztáros.', { exact: false }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the role confirmation');
    await keepScreenshot(page, 'users-role-confirm-hu-desktop');
    await dialog.getByRole('button', { name: 'Igen, módosítom' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^A szerepkört elmentettük/)).toBeVisible();
    expect(await userRow(customer.id)).toEqual({ vip: true, roles: ['box_office'] });
    await expect(page.getByText('VIP lett').first()).toBeVisible();
    await expectNoA11yViolations(page, "a user's page");
    await keepScreenshot(page, 'users-page-hu-desktop');
  });

  test("an administrator's own role cannot be taken on their own page (en, phone)", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    // The journey's own administrator (decision 0056: an own copy of the demo one).
    const signedInAdmin = await signInAccountOn(page, request, shopOrigin, 'admin');
    const adminName = signedInAdmin.name;
    const own = await firstFound(
      request,
      `/api/admin/users?q=${encodeURIComponent(signedInAdmin.email)}`,
    );
    await page.goto(`/admin/users?q=${encodeURIComponent(signedInAdmin.email)}`);
    await expect(
      page.getByRole('link', { name: `Open the details of ${adminName}` }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the user search (en, phone)');
    await keepScreenshot(page, 'users-list-en-phone');
    await page.goto(`/admin/users/${String(own.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: adminName })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Door' })).toBeEnabled();
    await expect(page.getByText(/This is your own account/)).toBeVisible();
    await expectNoA11yViolations(page, "the administrator's own page (en, phone)");
    await keepScreenshot(page, 'users-page-en-phone');
  });
});

test.describe('the pages in both languages and sizes', () => {
  for (const language of ['hu', 'en'] as const) {
    test(`coupons and users look right (${language})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await returningVisitor(page, language);
      await signedInAs(page, request, 'admin');
      const premier = await firstFound(request, '/api/admin/coupons?q=PREMIER10');
      const buyer = await firstFound(
        request,
        `/api/admin/users?q=${encodeURIComponent(demoBuyer.email)}`,
      );
      // One size in each language (decision 0062).
      for (const [size, viewport] of [
        ['phone', phone],
        ['desktop', desktop],
      ] as const) {
        if (size !== sizeFor(language)) continue;
        await page.setViewportSize(viewport);
        const pages = [
          ['coupons-list', '/admin/coupons', language === 'hu' ? 'Kuponok' : 'Coupons'],
          ['coupons-detail', `/admin/coupons/${String(premier.id)}`, 'PREMIER10'],
          ['coupons-new', '/admin/coupons/new', language === 'hu' ? 'Új kupon' : 'New coupon'],
          ['users-list', '/admin/users', language === 'hu' ? 'Felhasználók' : 'Users'],
          ['users-detail', `/admin/users/${String(buyer.id)}`, 'Szabó Péter'],
        ] as const;
        for (const [name, path, heading] of pages) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          // Wait for the page's data (no skeleton left).
          await expect(
            page.getByRole('status').filter({ hasText: /Betöltés|Loading/ }),
          ).toHaveCount(0);
          await expectNoA11yViolations(page, `${name} (${language}, ${size})`);
          await keepScreenshot(page, `${name}-${language}-${size}`);
        }
      }
    });
  }
});
