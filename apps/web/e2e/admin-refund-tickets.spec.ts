import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktop, freshBuyer, paidOrder, phone, section } from './admin-orders-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { keepScreenshot, performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Refunds per ticket (decision 0039) in the back office: an administrator takes one ticket of a
// card order of four back on the order's page; the buyer gets its share back through SimplePay,
// the order is partly refunded, its receipt gets a sztornó and a new receipt for the three left,
// and the buyer still downloads the other three tickets (and not the one taken back). axe on the
// dialog in Hungarian and English, on a desktop and a phone.

test.use({ baseURL: shopOrigin });

interface Details {
  status: string;
  refund_status: string;
  tickets: { id: number; code: string; status: string; share: number }[];
  documents: { kind: string; status: string; cancels_id: number | null }[];
}

async function details(request: APIRequestContext, orderId: number): Promise<Details> {
  const staff = await login(request, staffAccounts.admin);
  const reply = await request.get(`/api/admin/orders/${orderId}`, { headers: staff });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Details;
}

test('an administrator takes one ticket of four back; the buyer keeps and downloads the other three', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const { ticket } = await performance(request, 9, { anySeating: true });
  const buyer = await freshBuyer(request, 'Visszavevő Vera');
  const orderId = await paidOrder(browser, request, buyer, ticket, 4);
  await expect.poll(async () => (await details(request, orderId)).tickets.length).toBe(4);
  const before = await details(request, orderId);
  const [first] = before.tickets;

  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'admin');
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Jegyek visszavétele' }).click();
  const dialog = page.getByRole('dialog', { name: `Jegyek visszavétele – rendelés #${orderId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(4);
  // Nothing chosen and no reason: both are said under their fields.
  await dialog.getByRole('button', { name: 'Jegyek visszavétele' }).click();
  await expect(dialog.getByText('Jelöljön ki legalább egy jegyet.')).toBeVisible();
  await expect(dialog.getByText('Kérjük, adja meg a visszavétel okát.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(`^${first!.code} – `) }).check();
  const sum = dialog.getByText(/^Visszatérítendő összesen: /);
  await expect(sum).toBeVisible();
  expect(((await sum.textContent()) ?? '').replace(/\D/g, '')).toBe(String(first!.share));
  await dialog.getByLabel('A visszavétel oka').fill('Egy jegyet visszahozott');
  await expectNoA11yViolations(page, 'the take-tickets-back dialog (hu)');
  await keepScreenshot(page, 'admin-refund-tickets-hu-desktop');
  await dialog.getByRole('button', { name: '1 jegy visszavétele' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/1 jegyet visszavettünk/)).toBeVisible();

  // The refund goes through SimplePay by itself; the order keeps three valid tickets.
  await expect
    .poll(async () => (await details(request, orderId)).refund_status, { timeout: 60_000 })
    .toBe('partial');
  const after = await details(request, orderId);
  expect(after.status).toBe('paid');
  expect(after.tickets.map((item) => item.status)).toEqual([
    'cancelled',
    'valid',
    'valid',
    'valid',
  ]);
  await expect
    .poll(async () =>
      (await details(request, orderId)).documents.map((doc) => [doc.kind, doc.status]),
    )
    .toEqual([
      ['receipt', 'issued'],
      ['receipt', 'issued'],
      ['receipt', 'issued'],
    ]);
  await page.reload();
  await expect(section(page, 'Jegyek')).toContainText('Érvénytelen');

  // The buyer's tickets: the three left, not the one taken back.
  let text = '';
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/orders/${orderId}/download_tickets`, {
          headers: { Authorization: `Bearer ${buyer.token}` },
        });
        if (reply.status() !== 200) return reply.status();
        const file = path.join(tmpdir(), `refund-tickets-${orderId}.pdf`);
        writeFileSync(file, await reply.body());
        text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        return 200;
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  expect(text).not.toContain(first!.code);
  for (const kept of after.tickets.slice(1)) expect(text).toContain(kept.code);

  // The dialog in English on a phone (the three tickets left to choose from).
  await page.setViewportSize(phone);
  await page.evaluate(() => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: 'en' }, version: 0 }),
    );
  });
  await page.reload();
  await page.getByRole('button', { name: 'Take tickets back' }).click();
  const english = page.getByRole('dialog', { name: `Take tickets back – order #${orderId}` });
  await expect(english.getByRole('checkbox')).toHaveCount(3);
  await expectNoA11yViolations(page, 'the take-tickets-back dialog (en, phone)');
  await keepScreenshot(page, 'admin-refund-tickets-en-phone');
  // Escape closes it, as the close button and Cancel do.
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();
});
