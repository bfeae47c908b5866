import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktop, phone } from './admin-orders-support';
import { seatedFromEnd, switchLanguage } from './admin-seating-support';
import { uniqueWord } from './admin-programme-support';
import { login, signedInAs, staffAccounts } from './admin-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { deliveredMail } from './mail-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// A group order by bank transfer of a seated performance (decision 0046, "Seats"): a cashier
// takes twelve tickets on the form (told that the group gets the best seats together), the
// order's page lists the seats placed, and the buyer's pro-forma names them. The performance is
// a VIP-only copy of a demo performance made here, so the shop's seat journeys never meet it.
// Hungarian on a desktop and English on a phone, axe on each screen, the form by keyboard.

test.use({ baseURL: shopOrigin });

interface SeatedCopy {
  id: number;
  name: string;
  nameEn: string;
  /** "10:17": the start's wall-clock time, which tells the copy apart in the picker. */
  time: string;
  zoneId: number;
}

/** A published, VIP-only copy of a seated demo performance, through the API. */
async function seatedCopy(request: APIRequestContext): Promise<SeatedCopy> {
  const headers = await login(request, staffAccounts.admin);
  const source = await seatedFromEnd(request, 0);
  const minute = 10 + Math.floor(Math.random() * 50);
  const starts = new Date(Date.now() + (50 + Math.floor(Math.random() * 100)) * 86_400_000);
  // 10:MM in Budapest: 09:MM UTC in winter, 08:MM in summer; the picker shows the local time.
  starts.setUTCHours(9, minute, 0, 0);
  const copied = await request.post(`/api/admin/performances/${String(source)}/copies`, {
    headers,
    data: { starts_at: [starts.toISOString()] },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const id = ((await copied.json()) as { performances: { id: number }[] }).performances[0]?.id;
  expect(id).toBeDefined();
  const read = await request.get(`/api/admin/performances/${String(id)}`, { headers });
  const performance = (await read.json()) as {
    production_id: number;
    production_name: string;
    production_name_en: string;
    hall_id: number;
    url: string;
    starts_at: string;
    sale_starts_at: string | null;
    sale_ends_at: string | null;
    tech_fee: number | null;
    ticket_types: { id: number; zones?: number[] | null }[];
  };
  const put = await request.put(`/api/admin/performances/${String(id)}`, {
    headers,
    data: {
      production_id: performance.production_id,
      hall_id: performance.hall_id,
      url: performance.url,
      starts_at: performance.starts_at,
      sale_starts_at: performance.sale_starts_at,
      sale_ends_at: performance.sale_ends_at,
      vip_only: true,
      tech_fee: performance.tech_fee,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const published = await request.post(`/api/admin/performances/${String(id)}/publish`, {
    headers,
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);
  const zone = performance.ticket_types.find((type) => !type.zones || type.zones.length === 0);
  expect(zone).toBeDefined();
  const time = new Intl.DateTimeFormat('hu-HU', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(performance.starts_at));
  return {
    id: id!,
    name: performance.production_name,
    nameEn: performance.production_name_en,
    time,
    zoneId: zone!.id,
  };
}

test('a group order of a seated performance gets its seats placed together and named', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const show = await seatedCopy(request);
  const email = `osztaly-${uniqueWord()}@iskola.example`;

  await page.setViewportSize(desktop);
  await returningVisitor(page, 'hu');
  await signedInAs(page, request, 'cashier');
  await page.goto('/admin/transfer-orders/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Csoportos rendelés felvétele' }),
  ).toBeVisible({ timeout: 30_000 });

  // The seated copy, picked by its name and time with the keyboard.
  const picker = page.getByRole('combobox', { name: /^Előadás/ });
  await picker.focus();
  await page.keyboard.type(show.name);
  const option = page.getByRole('option', { name: new RegExp(`${show.time}.*${show.name}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(picker).toHaveValue(new RegExp(show.time));
  await expect(page.getByText(/^Számozott helyes előadás: a csoportnak a legjobb/)).toBeVisible();
  await page.getByRole('combobox', { name: /^Jegytípus/ }).selectOption(String(show.zoneId));
  await page.getByRole('textbox', { name: /^Darabszám/ }).fill('12');
  await page.getByRole('textbox', { name: /^E-mail-cím/ }).fill(email);
  const taxNumber = page.getByLabel('Adószám');
  await taxNumber.pressSequentially('26149088206');
  await taxNumber.press('Tab');
  await expect(page.getByText('A cég adatait kitöltöttük a NAV adatai alapján.')).toBeVisible();
  await expectNoA11yViolations(page, 'the group order form of a seated performance (hu, desktop)');
  await keepScreenshot(page, 'group-order-seated-form-hu-desktop');
  await page.getByRole('button', { name: 'Rendelés felvétele, díjbekérő küldése' }).press('Enter');

  // The order's page: twelve tickets on one line, with the seats listed row by row.
  await expect(page).toHaveURL(/\/admin\/transfer-orders\/\d+$/, { timeout: 20_000 });
  const orderId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  const seats = page.getByText(/^Helyek: /);
  await expect(seats).toBeVisible();
  const listed = ((await seats.textContent()) ?? '').replace(/^Helyek: /, '');
  const labels = listed
    .split('; ')
    .flatMap((row) => (/: (.*) szék$/.exec(row)?.[1] ?? '').split(', '));
  expect(labels).toHaveLength(12);
  for (const label of labels) expect(label).toMatch(/^\d+\.$/);
  await expectNoA11yViolations(page, 'the seated group order (hu, desktop)');
  await keepScreenshot(page, 'group-order-seated-hu-desktop');

  // The buyer's pro-forma names each seat.
  const proForma = await deliveredMail(request, email, 'transfer_pro_forma', { timeout: 60_000 });
  const attachment = proForma.attachments.find((file) => file.filename.endsWith('.pdf'));
  expect(attachment).toBeDefined();
  const file = path.join(tmpdir(), `group-order-seated-${String(proForma.id)}.pdf`);
  writeFileSync(file, attachment!.content);
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  expect(text.replace(/\s+/g, ' ')).toContain(listed.split(': ')[0]);
  for (const label of labels) expect(text).toContain(label);

  // The same page in English on a phone.
  await page.setViewportSize(phone);
  await switchLanguage(page, 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: `Group order ${String(orderId)}` }),
  ).toBeVisible({ timeout: 30_000 });
  const seatsEn = page.getByText(/^Seats: /);
  await expect(seatsEn).toBeVisible({ timeout: 30_000 });
  await expect(seatsEn).toContainText(/row \d+: seats \d+/);
  await expectNoA11yViolations(page, 'the seated group order (en, phone)');
  await keepScreenshot(page, 'group-order-seated-en-phone');
});
