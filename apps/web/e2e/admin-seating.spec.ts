import { expect as baseExpect, test } from '@playwright/test';
import {
  adminSeats,
  assignSeats,
  freeRun,
  seatedFromEnd,
  seatingShots,
  seatNameOnMap,
  switchLanguage,
} from './admin-seating-support';
import { signedInAs } from './admin-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Reserved seating in the back office (decision 0036): an administrator paints a zone on a row and
// blocks a seat for the press on a seated performance's page, then releases it; a cashier sells two
// seats chosen on the desk's map for cash, and the order names them. axe on each screen;
// screenshots in both languages at both sizes.

const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ baseURL: shopOrigin });

const desktop = { width: 1280, height: 800 };

test.describe('reserved seating in the back office', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an administrator assigns a zone to a row and blocks a seat for the press', async ({
    page,
    request,
  }) => {
    const eventId = await seatedFromEnd(request, 0);
    const before = await adminSeats(request, eventId);
    const row = freeRun(before, 2);
    const first = row[0]!;
    const zones = before.ticket_types.filter((type) => type.zones === null);
    const target = zones.find((zone) => zone.id !== first.ticket_type_id) ?? zones[0]!;
    try {
      await page.setViewportSize(desktop);
      await returningVisitor(page, 'hu');
      await signedInAs(page, request, 'admin');
      await page.goto(`/admin/programme/performances/${eventId}`);
      const panel = page.getByRole('region', { name: 'Helyek', exact: true });
      await expect(panel.getByTestId('seat-map')).toBeVisible();
      await expect(panel.getByRole('region', { name: 'Jelmagyarázat' })).toContainText(
        /\d+ hely \(\d+ szabad, \d+ foglalt, \d+ eladva, \d+ zárolt\)/,
      );
      await expectNoA11yViolations(page, 'the seats panel (hu)');

      // A whole row, by keyboard: the section, the row, then Select.
      await panel.getByLabel('Szektor').selectOption({ value: first.section });
      await panel.getByLabel('Sor', { exact: true }).selectOption({ value: first.row });
      await panel.getByRole('button', { name: 'Kijelöli', exact: true }).press('Enter');
      const inRow = before.seats.filter(
        (seat) =>
          seat.section === first.section &&
          seat.row === first.row &&
          (seat.status === 'free' || seat.status === 'blocked'),
      );
      await expect(panel.getByText(`${inRow.length} hely kijelölve`)).toBeVisible();
      await expect(
        panel.getByTestId('seat-map').locator(`[data-seat-id="${first.id}"]`),
      ).toHaveAttribute('data-proposed', 'true');
      await panel.getByLabel('Zóna (jegytípus)').selectOption({ value: String(target.id) });
      await panel.getByRole('button', { name: 'Zóna hozzárendelése' }).click();
      await expect(page.getByText('A helyek változásait elmentettük.')).toBeVisible();
      await expect(panel.getByText('Nincs kijelölt hely.')).toBeVisible();
      const painted = await adminSeats(request, eventId);
      for (const seat of inRow) {
        expect(painted.seats.find((item) => item.id === seat.id)?.ticket_type_id).toBe(target.id);
      }

      // One seat, clicked on the map: blocked for the press, then released for sale.
      const seat = panel.getByTestId('seat-map').locator(`[data-seat-id="${first.id}"]`);
      await seat.click();
      await expect(panel.getByText('1 hely kijelölve')).toBeVisible();
      await panel.getByLabel('Zárolás oka').selectOption({ value: 'press' });
      await panel.getByRole('button', { name: 'Zárolás', exact: true }).click();
      await expect(seat).toHaveAttribute('data-status', 'blocked');
      await expect(seat.locator('title')).toContainText('zárolt: Sajtó');
      const blocked = await adminSeats(request, eventId);
      expect(blocked.seats.find((item) => item.id === first.id)?.blocked_reason).toBe('press');
      await expectNoA11yViolations(page, 'the seats panel with a blocked seat (hu)');
      await seatingShots(page, 'programme', 'hu');

      // The list, the keyboard's way to one seat: select the blocked seat, release it.
      await panel.getByText('Lista', { exact: true }).click();
      const list = panel.getByRole('region', { name: 'Helyek listája' });
      await list
        .getByRole('button', { name: new RegExp(first.section) })
        .first()
        .click();
      await list.locator(`tr[data-seat-id="${first.id}"]`).getByRole('button').click();
      await expect(panel.getByText('1 hely kijelölve')).toBeVisible();
      await expectNoA11yViolations(page, 'the list of seats (hu)');
      await panel.getByRole('button', { name: 'Zárolás feloldása, eladásra' }).click();
      await expect(list.locator(`tr[data-seat-id="${first.id}"]`)).toContainText('szabad');
      const released = await adminSeats(request, eventId);
      expect(released.seats.find((item) => item.id === first.id)?.blocked_reason).toBeNull();

      // The ticket type form offers a concession's zones on a seated performance.
      await page.getByRole('button', { name: 'Új jegytípus' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('group', { name: 'Kedvezmény zónái' })).toBeVisible();
      await expect(dialog.getByRole('checkbox')).not.toHaveCount(0);
      await expectNoA11yViolations(page, 'the ticket type form with zones (hu)');
      await seatingShots(page, 'ticket-type', 'hu');
      await page.keyboard.press('Escape');

      // The same screens in English.
      await switchLanguage(page, 'en');
      const seatsEn = page.getByRole('region', { name: 'Seats', exact: true });
      await expect(seatsEn.getByTestId('seat-map')).toBeVisible();
      await expectNoA11yViolations(page, 'the seats panel (en)');
      await seatingShots(page, 'programme', 'en');
      await page.getByRole('button', { name: 'New ticket type' }).click();
      await expect(
        page.getByRole('dialog').getByRole('group', { name: "Concession's zones" }),
      ).toBeVisible();
      await seatingShots(page, 'ticket-type', 'en');
    } finally {
      // The zones as they were (other journeys count on the performance's prices).
      const byZone = new Map<number, number[]>();
      for (const seat of before.seats.filter((item) => item.status !== 'sold')) {
        if (seat.ticket_type_id === null) continue;
        byZone.set(seat.ticket_type_id, [...(byZone.get(seat.ticket_type_id) ?? []), seat.id]);
      }
      const now = await adminSeats(request, eventId);
      const movable = new Set(
        now.seats
          .filter((seat) => seat.status === 'free' || seat.status === 'blocked')
          .map((s) => s.id),
      );
      const changes = [...byZone.entries()]
        .map(([zone, ids]) => ({
          seat_ids: ids.filter((id) => movable.has(id)),
          ticket_type_id: zone,
        }))
        .filter((change) => change.seat_ids.length > 0);
      if (changes.length > 0) await assignSeats(request, eventId, changes);
    }
  });

  test('a cashier sells two seats chosen on the map, and the order names them', async ({
    page,
    request,
  }) => {
    const eventId = await seatedFromEnd(request, 1);
    const before = await adminSeats(request, eventId);
    const [a, b, c] = freeRun(before, 3);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'cashier');
    await page.goto(`/admin/box-office/${eventId}`);
    const seats = page.getByRole('region', { name: 'Helyek', exact: true });
    const map = seats.getByTestId('seat-map');
    await expect(map).toBeVisible();
    const cart = page.getByRole('region', { name: 'Kosár' });
    await expect(cart).toContainText('A kosár üres');

    // Two seats by a click each; a third in and out again.
    const names: string[] = [];
    for (const seat of [a!, b!]) {
      names.push(await seatNameOnMap(page, seat.id));
      await map.locator(`[data-seat-id="${seat.id}"]`).click();
      await expect(map.locator(`[data-seat-id="${seat.id}"]`)).toHaveAttribute(
        'data-status',
        'mine',
      );
    }
    const third = map.locator(`[data-seat-id="${c!.id}"]`);
    await third.click();
    await expect(third).toHaveAttribute('data-status', 'mine');
    await third.click();
    await expect(third).toHaveAttribute('data-status', 'free');
    for (const name of names) {
      await expect(cart.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(cart.locator('li[data-seat-id]')).toHaveCount(2);
    await expectNoA11yViolations(page, 'the desk on a seated performance (hu)');
    await seatingShots(page, 'desk', 'hu');

    // Cash, the exact amount: sold.
    const totalText = (await cart.getByText('Fizetendő').locator('..').textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    await page.getByText('Készpénz', { exact: true }).click();
    const received = page.getByRole('textbox', { name: 'Kapott összeg (Ft)' });
    await received.fill(String(total));
    await received.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Sikeres eladás' })).toBeVisible();
    const orderText = await page.getByText(/^Rendelés: \d+$/).textContent();
    const orderId = Number(/(\d+)$/.exec(orderText ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);
    const sold = await adminSeats(request, eventId);
    for (const seat of [a!, b!]) {
      expect(sold.seats.find((item) => item.id === seat.id)?.status).toBe('sold');
    }
    expect(sold.seats.find((item) => item.id === c!.id)?.status).toBe('free');

    // The order names both seats.
    await page.goto(`/admin/orders/${orderId}`);
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();

    // Best available at the desk: two seats of a price into the next sale, then the cart emptied.
    await page.goto(`/admin/box-office/${eventId}`);
    await expect(map).toBeVisible();
    await seats.getByLabel('Darab').selectOption('2');
    await seats.getByRole('button', { name: 'Helyek a kosárba' }).click();
    await expect(cart.locator('li[data-seat-id]')).toHaveCount(2);
    await expect(map.locator('[data-status="mine"]')).toHaveCount(2);
    await switchLanguage(page, 'en');
    await expect(
      page.getByRole('region', { name: 'Seats', exact: true }).getByTestId('seat-map'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cart' }).locator('li[data-seat-id]'),
    ).toHaveCount(2);
    await expectNoA11yViolations(page, 'the desk on a seated performance (en)');
    await seatingShots(page, 'desk', 'en');
    await page.getByRole('button', { name: 'Empty the cart' }).click();
    await expect(page.getByRole('region', { name: 'Cart' })).toContainText('empty');
    await expect(page.getByTestId('seat-map').locator('[data-status="mine"]')).toHaveCount(0);
  });
});
