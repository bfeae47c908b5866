import { expect as baseExpect, test } from '@playwright/test';
import { pickFreeSeat, seatName, seatedEvent, type Summary } from './seat-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor, viewports } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

const sizes = [
  { size: 'phone', viewport: viewports.phone, language: 'hu', index: 0 },
  { size: 'desktop', viewport: viewports.desktop, language: 'en', index: 1 },
] as const;

test.describe('reserved seating in the shop', () => {
  // The hall's map, the holds and axe over a page of 400 seats take a while with two workers.
  test.describe.configure({ timeout: 120_000 });
  for (const { size, viewport, language, index } of sizes) {
    test(`a buyer picks two seats on the map, sees them in the cart and gives one back (${size}, ${language})`, async ({
      page,
      request,
    }) => {
      const event = await seatedEvent(request, index);
      await page.setViewportSize(viewport);
      await returningVisitor(page, language);
      await page.goto(`/events/${event.url}`);
      const map = page.getByTestId('seat-map');
      await expect(map).toBeVisible();
      // Fitted to the width: the whole hall on a phone too.
      const box = await map.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(viewport.width);
      await expectNoA11yViolations(page, `the seat map (${size}, ${language})`);

      const zoomIn = page.getByRole('button', { name: language === 'hu' ? 'Nagyítás' : 'Zoom in' });
      await zoomIn.click();
      await expect(map).toHaveAttribute('data-zoomed', 'true');
      await page
        .getByRole('button', { name: language === 'hu' ? 'A teljes terem' : 'Whole hall' })
        .click();
      await expect(map).not.toHaveAttribute('data-zoomed', 'true');

      const first = await pickFreeSeat(page, []);
      const second = await pickFreeSeat(page, [first]);
      const names = [await seatName(page, first), await seatName(page, second)];
      await expect(
        page.getByText(language === 'hu' ? /A kosarában 2 hely van/ : /Your cart holds 2 seats/),
      ).toBeVisible();
      await keepScreenshot(page, `seat-map-${size}-${language}`);

      await page
        .getByRole('link', { name: language === 'hu' ? 'Tovább a kosárhoz' : 'Go to the cart' })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      const lines = page.locator(
        size === 'phone' ? 'ul li[data-kind="ticket"]' : 'table tr[data-kind="ticket"]',
      );
      await expect(lines).toHaveCount(2);
      for (const name of names) await expect(lines.getByText(name, { exact: true })).toBeVisible();
      await keepScreenshot(page, `seat-cart-${size}-${language}`);

      const remove = language === 'hu' ? 'Törlés' : 'Delete';
      await lines
        .filter({ hasText: names[0] ?? '' })
        .getByRole('button', { name: new RegExp(`^${remove}: .*${names[0] ?? ''}`) })
        .click();
      await expect(lines).toHaveCount(1);
      await expect(lines.getByText(names[1] ?? '', { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, `the cart with a seat (${size}, ${language})`);
    });
  }

  test('best available holds two adjacent seats', async ({ page, request }) => {
    const event = await seatedEvent(request, 2);
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${event.url}`);
    await expect(page.getByTestId('seat-map')).toBeVisible();
    await page.getByLabel('Darabszám').selectOption('2');
    await page.getByRole('button', { name: 'Legjobb helyek kérése' }).click();
    await expect(page.getByText(/A kosarában 2 hely van/)).toBeVisible();
    await expect(page.getByTestId('seat-map').locator('[data-status="mine"]')).toHaveCount(2);
    await keepScreenshot(page, 'seat-best-available');
  });

  test('a seat becomes a student ticket in the cart, by keyboard', async ({ page, request }) => {
    // The performance's map says which zones the student concession applies to.
    const events = ((await (await request.get('/api/events')).json()) as Summary[]).filter(
      (event) => event.seated && event.on_sale && !event.sold_out && !event.vip_only,
    );
    let pick: { url: string; seatId: number; concession: string } | null = null;
    for (const event of events.slice(5).reverse()) {
      const map = (await (
        await request.get(`/api/events/${String(event.id)}/seat-map`)
      ).json()) as {
        sections: { rows: { seats: { id: number; ticket_type_id: number; status: string }[] }[] }[];
        ticket_types: { id: number; name: string; zones: number[] | null }[];
      };
      const concession = map.ticket_types.find((price) => (price.zones ?? []).length > 0);
      const seat = map.sections
        .flatMap((section) => section.rows.flatMap((row) => row.seats))
        .find((s) => s.status === 'free' && (concession?.zones ?? []).includes(s.ticket_type_id));
      if (concession && seat) {
        pick = { url: event.url, seatId: seat.id, concession: concession.name };
        break;
      }
    }
    if (!pick) throw new Error('no seated performance with a free seat of a concession');
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    await page.goto(`/events/${pick.url}`);
    const seat = page.getByTestId('seat-map').locator(`[data-seat-id="${String(pick.seatId)}"]`);
    await seat.click();
    await expect(seat).toHaveAttribute('data-status', 'mine');
    await page.goto('/cart');
    const line = page.locator('table tr[data-kind="ticket"]');
    await expect(line).toHaveCount(1);
    const price = line.getByRole('combobox', { name: /^Jegytípus: / });
    const before = await line.locator('td').nth(2).textContent();
    await price.focus();
    const option = price.locator('option', { hasText: `${pick.concession} – ` });
    await price.selectOption((await option.getAttribute('value')) ?? '');
    await expect(page.getByText(/A jegytípust módosítottuk/)).toBeAttached();
    await expect(line.getByText(pick.concession, { exact: true })).toBeVisible();
    await expect(line.locator('td').nth(2)).not.toHaveText(before ?? '');
    // The select is drawn again under the new price, and keeps the focus.
    await expect(line.getByRole('combobox', { name: /^Jegytípus: / })).toBeFocused();
    await expectNoA11yViolations(page, 'the cart with a student ticket');
    await keepScreenshot(page, 'seat-cart-concession');
  });

  for (const language of ['hu', 'en'] as const) {
    test(`the list of free seats works by keyboard alone (${language})`, async ({
      page,
      request,
    }) => {
      const event = await seatedEvent(request, language === 'hu' ? 3 : 4);
      await returningVisitor(page, language);
      await page.goto(`/events/${event.url}`);
      await expect(page.getByTestId('seat-map')).toBeVisible();
      const t =
        language === 'hu'
          ? {
              map: 'Térkép',
              list: 'Lista',
              select: 'Kiválasztás',
              release: 'Visszaadás',
              mine: /A kosarában 1 hely van/,
            }
          : {
              map: 'Map',
              list: 'List',
              select: 'Select',
              release: 'Give back',
              mine: /Your cart holds 1 seat/,
            };

      // Into the view switch with the keyboard, then to the list.
      await page.getByRole('radio', { name: t.map }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: t.list })).toBeChecked();
      await expect(page.getByTestId('seat-map')).toHaveCount(0);

      // The first section's disclosure, then its first seat's Select.
      let focused = '';
      for (let step = 0; step < 10 && !focused.includes('aria-expanded'); step += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '');
      }
      await page.keyboard.press('Enter');
      let label = '';
      for (let step = 0; step < 5 && !label.startsWith(`${t.select}: `); step += 1) {
        await page.keyboard.press('Tab');
        label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      }
      const active = page.locator(':focus');
      await expect(active).toHaveAccessibleName(new RegExp(`^${t.select}: `));
      const name = ((await active.getAttribute('aria-label')) ?? '')
        .replace(`${t.select}: `, '')
        .split(', ')
        .slice(0, 3)
        .join(', ');
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.mine)).toBeVisible();
      await expect(page.getByRole('button', { name: `${t.release}: ${name}` })).toBeVisible();
      await expectNoA11yViolations(page, `the list of seats (${language})`);
      await keepScreenshot(page, `seat-list-${language}`);
    });
  }
});
