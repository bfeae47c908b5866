import { expect, test } from '@playwright/test';
import { addFromEventPage, heldKey, keepScreenshot, performance } from './cart-support';
import { expectNoA11yViolations, returningVisitor, viewports } from './support';

// The cart's states over time and trouble: the countdown and its expiry (Playwright's clock), a
// hold that ended while the shop was closed, the empty cart, Continue to the login and on to
// billing, and a cart that cannot be loaded. The billing and review steps and the payment:
// checkout.spec.ts.

test.describe('the cart over time', () => {
  test('the countdown runs from the hold and at zero empties the cart, tells, and goes home', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { event, ticket } = await performance(request, 3);
    await page.clock.install();
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    const header = page.getByRole('banner');
    const timer = header.getByRole('timer');
    await expect(timer).toHaveText(/^(10:00|09:[45]\d)$/);
    const firstKey = await heldKey(page);
    expect(firstKey).toHaveLength(32);

    await page.clock.fastForward('04:00');
    await expect(timer).toHaveText(/^0(6:00|5:[45]\d)$/);
    await expect(timer).not.toHaveAttribute('data-urgent');
    await page.clock.fastForward('05:20');
    await expect(timer).toHaveText(/^00:[0-4]\d$/);
    // The last minute stands out.
    await expect(timer).toHaveAttribute('data-urgent', 'true');
    await keepScreenshot(page, 'cart-countdown-last-minute-hu-desktop');

    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Lejárt a kosara')).toBeVisible();
    await expect(page.getByText(/Letelt a foglalási idő/)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kosár', exact: true })).toBeVisible();
    await expect(timer).toHaveCount(0);
    // Flushed, and a new key fetched.
    await expect.poll(() => heldKey(page)).toHaveLength(32);
    expect(await heldKey(page)).not.toBe(firstKey);
    const stored = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('jegy-cart') ?? '{}') as { state: { items: [] } }).state,
    );
    expect(stored.items).toEqual([]);
    await expectNoA11yViolations(page, 'home after the cart expired');
    await keepScreenshot(page, 'cart-expired-hu-desktop');
  });

  test('a hold that ended while the shop was closed: emptied and told at the start', async ({
    page,
  }) => {
    await returningVisitor(page, 'en');
    await page.addInitScript(() => {
      if (sessionStorage.getItem('cart-seeded')) return;
      sessionStorage.setItem('cart-seeded', '1');
      const item = {
        id: 1,
        name: 'Felnőtt',
        name_translations: { en: 'Adult' },
        price: 4900,
        quantity: 1,
        total: 4900,
      };
      localStorage.setItem(
        'jegy-cart',
        JSON.stringify({
          state: {
            items: [item],
            key: 'A'.repeat(32),
            summary: { tickets: 1, ticket_total: 4900, fee_total: 0, discount: 0, total: 4900 },
            expires_at: Date.now() - 60_000,
            remaining_time: 0,
          },
          version: 1,
        }),
      );
    });
    await page.goto('/documents/11');
    await expect(page.getByText('Your cart has expired')).toBeVisible();
    // Told, but left where they were.
    await expect(page).toHaveURL(/\/documents\/11$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }),
    ).toBeVisible();
    await expect.poll(() => heldKey(page)).not.toBe('A'.repeat(32));
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`the empty cart on a ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await returningVisitor(page, 'hu');
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Kosár' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'A kosara üres' })).toBeVisible();
      await expect(page.getByText('Töltse meg a kosarát a továbblépéshez!')).toBeVisible();
      await expectNoA11yViolations(page, `empty cart hu ${size}`);
      await keepScreenshot(page, `cart-empty-hu-${size}`);
      await page.getByRole('link', { name: 'Vissza a vásárláshoz' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Műsor' })).toBeVisible();
    });
  }

  test('Continue: signed out to the login and back, signed in on to the billing step', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { event, ticket } = await performance(request, 4);
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    await page.goto('/cart');
    const steps = page.getByRole('group', { name: 'A vásárlás lépései' });
    await expect(steps.getByRole('button', { name: /Kosár/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByText('A továbblépéshez be kell jelentkeznie.')).toBeVisible();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);

    await page.getByLabel('E-mail-cím').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('Rakpart-Demo-2026');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const label = `${ticket.name} – ${event.name}`;
    await expect(page.getByRole('textbox', { name: `Mennyiség: ${label}` })).toHaveValue('1');
    await expect(page.getByText('A továbblépéshez be kell jelentkeznie.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page).toHaveURL(/\/cart\?step=billing$/);
    await expect(steps.getByRole('button', { name: /Számlázás/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Számla vagy nyugta' })).toBeVisible();
    await expectNoA11yViolations(page, 'billing step');
    await keepScreenshot(page, 'cart-billing-step-hu-desktop');

    // Back by the button, and by the step indicator's finished step.
    await page.getByRole('button', { name: 'Vissza a kosárhoz' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Tovább' }).click();
    await steps.getByRole('button', { name: /Kosár/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('textbox', { name: `Mennyiség: ${label}` })).toHaveValue('1');
  });

  test('a cart that cannot be loaded offers a retry instead of hanging', async ({
    page,
    request,
  }) => {
    const { event, ticket } = await performance(request, 5);
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    const key = await heldKey(page);
    await page.route(`**/api/cart/${key ?? ''}`, (route) => route.abort('internetdisconnected'));
    await page.goto('/cart');
    await expect(page.getByText('Nem sikerült betölteni a kosarat.')).toBeVisible();
    await expectNoA11yViolations(page, 'cart load error');
    await page.unroute(`**/api/cart/${key ?? ''}`);
    await page.getByRole('button', { name: 'Újrapróbálás' }).click();
    await expect(
      page.getByRole('textbox', { name: `Mennyiség: ${ticket.name} – ${event.name}` }),
    ).toHaveValue('1');
  });
});
