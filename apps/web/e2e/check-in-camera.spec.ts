import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { signedInAs } from './admin-support';
import { answer, doorPerformances, doorShot, paidTickets, phone } from './check-in-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The door's camera (decision 0031): a browser whose fake camera films a ticket's QR code reads it
// once, admits it, and lets the camera go when it is turned off.

test.use({ baseURL: shopOrigin });

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

test.describe('door check-in', () => {
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
      await doorShot(page, 'camera-hu-phone');

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
});
