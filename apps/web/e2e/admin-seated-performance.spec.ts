import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSeats, seatingShots } from './admin-seating-support';
import { login, signedInAs, staffAccounts, typeDate } from './admin-support';
import { uniqueWord } from './admin-programme-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// A seated performance from nothing (decisions 0036 and 0038): an administrator gives a new hall
// its map by importing a pretix plan in the editor, puts a performance into that hall, makes a
// zone and a student concession valid in it, paints the zone on the seats, blocks one for the
// press, publishes the performance and sells it at the desk: best available of four finds no
// four seats side by side, proposes a split that holds nothing until accepted, and the order
// names the four seats at the concession's price.

const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ baseURL: shopOrigin });

const pretixPlan = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'seat-editor-pretix-plan.json',
);

/** A venue with an empty hall, and a production with no performance (through the API). */
async function newHallAndProduction(
  request: APIRequestContext,
): Promise<{ hall: string; productionId: number; title: string }> {
  const headers = await login(request, staffAccounts.admin);
  const word = uniqueWord();
  const venue = await request.post('/api/admin/venues', {
    headers,
    data: {
      name: `Páholyszínház ${word}`,
      name_en: `Box Theatre ${word}`,
      address: '1011 Budapest, Fő utca 1.',
    },
  });
  expect(venue.status()).toBe(201);
  const { id: venueId } = (await venue.json()) as { id: number };
  const hall = `Páholyterem ${word}`;
  const withHall = await request.post(`/api/admin/venues/${String(venueId)}/halls`, {
    headers,
    data: { name: hall, name_en: `Box room ${word}`, capacity: 7 },
  });
  expect(withHall.status()).toBe(201);
  const title = `Páholyjáték ${word}`;
  const production = await request.post('/api/admin/productions', {
    headers,
    data: {
      name: title,
      name_en: `Box play ${word}`,
      author: 'Karinthy Frigyes',
      author_en: 'Frigyes Karinthy',
      description: 'Kamaradarab.',
      description_en: 'A chamber play.',
      duration_minutes: 90,
      age_limit: 12,
    },
  });
  expect(production.status()).toBe(201);
  const { id: productionId } = (await production.json()) as { id: number };
  return { hall, productionId, title };
}

/** A `datetime-local` value `days` from now at 19:00 (Budapest is the browser's zone here). */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(date);
  return `${day}T19:00`;
}

async function newTicketType(
  page: Page,
  names: [string, string],
  price: string,
  zone?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Új jegytípus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Új jegytípus' });
  await dialog.getByLabel('Név (magyarul)').fill(names[0]);
  await dialog.getByLabel('Név (angolul)').fill(names[1]);
  await dialog.getByLabel('Ár (Ft, áfával)').fill(price);
  await dialog.getByRole('combobox', { name: /^Áfakulcs/ }).click();
  await page.getByRole('option', { name: '5%', exact: true }).click();
  // The seats give a seated performance's capacity: no capacity field to fill in.
  await expect(dialog.getByLabel('Kapacitás (db)')).toHaveCount(0);
  if (zone) {
    await dialog.getByRole('checkbox', { name: new RegExp(`^${zone} – `) }).check();
    await expect(dialog.getByTestId('ticket-type-seat-capacity')).toContainText(
      'a zónái szabad helyeiből fogy',
    );
    await expectNoA11yViolations(page, 'the ticket type form of a concession (hu)');
    await seatingShots(page, 'new-concession', 'hu');
  } else {
    await expect(dialog.getByTestId('ticket-type-seat-capacity')).toContainText('most 0 hely');
  }
  await dialog.getByRole('button', { name: 'Mentés' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: names[0] })).toBeVisible();
}

