import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './admin-support';
import {
  answer,
  cancelTicket,
  codeField,
  desktop,
  doorPerformances,
  doorShot,
  paidTickets,
  phone,
  sloppy,
  typeCode,
  withDatabase,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import { escaped, expectNoA11yViolations, returningVisitor } from './support';

// The door (decision 0016): a cashier picks today's or a coming performance, names the door once,
// and checks tickets bought through the shop (paid on the SimplePay simulator; their codes read
// from the database): typed by hand in lower case without hyphens (the server normalises),
// admitted; again: already used, with the door; an unknown code; another performance's ticket; a
// cancelled one; a scan that got no answer (NOT checked); an administrator's undo. Keyboard only,
// on a phone and a desktop, axe on the picker and on every answer, in Hungarian and English. The
// camera: check-in-camera.spec.ts; every answer on both sizes: check-in-screens.spec.ts.

test.use({ baseURL: shopOrigin });

/** Records `navigator.vibrate` patterns (the door's buzz) in `window.buzzes`. */
async function recordVibrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const buzzes: unknown[] = [];
    (window as unknown as { buzzes: unknown[] }).buzzes = buzzes;
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        buzzes.push(pattern);
        return true;
      },
    });
  });
}

function buzzes(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes);
}

test.describe('door check-in', () => {
  test('a cashier on a phone, keyboard only: admitted, already used at the door, unknown', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const choices = await doorPerformances(request);
    const { event, ticket } = choices[0]!;
    const [first] = await paidTickets(browser, request, [{ ticket, count: 1 }]);
    await page.setViewportSize(phone);
    await returningVisitor(page, 'hu');
    await recordVibrations(page);
    const cashier = await signedInAs(page, request, 'cashier');

    // The picker: today's and the coming days' performances, big buttons.
    await page.goto('/admin/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Beléptetés' })).toBeVisible();
    const pick = page.locator(`a[href="/admin/check-in/${event.id}"]`);
    await expect(pick).toContainText(event.name);
    await expect(pick).toContainText(/Beléptetve: \d+ \/ \d+/);
    await expect(page).toHaveTitle(/^Beléptetés( · |$)/);
    await expectNoA11yViolations(page, 'the door picker (hu, phone)');
    await pick.focus();
    await page.keyboard.press('Enter');

    // The door, asked once: typed, Enter.
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Melyik bejáratnál áll?' }),
    ).toBeVisible();
    const doorField = page.getByRole('combobox', { name: 'A bejárat neve' });
    await expect(doorField).toBeFocused();
    await expectNoA11yViolations(page, 'the door question (hu, phone)');
    await page.keyboard.type('  Főbejárat ');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bejárat: Főbejárat', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Beléptetés: ${escaped(event.name)}( · |$)`));

    // Typed by hand, lower case, no hyphens: admitted.
    await typeCode(page, sloppy(first!.code));
    const result = answer(page);
    await expect(result.getByText('Beléphet', { exact: true })).toBeVisible();
    await expect(result).toContainText(first!.code);
    await expect(result).toContainText(ticket.name);
    await expect(codeField(page)).toHaveValue('');
    await expect(codeField(page)).toBeFocused();
    await expect(page.locator('[aria-live="assertive"]')).toContainText('Beléphet');
    // Only administrators may take an admission back.
    await expect(page.getByRole('button', { name: 'Belépés visszavonása' })).toHaveCount(0);
    await expectNoA11yViolations(page, 'admitted (hu, phone)');

    // The same ticket again: already used, when, at which door, by whom.
    await typeCode(page, first!.code);
    await expect(result.getByText('Már felhasználva', { exact: true })).toBeVisible();
    await expect(result).toContainText('Főbejárat');
    await expect(result).toContainText(cashier);
    await expect(result).toContainText(/\d{2}:\d{2}/);
    await expectNoA11yViolations(page, 'already used (hu, phone)');

    // A code no ticket has.
    await typeCode(page, 'zzzz-zzzz-zzzz-zzzz');
    await expect(result.getByText('Ismeretlen jegy', { exact: true })).toBeVisible();
    await expect(result).toContainText('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await expectNoA11yViolations(page, 'unknown (hu, phone)');

    // Not a code at all: a red card of its own (refused before it is sent), said under the field
    // too, the text kept (selected) to be corrected.
    await typeCode(page, 'abc');
    await expect(result.getByText('Érvénytelen kód', { exact: true })).toBeVisible();
    await expect(result.getByText('Ismeretlen jegy', { exact: true })).toHaveCount(0);
    await expect(codeField(page)).toHaveValue('abc');
    await expect(codeField(page)).toHaveAccessibleDescription(/A jegykód 16 karakterből áll/);
    await expectNoA11yViolations(page, 'a malformed code (hu, phone)');

    // Nothing typed: asked for the code, no request.
    await codeField(page).fill('');
    await page.keyboard.press('Enter');
    await expect(codeField(page)).toHaveAccessibleDescription(/Írja be a jegy kódját/);

    // The last scans, newest first.
    const recent = page.getByRole('region', { name: 'Legutóbbi beolvasások' });
    await expect(recent.getByRole('listitem')).toHaveCount(4);
    await expect(recent.getByRole('listitem').nth(0)).toContainText('Érvénytelen kód');
    await expect(recent.getByRole('listitem').nth(1)).toContainText('Ismeretlen jegy');
    await expect(recent.getByRole('listitem').nth(2)).toContainText('Már felhasználva');
    await expect(recent.getByRole('listitem').nth(3)).toContainText('Beléphet');
    // One short buzz to let in, long ones to stop.
    expect(await buzzes(page)).toEqual([
      [90],
      [350, 120, 350, 120, 350],
      [350, 120, 350, 120, 350],
      [350, 120, 350, 120, 350],
    ]);
    // Stored with the door's name as set.
    const counts = await withDatabase(async (client) => {
      const row = await client.query<{ checked_in_door: string; checked_in_by: number }>(
        'select checked_in_door, checked_in_by from tickets where code = $1',
        [first!.code],
      );
      return row.rows[0];
    });
    expect(counts?.checked_in_door).toBe('Főbejárat');
  });

  test('in English on a desktop: another performance, a cancelled ticket, and no answer', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const choices = await doorPerformances(request);
    const here = choices[1]!;
    const there = choices[2]!;
    const tickets = await paidTickets(browser, request, [
      { ticket: here.ticket, count: 1 },
      { ticket: there.ticket, count: 1 },
    ]);
    const mine = tickets.find((item) => item.event_id === here.event.id)!;
    const elsewhere = tickets.find((item) => item.event_id === there.event.id)!;
    await cancelTicket(mine.code);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'cashier');
    // A door without its list (plain http, or the list never came): with no answer a scan is NOT
    // checked and waits (decision 0025). The list's own answers are door-offline.spec.ts's.
    await page.route('**/door-list', (route) => route.abort('connectionrefused'));

    // From the menu.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Check-in' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expectNoA11yViolations(page, 'the door picker (en, desktop)');
    // Beyond the first week on request: the door can be set up for any coming performance.
    await page.getByRole('button', { name: 'Show later performances too' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'next 62 days' })).toBeVisible();
    await page.locator(`a[href="/admin/check-in/${here.event.id}"]`).click();

    await page.getByRole('combobox', { name: "The door's name" }).fill('Side door');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Door: Side door', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ \/ \d+ admitted/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Admitted: \d+%$/ })).toHaveAttribute(
      'aria-valuenow',
      /^\d+$/,
    );

    const result = answer(page, 'en');
    await typeCode(page, elsewhere.code, 'en');
    await expect(result.getByText('Ticket for another performance', { exact: true })).toBeVisible();
    await expect(result).toContainText(there.event.name_translations.en || there.event.name);
    await expectNoA11yViolations(page, 'another performance (en, desktop)');

    await typeCode(page, mine.code, 'en');
    await expect(result.getByText('Cancelled ticket', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'cancelled (en, desktop)');

    // The server cannot be reached: NOT checked, and a way to try again.
    await page.route('**/api/admin/check-in', (route) => route.abort('internetdisconnected'));
    await typeCode(page, elsewhere.code, 'en');
    await expect(result.getByText('Not checked!', { exact: true })).toBeVisible();
    await expect(result).toContainText('NOT checked and NOT admitted');
    await expectNoA11yViolations(page, 'no answer (en, desktop)');
    await expect(result.getByRole('button', { name: 'Check again' })).toBeVisible();
    // The server answers again: the code is sent again by itself (check-in-offline.spec.ts).
    await page.unroute('**/api/admin/check-in');
    await expect(result.getByText('Ticket for another performance', { exact: true })).toBeVisible({
      timeout: 45_000,
    });
    await expect(codeField(page, 'en')).toBeFocused();

    // The camera, refused: said in words, typing goes on.
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByRole('alert')).toContainText(
      /You did not allow the camera|No camera was found/,
    );
    await expectNoA11yViolations(page, 'the camera refused (en, desktop)');
    await doorShot(page, 'camera-refused-en-desktop');

    // The door is remembered on this device.
    await page.reload();
    await expect(page.getByText('Door: Side door', { exact: true })).toBeVisible();
    await expect(codeField(page, 'en')).toBeFocused();
    await page.getByRole('button', { name: 'Change door' }).click();
    // Nobody was admitted here yet, so no door is offered; the field starts from this one.
    await expect(page.getByRole('combobox', { name: "The door's name" })).toHaveValue('Side door');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Door: Side door', { exact: true })).toBeVisible();
  });

  test('an administrator takes an admission back; a performance that does not exist', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const choices = await doorPerformances(request);
    const { event, ticket } = choices[3]!;
    const [only] = await paidTickets(browser, request, [{ ticket, count: 1 }]);
    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    await page.goto(`/admin/check-in/${event.id}`);
    await page.getByRole('combobox', { name: 'A bejárat neve' }).fill('Erkély');
    await page.getByRole('button', { name: 'Kezdhetjük' }).click();

    await typeCode(page, only!.code);
    const result = answer(page);
    await expect(result.getByText('Beléphet', { exact: true })).toBeVisible();
    await result.getByRole('button', { name: 'Belépés visszavonása' }).click();
    await expect(result.getByText('A belépést visszavontuk.')).toBeVisible();
    await expect(result.getByRole('button', { name: 'Belépés visszavonása' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Legutóbbi beolvasások' }).getByRole('listitem').first(),
    ).toContainText('(visszavonva)');
    await expectNoA11yViolations(page, 'an undone admission (hu, desktop)');
    await typeCode(page, only!.code);
    await expect(result.getByText('Beléphet', { exact: true })).toBeVisible();

    // The door field offers this performance's doors; another case is the same door.
    await page.getByRole('button', { name: 'Másik bejárat' }).click();
    await expect(page.getByRole('button', { name: /^Erkély/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'A bejárat neve' }).fill('ERKÉLY');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bejárat: Erkély', { exact: true })).toBeVisible();

    await page.goto('/admin/check-in/2000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ez az előadás nem található.' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'a performance that does not exist');
    await page.getByRole('link', { name: 'Az előadások listájához' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beléptetés' })).toBeVisible();
  });
});
