import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { signedInAs } from './admin-support';
import {
  answer,
  cancelTicket,
  codeField,
  desktop,
  doorPerformances,
  escaped,
  paidTickets,
  phone,
  sloppy,
  typeCode,
  withDatabase,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// The door (issue 7): a cashier picks today's or a coming performance, names the door once, and
// checks tickets bought through the shop (paid on the SimplePay simulator; their codes read from
// the database): typed by hand in lower case without hyphens (the server normalises), admitted;
// again: already used, with the door; an unknown code; another performance's ticket; a cancelled
// one; a scan that got no answer (NOT checked); an administrator's undo. Keyboard only, on a phone
// and a desktop, axe on the picker and on every answer, in Hungarian and English.

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

/**
 * A camera's picture for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a
 * Y4M video of a ticket's QR code, as a phone would see it held up, black on white.
 */
function qrVideo(text: string): string {
  const file = path.resolve(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'test-results',
    `qr-${text}.y4m`,
  );
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 8;
  const cell = Math.floor(360 / cells);
  const left = Math.floor((width - cells * cell) / 2);
  const top = Math.floor((height - cells * cell) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < cell; y += 1) {
        const start = (top + (row + 4) * cell + y) * width + left + (column + 4) * cell;
        luma.fill(16, start, start + cell);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
  return file;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepScreenshot(page, `check-in-${name}`);
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

    // From the menu.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Check-in' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expectNoA11yViolations(page, 'the door picker (en, desktop)');
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
    await shot(page, 'camera-refused-en-desktop');

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

  test('the camera reads a ticket held up to it, once, and stops when turned off', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const choices = await doorPerformances(request);
    const { event, ticket } = choices[4 % choices.length]!;
    const [held] = await paidTickets(browser, request, [{ ticket, count: 1 }]);
    // A browser whose camera films the ticket's QR code (and says yes when asked for it).
    const filming = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${qrVideo(held!.code)}`,
      ],
    });
    try {
      const context = await filming.newContext({
        viewport: phone,
        locale: 'hu-HU',
        timezoneId: 'Europe/Budapest',
      });
      await context.grantPermissions(['camera'], { origin: shopOrigin });
      const page = await context.newPage();
      await returningVisitor(page, 'hu');
      await page.addInitScript(() => {
        localStorage.setItem(
          'jegy-check-in-door',
          JSON.stringify({ state: { door: 'Kamerás bejárat' }, version: 1 }),
        );
      });
      await signedInAs(page, request, 'cashier');
      await page.goto(`/admin/check-in/${event.id}`);
      await expect(page.getByText('Bejárat: Kamerás bejárat', { exact: true })).toBeVisible();

      // Asked for only now; where the browser has no QR reader of its own, ZXing is loaded now.
      const camera = page.getByRole('button', { name: 'Beolvasás kamerával' });
      await expect(camera).toHaveAttribute('aria-pressed', 'false');
      await camera.click();
      const result = answer(page);
      await expect(result.getByText('Beléphet', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(result).toContainText(held!.code);
      await expect(page.getByRole('button', { name: 'Kamera kikapcsolása' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The code stays in view: it is not sent again (no red "already used").
      await page.waitForTimeout(4_000);
      const recent = page.getByRole('region', { name: 'Legutóbbi beolvasások' });
      await expect(recent.getByRole('listitem')).toHaveCount(1);
      await expect(result.getByText('Beléphet', { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, 'the camera reading (hu, phone)');
      await shot(page, 'camera-hu-phone');

      // Off: the picture goes, and the camera is released.
      await page.getByRole('button', { name: 'Kamera kikapcsolása' }).click();
      await expect(page.getByRole('button', { name: 'Beolvasás kamerával' })).toBeVisible();
      await expect(page.locator('video')).toBeHidden();
      expect(
        await page.locator('video').evaluate((video: HTMLVideoElement) => video.srcObject),
      ).toBeNull();
      await context.close();
    } finally {
      await filming.close();
    }
  });

  for (const language of ['hu', 'en'] as const) {
    test(`every answer on a phone and a desktop, axe-clean (${language})`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000);
      const hu = language === 'hu';
      const choices = await doorPerformances(request);
      const here = choices[language === 'hu' ? 0 : 1]!;
      const there = choices[language === 'hu' ? 1 : 0]!;
      const tickets = await paidTickets(browser, request, [
        { ticket: here.ticket, count: 3 },
        { ticket: there.ticket, count: 1 },
      ]);
      const mine = tickets.filter((item) => item.event_id === here.event.id);
      const elsewhere = tickets.find((item) => item.event_id === there.event.id)!;
      const cancelled = mine[2]!;
      await cancelTicket(cancelled.code);
      await returningVisitor(page, language);
      await signedInAs(page, request, 'cashier');
      const result = answer(page, language);
      const words = hu
        ? ['Beléphet', 'Már felhasználva', 'Másik előadásra szól', 'Törölt jegy', 'Ismeretlen jegy']
        : [
            'Admit',
            'Already used',
            'Ticket for another performance',
            'Cancelled ticket',
            'Unknown ticket',
          ];

      for (const [index, [size, viewport]] of (
        [
          ['phone', phone],
          ['desktop', desktop],
        ] as const
      ).entries()) {
        await page.setViewportSize(viewport);
        await page.goto('/admin/check-in');
        await expect(page.locator(`a[href="/admin/check-in/${here.event.id}"]`)).toBeVisible();
        await expectNoA11yViolations(page, `the picker (${language}, ${size})`);
        await shot(page, `picker-${language}-${size}`);
        await page.locator(`a[href="/admin/check-in/${here.event.id}"]`).click();
        if (index === 0) {
          const doorField = page.getByRole('combobox', {
            name: hu ? 'A bejárat neve' : "The door's name",
          });
          await expect(doorField).toBeFocused();
          await expectNoA11yViolations(page, `the door question (${language}, ${size})`);
          await shot(page, `door-${language}-${size}`);
          await page.keyboard.type(hu ? 'Főbejárat' : 'Main entrance');
          await page.keyboard.press('Enter');
        }

        const states: [string, string, string][] = [
          ['admitted', mine[index]!.code, words[0]!],
          ['already-used', mine[index]!.code, words[1]!],
          ['wrong-event', elsewhere.code, words[2]!],
          ['cancelled', cancelled.code, words[3]!],
          ['unknown', 'ZZZZ-ZZZZ-ZZZZ-ZZZ1', words[4]!],
        ];
        for (const [state, code, word] of states) {
          await typeCode(page, sloppy(code), language);
          await expect(result.getByText(word, { exact: true })).toBeVisible();
          await expectNoA11yViolations(page, `${state} (${language}, ${size})`);
          await shot(page, `${state}-${language}-${size}`);
        }
        await page.route('**/api/admin/check-in', (route) => route.abort('internetdisconnected'));
        await typeCode(page, mine[index]!.code, language);
        await expect(
          result.getByText(hu ? 'Nem ellenőriztük!' : 'Not checked!', { exact: true }),
        ).toBeVisible();
        await expectNoA11yViolations(page, `no answer (${language}, ${size})`);
        await shot(page, `offline-${language}-${size}`);
        await page.unroute('**/api/admin/check-in');
      }
    });
  }
});