test.describe('a seated performance from nothing', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an administrator imports a hall map, zones, blocks and publishes a performance, and sells it at the desk', async ({
    page,
    request,
  }) => {
    const made = await newHallAndProduction(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');

    // The hall's map: a pretix plan imported in the editor, then saved.
    await page.goto('/admin/programme/venues');
    await page.getByRole('link', { name: `Ültetési rend szerkesztése: ${made.hall}` }).click();
    await page.getByRole('combobox', { name: 'Formátum' }).click();
    await page.getByRole('option', { name: 'pretix ültetési terv (JSON)' }).click();
    await page.locator('input[type="file"]').setInputFiles(pretixPlan);
    await page.getByRole('button', { name: 'Betöltés' }).click();
    await expect(page.getByTestId('seat-editor-counts')).toHaveText('7 szék, 1 szektor');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByTestId('seat-saved-info')).toContainText('Érvényes változat: 1.');

    // A performance in that hall.
    await page.goto(`/admin/programme/productions/${String(made.productionId)}`);
    await page.getByRole('link', { name: 'Új előadás' }).click();
    await page.getByRole('combobox', { name: /^Terem/ }).click();
    await page.getByRole('option', { name: new RegExp(made.hall) }).click();
    await typeDate(page.getByLabel('Kezdés (budapesti idő)'), inDays(30));
    await page.getByRole('button', { name: 'Javaslat a címből és a dátumból' }).click();
    await page.getByRole('button', { name: 'Előadás létrehozása' }).click();
    await expect(page).toHaveURL(/\/admin\/programme\/performances\/\d+$/);
    const eventId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const eventUrl = `/events/${(await page.getByLabel('Webcím').inputValue()).trim()}`;
    const panel = page.getByRole('region', { name: 'Helyek', exact: true });
    await expect(panel.getByTestId('seat-map')).toBeVisible();
    await expect(panel.locator('[data-seat-id]')).toHaveCount(7);

    // A zone, and a student concession valid in it.
    await newTicketType(page, ['Páholy', 'Box'], '6000');
    await newTicketType(page, ['Diákjegy', 'Student'], '3000', 'Páholy');

    // The whole section painted with the zone; seat 2 of row 1 blocked for the press.
    await panel.getByLabel('Szektor').selectOption({ label: 'Páholy' });
    await panel.getByLabel('Sor', { exact: true }).selectOption({ label: 'Az egész szektor' });
    await panel.getByRole('button', { name: 'Kijelöli', exact: true }).click();
    await expect(panel.getByText('7 hely kijelölve')).toBeVisible();
    const types = await adminSeats(request, eventId);
    const zone = types.ticket_types.find((type) => type.name === 'Páholy')!;
    expect(types.ticket_types.find((type) => type.name === 'Diákjegy')?.zones).toEqual([zone.id]);
    await panel.getByLabel('Zóna (jegytípus)').selectOption({ value: String(zone.id) });
    await panel.getByRole('button', { name: 'Zóna hozzárendelése' }).click();
    await expect(panel.getByText('Nincs kijelölt hely.')).toBeVisible();
    const zoned = await adminSeats(request, eventId);
    expect(zoned.seats.every((seat) => seat.ticket_type_id === zone.id)).toBe(true);
    const pressSeat = zoned.seats.find((seat) => seat.row === '1' && seat.label === '2')!;
    const onMap = (id: number) => panel.getByTestId('seat-map').locator(`[data-seat-id="${id}"]`);
    await onMap(pressSeat.id).click();
    await panel.getByLabel('Zárolás oka').selectOption({ value: 'press' });
    await panel.getByRole('button', { name: 'Zárolás', exact: true }).click();
    await expect(onMap(pressSeat.id)).toHaveAttribute('data-status', 'blocked');
    await expect(page.getByRole('row', { name: /Páholy/ })).toContainText('/ 6');

    // Published: the shop lists it as seated.
    await page.getByRole('switch', { name: 'Közzétéve a műsorban' }).click();
    await expect(page.getByRole('switch', { name: 'Közzétéve a műsorban' })).toBeChecked();
    const shopEvent = (await (await request.get(`/api/events/${String(eventId)}`)).json()) as {
      seated: boolean;
    };
    expect(shopEvent.seated).toBe(true);

    // A visitor asking the shop for four students' seats is proposed the same kind of split,
    // which holds nothing until accepted; this one says no.
    const shop = await page.context().newPage();
    await shop.setViewportSize({ width: 390, height: 844 });
    await returningVisitor(shop, 'hu');
    await shop.goto(eventUrl);
    const best = shop.getByRole('region', { name: 'Legjobb szabad helyek' });
    await best.getByLabel('Ár', { exact: true }).selectOption({ label: 'Diákjegy – 3000 Ft' });
    await best.getByLabel('Darabszám').selectOption('4');
    await best.getByRole('button', { name: 'Legjobb helyek kérése' }).click();
    const offered = best.getByRole('status').filter({
      hasText: 'Nincs ennyi egymás melletti szabad hely',
    });
    await expect(offered).toBeVisible();
    await expect(shop.getByTestId('seat-map').locator('[data-proposed="true"]')).toHaveCount(4);
    await expectNoA11yViolations(shop, 'the shop with a proposed split (hu, phone)');
    await keepScreenshot(shop, 'seating-shop-proposal-hu-phone');
    await offered.getByRole('button', { name: 'Mégsem' }).click();
    await expect(offered).toBeHidden();
    const untouched = await adminSeats(request, eventId);
    expect(untouched.seats.filter((seat) => seat.status === 'held')).toHaveLength(0);
    await shop.close();

    // The desk: four students, but no four free seats side by side (the press seat splits row 1).
    await page.goto(`/admin/box-office/${String(eventId)}`);
    const seats = page.getByRole('region', { name: 'Helyek', exact: true });
    const map = seats.getByTestId('seat-map');
    await expect(map).toBeVisible();
    await seats.getByLabel('Ár', { exact: true }).selectOption({ label: 'Diákjegy – 3000 Ft' });
    await seats.getByLabel('Darab').selectOption('4');
    await seats.getByRole('button', { name: 'Helyek a kosárba' }).click();
    const proposal = seats.getByRole('status').filter({
      hasText: 'Nincs ennyi egymás melletti szabad hely',
    });
    await expect(proposal).toBeVisible();
    await expect(map.locator('[data-proposed="true"]')).toHaveCount(4);
    // Proposed is not held.
    const proposed = await adminSeats(request, eventId);
    expect(proposed.seats.filter((seat) => seat.status === 'held')).toHaveLength(0);
    await expectNoA11yViolations(page, 'the desk with a proposed split (hu)');
    await seatingShots(page, 'desk-proposal', 'hu');
    await proposal.getByRole('button', { name: 'Ezeket a kosárba' }).click();
    const cart = page.getByRole('region', { name: 'Kosár' });
    await expect(cart.locator('li[data-seat-id]')).toHaveCount(4);
    await expect(proposal).toBeHidden();
    for (const line of await cart.locator('li[data-seat-id]').all()) {
      await expect(line).toContainText('Diákjegy');
    }
    // Four students at 3000 Ft, and the shop's technical fee per ticket.
    const totalText = (await cart.getByText('Fizetendő').locator('..').textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(12_000);
    expect((total - 12_000) % 4).toBe(0);

    // Cash: the four seats sold at the concession's price, the press seat still blocked.
    await page.getByText('Készpénz', { exact: true }).click();
    const received = page.getByRole('textbox', { name: 'Kapott összeg (Ft)' });
    await received.fill(String(total));
    await received.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Sikeres eladás' })).toBeVisible();
    const orderText = await page.getByText(/^Rendelés: \d+$/).textContent();
    const orderId = Number(/(\d+)$/.exec(orderText ?? '')?.[1]);
    const sold = await adminSeats(request, eventId);
    expect(sold.seats.filter((seat) => seat.status === 'sold')).toHaveLength(4);
    expect(sold.seats.find((seat) => seat.id === pressSeat.id)?.status).toBe('blocked');
    await page.goto(`/admin/orders/${String(orderId)}`);
    await expect(page.getByText(/Páholy, \d\. sor, \d\. szék/).first()).toBeVisible();
    await expect(page.getByText('Diákjegy').first()).toBeVisible();
  });
});
