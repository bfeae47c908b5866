import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  keepScreenshot as keepFullPage,
  returningVisitor,
  viewports,
} from './support';

// The cart in the browser (checkout step 1): adding from the event page, the header's count and
// countdown, quantities, deleting, a coupon line and its removal, the expiry, the empty cart,
// Continue (to the login when signed out, to the billing step when signed in), a failed load,
// the keyboard, axe on every state, and screenshots in both languages on a phone and a desktop.

interface Summary {
  id: number;
  url: string;
  name: string;
  name_translations: { en: string };
  sold_out: boolean;
  on_sale: boolean;
  vip_only: boolean;
}

interface Ticket {
  id: number;
  name: string;
  name_translations: { en: string };
  quantity: number;
  sold_out: boolean;
  vip_only: boolean;
}

interface Choice {
  event: Summary;
  ticket: Ticket;
}

/**
 * An on-sale public performance with a ticket type that has tickets to spare. `nth` spreads the
 * journeys over performances, so parallel journeys' holds do not meet.
 */
async function performance(request: APIRequestContext, nth: number): Promise<Choice> {
  const events = (await (await request.get('/api/events')).json()) as Summary[];
  const open = events.filter((event) => event.on_sale && !event.sold_out && !event.vip_only);
  const choices: Choice[] = [];
  for (const event of open) {
    const tickets = (await (
      await request.get(`/api/events/${event.id}/ticket-infos`)
    ).json()) as Ticket[];
    const ticket = tickets.find((t) => !t.vip_only && !t.sold_out && t.quantity >= 20);
    if (ticket) choices.push({ event, ticket });
    if (choices.length > nth) break;
  }
  const choice = choices[nth % Math.max(1, choices.length)];
  if (!choice) throw new Error('no performance with tickets to spare in the demo season');
  return choice;
}

/** From the top: a full-page picture of a scrolled page would show the sticky header mid-page. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepFullPage(page, name);
}

/** The cart key the browser holds (the persisted cart store). */
async function heldKey(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('jegy-cart');
    if (!raw) return null;
    return (JSON.parse(raw) as { state: { key: string | null } }).state.key;
  });
}

async function switchToEnglish(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: 'en' }, version: 0 }),
    );
  });
  await page.reload();
}

/** Adds one ticket from the event page and waits for the confirmation. */
async function addFromEventPage(page: Page, ticketName: string, toast: string): Promise<void> {
  const reloaded = page.waitForResponse(
    (response) => response.url().includes('/ticket-infos') && response.ok(),
  );
  await page.getByRole('button', { name: new RegExp(`: ${ticketName}$`) }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
  // Availability changed: the event page reloads its ticket types.
  await reloaded;
}

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
      await expect(header.getByRole('link', { name: 'Kosár (1 jegy)' })).toBeVisible();
      const timer = header.getByRole('timer');
      await expect(timer).toHaveAccessibleName(/^A kosarad 10 perc múlva kiürül!/);
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

    // The coupon form belongs to the review step (spec section 2, step 3): applied here by the API.
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
    const info = page.getByRole('alert').filter({ hasText: 'Módosult a kosarad' });
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
    await expect(page.getByText('Lejárt a kosarad')).toBeVisible();
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
      await expect(page.getByRole('heading', { name: 'A kosarad üres' })).toBeVisible();
      await expect(page.getByText('Töltsd meg a kosarad a továbblépéshez!')).toBeVisible();
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
    await expect(page.getByText('A továbblépéshez be kell jelentkezned.')).toBeVisible();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);

    await page.getByLabel('E-mail-cím').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('Rakpart-Demo-2026');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const label = `${ticket.name} – ${event.name}`;
    await expect(page.getByRole('textbox', { name: `Mennyiség: ${label}` })).toHaveValue('1');
    await expect(page.getByText('A továbblépéshez be kell jelentkezned.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page).toHaveURL(/\/cart\?step=billing$/);
    await expect(steps.getByRole('button', { name: /Számlázás/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByText('Számlázás és fizetés')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ár részletei' })).toBeVisible();
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
      await expect(page.getByRole('alert').filter({ hasText: 'Módosult a kosarad' })).toBeVisible();
      await expectNoA11yViolations(page, 'cart with the info message, dark');
    });
  });

  test('a sold-out performance offers nothing to add', async ({ page, request }) => {
    const events = (await (await request.get('/api/events')).json()) as Summary[];
    const soldOut = events.find((event) => event.sold_out);
    expect(soldOut).toBeDefined();
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${soldOut?.url ?? ''}`);
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
