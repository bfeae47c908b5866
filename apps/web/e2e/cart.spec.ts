import { expect, test, type Page } from '@playwright/test';
import {
  type Summary,
  addFromEventPage,
  heldKey,
  keepScreenshot,
  performance,
  switchToEnglish,
} from './cart-support';
import { expectNoA11yViolations, returningVisitor, viewports } from './support';

// The cart in the browser (checkout step 1): adding from the event page, the header's count,
// quantities, deleting, a coupon line and its removal, the dark scheme, a sold-out
// performance and the keyboard, with axe on every state and screenshots in both languages on a
// phone and a desktop. The countdown, expiry, the empty cart, Continue and a failed load:
// cart-states.spec.ts.

test.describe('the cart', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`add from the event page, change the quantity, delete: both languages on a ${size}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { event, ticket } = await performance(request, size === 'phone' ? 0 : 1);
      await page.setViewportSize(viewport);
      await returningVisitor(page, 'hu');
      await page.goto(`/events/${event.url}`);
      await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Kosár', exact: true })).toBeVisible();
      await expect(header.getByRole('timer')).toHaveCount(0);

      await addFromEventPage(page, ticket.name, 'A kosárba tettük');
      // The toast gives the time the hold has left: a fresh one, ten minutes.
      await expect(
        page.getByText(`${ticket.name} – a foglalás még 10 percig érvényes.`).last(),
      ).toBeVisible();
      await expect(header.getByRole('link', { name: 'Kosár (1 jegy)' })).toBeVisible();
      const timer = header.getByRole('timer');
      await expect(timer).toHaveAccessibleName(/^Ha lejár az idő, a kosara kiürül\./);
      await expect(timer).toHaveText(/^(10:00|09:[45]\d)$/);
      await expectNoA11yViolations(page, `event page with a cart, ${size}`);
      await keepScreenshot(page, `cart-event-added-hu-${size}`);

      // The held cart survives a reload: count and countdown come back.
      await page.reload();
      await expect(header.getByRole('link', { name: 'Kosár (1 jegy)' })).toBeVisible();
      await expect(header.getByRole('timer')).toHaveText(/^(10:00|09:[345]\d)$/);

      if (size === 'phone') {
        // The phone drawer lists the cart too.
        await page.getByRole('button', { name: 'Menü megnyitása' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Kosár' }).click();
      } else {
        await header.getByRole('link', { name: 'Kosár (1 jegy)' }).click();
      }
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page).toHaveTitle(/^Kosár/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kosár' })).toBeVisible();
      const label = `${ticket.name} – ${event.name}`;
      const quantity = page.getByRole('textbox', { name: `Mennyiség: ${label}` });
      await expect(quantity).toHaveValue('1');
      await expect(quantity).toHaveAttribute('readonly', '');
      await expect(
        page.getByText('Kezelési költség').filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: event.name }).first()).toHaveAttribute(
        'href',
        `/events/${event.url}`,
      );
      const summary = page.getByRole('region', { name: 'Ár részletei' });
      await expect(summary.getByText('Jegyek összesen')).toBeVisible();
      await expect(summary.getByText('Kedvezmény')).toBeVisible();
      await expect(summary.getByText('Fizetendő összesen')).toBeVisible();
      // The technical fee line has no buttons; the ticket line has all three.
      await expect(page.getByRole('button', { name: /Kezelési költség/ })).toHaveCount(0);
      await expectNoA11yViolations(page, `cart hu ${size}`);
      await keepScreenshot(page, `cart-hu-${size}`);

      const total = summary.getByText(/Ft$/).last();
      const before = await total.textContent();
      await page.getByRole('button', { name: `Eggyel több: ${label}` }).click();
      await expect(quantity).toHaveValue('2');
      await expect(header.getByRole('link', { name: 'Kosár (2 jegy)' })).toBeVisible();
      await expect(total).not.toHaveText(before ?? '');
      await page.getByRole('button', { name: `Eggyel kevesebb: ${label}` }).click();
      await expect(quantity).toHaveValue('1');
      await expect(total).toHaveText(before ?? '');

      await switchToEnglish(page);
      const labelEn = `${ticket.name_translations.en || ticket.name} – ${event.name_translations.en || event.name}`;
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: `Quantity: ${labelEn}` })).toHaveValue('1');
      await expect(page.getByText('Technical fee').filter({ visible: true }).first()).toBeVisible();
      await expectNoA11yViolations(page, `cart en ${size}`);
      await keepScreenshot(page, `cart-en-${size}`);

      await page.getByRole('button', { name: `Delete: ${labelEn}` }).click();
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await expect(page.getByText('Fill your cart to proceed!')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
      await expect(header.getByRole('timer')).toHaveCount(0);
      await expectNoA11yViolations(page, `empty cart en ${size}`);
      await keepScreenshot(page, `cart-empty-en-${size}`);
      await page.getByRole('link', { name: 'Back to shopping' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    });
  }

  test('a coupon line: removed by a change of the tickets, and by its own button', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { event, ticket } = await performance(request, 2);
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Kosár (2 jegy)' }),
    ).toBeVisible();
    const key = await heldKey(page);
    expect(key).toHaveLength(32);

    // The coupon form belongs to the review step (docs/product.md §2, step 3): the API applies it.
    const applied = await request.post('/api/coupon/add', {
      data: { coupon_id: 'PREMIER10', cart_key: key },
    });
    expect(applied.status()).toBe(200);

    await page.goto('/cart');
    const label = `${ticket.name} – ${event.name}`;
    const lines = page.getByRole('table', { name: 'A kosár tételei' });
    await expect(lines.getByText('Bemutatói kedvezmény (10%)')).toBeVisible();
    await expect(lines.getByText('Kuponkód: PREMIER10')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Ár részletei' });
    await expect(summary.getByText(/^-\d[\d\s]* Ft$/)).toBeVisible();
    // The discount line shows its quantity only, and can be removed.
    await expect(
      page.getByRole('button', { name: 'Kupon eltávolítása: Bemutatói kedvezmény (10%)' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'cart with a coupon');
    await keepScreenshot(page, 'cart-coupon-hu-desktop');

    // Any change of the tickets removes the coupon, and the server says so.
    await page.getByRole('button', { name: `Eggyel kevesebb: ${label}` }).click();
    await expect(page.getByRole('textbox', { name: `Mennyiség: ${label}` })).toHaveValue('1');
    await expect(lines.getByText('Bemutatói kedvezmény (10%)')).toHaveCount(0);
    const info = page.getByRole('alert').filter({ hasText: 'Módosult a kosara' });
    await expect(info).toContainText('a kuponkódot eltávolítottuk');
    await expect(summary.getByText('0 Ft', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'cart with the info message');
    await keepScreenshot(page, 'cart-coupon-removed-hu-desktop');
    await info.getByRole('button', { name: 'Üzenet bezárása' }).click();
    await expect(info).toHaveCount(0);

    // Applied again, then removed with its own button: 204, 'Sikeres törlés'.
    expect(
      (
        await request.post('/api/coupon/add', { data: { coupon_id: 'PREMIER10', cart_key: key } })
      ).status(),
    ).toBe(200);
    await page.reload();
    await expect(lines.getByText('Bemutatói kedvezmény (10%)')).toBeVisible();
    await page
      .getByRole('button', { name: 'Kupon eltávolítása: Bemutatói kedvezmény (10%)' })
      .click();
    await expect(page.getByText('Sikeres törlés')).toBeVisible();
    await expect(lines.getByText('Bemutatói kedvezmény (10%)')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: `Mennyiség: ${label}` })).toHaveValue('1');
  });

  test.describe('in the dark scheme', () => {
    test.use({ colorScheme: 'dark' });

    test('a cart with a discount line passes axe', async ({ page, request }) => {
      const { event, ticket } = await performance(request, 7);
      await returningVisitor(page, 'hu');
      await page.addInitScript(() => {
        localStorage.setItem(
          'jegy-layout',
          JSON.stringify({ state: { colorScheme: 'dark' }, version: 1 }),
        );
      });
      await page.goto(`/events/${event.url}`);
      await addFromEventPage(page, ticket.name, 'A kosárba tettük');
      await expectNoA11yViolations(page, 'event page with a cart, dark');
      const key = await heldKey(page);
      expect(
        (
          await request.post('/api/coupon/add', {
            data: { coupon_id: 'PREMIER10', cart_key: key },
          })
        ).status(),
      ).toBe(200);
      await page.goto('/cart');
      const lines = page.getByRole('table', { name: 'A kosár tételei' });
      await expect(lines.getByText('Kuponkód: PREMIER10')).toBeVisible();
      await expectNoA11yViolations(page, 'cart with a coupon, dark');
      await keepScreenshot(page, 'cart-coupon-dark-hu-desktop');
      // The change's info message, in the dark.
      await page
        .getByRole('button', { name: `Eggyel több: ${ticket.name} – ${event.name}` })
        .click();
      await expect(page.getByRole('alert').filter({ hasText: 'Módosult a kosara' })).toBeVisible();
      await expectNoA11yViolations(page, 'cart with the info message, dark');
    });
  });

  test('a sold-out performance offers nothing to add', async ({ page, request }) => {
    const events = (await (await request.get('/api/events')).json()) as Summary[];
    const soldOut = events.find((event) => event.sold_out);
    expect(soldOut).toBeDefined();
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${soldOut?.url ?? ''}`);
    if (soldOut?.seated) {
      // A seated one: no price to ask the best seats of, and no free seat in the list.
      await expect(page.getByRole('button', { name: 'Legjobb helyek kérése' })).toBeDisabled();
      await page.getByText('Lista', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Lista' })).toBeChecked();
      await expect(page.getByRole('button', { name: /^Kiválasztás: / })).toHaveCount(0);
      return;
    }
    const buttons = page.getByRole('button', { name: /^Kosárba: / });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
  });

  test('by keyboard alone: add a ticket, open the cart, change the quantity', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { event, ticket } = await performance(request, 6);
    const nameEn = ticket.name_translations.en || ticket.name;
    const label = `${nameEn} – ${event.name_translations.en || event.name}`;
    await returningVisitor(page, 'en');
    await page.goto(`/events/${event.url}`);
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();

    const focusByTab = async (target: ReturnType<Page['getByRole']>, key = 'Tab') => {
      for (
        let i = 0;
        i < 80 && !(await target.evaluate((el) => el === document.activeElement));
        i += 1
      ) {
        await page.keyboard.press(key);
      }
      await expect(target).toBeFocused();
    };

    const add = page.getByRole('button', { name: `Add to cart: ${nameEn}` });
    await focusByTab(add);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added to your cart').last()).toBeVisible();
    // The button kept the focus through the call.
    await expect(add).toBeFocused();

    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart (1 ticket)' });
    await focusByTab(cart, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);

    const plus = page.getByRole('button', { name: `Add one: ${label}` });
    const quantity = page.getByRole('textbox', { name: `Quantity: ${label}` });
    await focusByTab(plus);
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');
    await expect(plus).toBeFocused();
    await page.keyboard.press('Space');
    await expect(quantity).toHaveValue('3');
    await page.keyboard.press('Shift+Tab');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: `Remove one: ${label}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');

    // Deleting the line moves the focus to the list, not to the page's start.
    const remove = page.getByRole('button', { name: `Delete: ${label}` });
    await focusByTab(remove);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused();
  });
});
