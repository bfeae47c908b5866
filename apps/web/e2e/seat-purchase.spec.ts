import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { keepScreenshot } from './cart-support';
import { payOnSimulator, shopOrigin, testCards } from './checkout-support';
import { downloadedPdf, freshBuyer, rowAction } from './orders-support';
import { pickFreeSeat, seatName, seatedEvent } from './seat-support';
import { expectNoA11yViolations, returningVisitor, viewports } from './support';

// A buyer on a phone picks two seats on the hall's map, pays by card, and gets tickets that name
// the seats: the success page, the profile's order and the tickets' PDF.

test.use({ baseURL: shopOrigin });

test('a buyer pays for two seats chosen on the map and gets tickets naming them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const event = await seatedEvent(request, 7);
  await page.setViewportSize(viewports.phone);
  await returningVisitor(page, 'hu');
  await freshBuyer(page, request);

  await page.goto(`/events/${event.url}`);
  await expect(page.getByTestId('seat-map')).toBeVisible({ timeout: 30_000 });
  const first = await pickFreeSeat(page, []);
  const second = await pickFreeSeat(page, [first]);
  const names = [await seatName(page, first), await seatName(page, second)];

  await page.getByRole('link', { name: 'Tovább a kosárhoz' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const name of names) {
    await expect(page.locator('ul li[data-kind="ticket"]').getByText(name)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Tovább', exact: true }).click();
  await page.getByRole('radio', { name: /Csak nyugtát kérek/ }).check();
  await page.getByRole('button', { name: 'Tovább az összesítőhöz' }).click();
  // The review names the seats too.
  for (const name of names) {
    await expect(page.locator('ul li[data-kind="ticket"]').getByText(name)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ }).check();
  await page.getByRole('button', { name: /Fizetés bankkártyával/ }).click();
  await payOnSimulator(page, 'hu', testCards.success);
  await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 30_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  // The seats are sold now: the map shows them so.
  await page.goto(`/events/${event.url}`);
  for (const id of [first, second]) {
    await expect(
      page.getByTestId('seat-map').locator(`[data-seat-id="${id}"]`).first(),
    ).toHaveAttribute('data-status', 'sold', { timeout: 30_000 });
  }

  // The profile's order: its tickets' PDF names both seats.
  await page.goto('/profile');
  const tickets = await rowAction(page, 'Jegyek', orderId);
  await expectNoA11yViolations(page, 'the profile with a seated order');
  await keepScreenshot(page, 'seat-purchase-profile-hu-phone');
  const file = await (await downloadedPdf(page, tickets)).path();
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const name of names) expect(text).toContain(name);
});
