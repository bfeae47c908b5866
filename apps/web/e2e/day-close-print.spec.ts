import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { login, staffAccounts } from './admin-support';
import { performance } from './cart-support';
import { shopOrigin, signedIn } from './checkout-support';
import {
  e2eEnv,
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  screenshotDir,
  viewports,
} from './support';

// A cashier's day close on paper (issue 20): the cashier closes the day and prints it, then opens
// the close again from their own list and reprints it, on A4 and as an 80 mm receipt. On paper only
// the close: no menu, header or buttons, and every amount in full. The cashier cannot open another
// cashier's close. axe on the list and the details, in Hungarian and English, phone and desktop.
// Each journey signs in a cashier of its own, so the demo cashier's shift stays as it is.

test.use({ baseURL: shopOrigin });

const desktop = { width: 1280, height: 800 };
const phone = viewports.phone;

interface Close {
  id: number;
  cash_taken: number;
  card_taken: number;
  cash_refunded: number;
  card_refunded: number;
  expected_cash: number;
  counted_cash: number;
  difference: number;
  entries: { amount: number; kind: string }[];
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A cashier of the journey's own, written into the database with the demo cashier's password
 * (registering through the API would count against the per-address registration limit).
 */
async function newCashier(name: string): Promise<{ email: string; password: string }> {
  const email = `print-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await withDatabase((client) =>
    client.query(
      `insert into users (name, email, role, password_hash, email_verified_at, terms_accepted_at)
       select $1, $2, 'cashier', password_hash, now(), now() from users where email = $3`,
      [name, email, staffAccounts.cashier.email],
    ),
  );
  return { email, password: staffAccounts.cashier.password };
}

/** A sale of one ticket at the desk by `cashier` (through the API, as the desk makes it). */
async function deskSale(
  request: APIRequestContext,
  cashier: Record<string, string>,
  nth: number,
  method: 1 | 2,
  buyer: string,
): Promise<void> {
  const { ticket } = await performance(request, nth);
  const key = ((await (await request.get('/api/cart/get-key')).json()) as { cart_key: string })
    .cart_key;
  const added = await request.post(`/api/sale/${key}/add`, {
    data: { id: ticket.id, cart_key: key },
    headers: cashier,
  });
  expect(added.ok(), await added.text()).toBe(true);
  const sold = await request.post('/api/admin/box-office/sales', {
    data: {
      cart_key: key,
      payment_method: method,
      ...(method === 2 ? { card_approved: true } : {}),
      needs_invoice: 0,
      buyer_name: buyer,
    },
    headers: cashier,
  });
  expect(sold.status(), await sold.text()).toBe(201);
}

/** Closes the cashier's day through the API (counting `short` forints less than expected). */
async function closeByApi(
  request: APIRequestContext,
  cashier: Record<string, string>,
  short = 0,
): Promise<Close> {
  const report = (await (
    await request.get('/api/admin/box-office/cash-report', { headers: cashier })
  ).json()) as { previous_close_id: number | null; expected_cash: number };
  const closed = await request.post('/api/admin/box-office/day-closes', {
    data: {
      previous_close_id: report.previous_close_id,
      counted_cash: Math.max(0, report.expected_cash - short),
    },
    headers: cashier,
  });
  expect(closed.status(), await closed.text()).toBe(201);
  return (await closed.json()) as Close;
}

/**
 * Every amount a close shows, as the page writes it ("12 345 Ft", spaces made plain), once for
 * each place it stands: the figures, the cash counted and each sale or refund.
 */
function amountsOf(close: Close): string[] {
  const price = (forints: number) => `${new Intl.NumberFormat('hu-HU').format(forints)} Ft`;
  const figures = [
    close.cash_taken,
    close.card_taken,
    close.cash_refunded,
    close.card_refunded,
    close.expected_cash,
    close.counted_cash,
    ...close.entries.map((entry) => (entry.kind === 'refund' ? -entry.amount : entry.amount)),
  ];
  return figures.map((figure) => plain(price(figure)));
}

/**
 * How often `amount` stands in `text` as a whole amount: the amounts are read as Hungarian
 * writes them (groups of three from five digits on), so "1 10 190 Ft" (a ticket count beside
 * an amount) reads as 10 190 Ft, and 190 Ft is not found in 10 190 Ft.
 */
function timesIn(text: string, amount: string): number {
  const amounts = text.match(/(?<![\d-])-?(?:\d{1,3}(?: \d{3})+|\d{1,4}) Ft/g) ?? [];
  return amounts.filter((one) => one === amount).length;
}

/** Every amount of the close in full, as often as the close shows it. */
function expectEveryAmount(text: string, close: Close, context: string): void {
  const amounts = amountsOf(close);
  for (const amount of new Set(amounts)) {
    const times = amounts.filter((one) => one === amount).length;
    expect(timesIn(text, amount), `${context}: ${amount}`).toBeGreaterThanOrEqual(times);
  }
}

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/\u2212/g, '-');

/**
 * The page printed to a PDF at the size its CSS asks for (A4, or the 80 mm receipt while the
 * receipt button's attribute is on <html>): answers the first page's size in points and the text.
 * The PDF's first page is kept as a PNG next to the screenshots, to be looked at.
 */
async function printed(
  page: Page,
  name: string,
  format: 'a4' | 'receipt',
): Promise<{ sizes: number[][]; pages: number; text: string }> {
  await page.evaluate((receipt) => {
    if (receipt) document.documentElement.setAttribute('data-print-format', 'receipt');
    else document.documentElement.removeAttribute('data-print-format');
  }, format === 'receipt');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.evaluate(() => {
    document.documentElement.removeAttribute('data-print-format');
  });
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    file,
    file.replace(/\.pdf$/, ''),
  ]);
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
  );
  // Every page's size: a page of another size (a blank A4 after a receipt) fails the check.
  const sizes = [
    ...execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), file], {
      encoding: 'utf8',
    }).matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g),
  ].map((match) => [Math.round(Number(match[1])), Math.round(Number(match[2]))]);
  return {
    sizes,
    pages,
    text: plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })),
  };
}

/**
 * On paper (print media): the close and its amounts; the menu, the header, the buttons and the
 * back link, shown on screen, are hidden.
 */
async function expectPrintedClose(page: Page, close: Close): Promise<void> {
  const chrome = [
    page.locator('#admin-navbar'),
    page.locator('header.mantine-AppShell-header'),
    page.locator('main button').first(),
    page.locator('main button').last(),
  ];
  await page.setViewportSize(desktop);
  for (const part of chrome) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const part of chrome) await expect(part).toBeHidden();
  for (const button of await page.locator('main button').all()) await expect(button).toBeHidden();
  for (const link of await page.locator('main a').all()) {
    // A link left on paper is an order number, printed as plain text.
    if (await link.isVisible()) expect(await link.innerText()).toMatch(/^\d+$/);
  }
  for (const amount of amountsOf(close)) {
    await expect(
      page.locator('main').getByText(amount).filter({ visible: true }).first(),
    ).toBeVisible();
  }
  await page.emulateMedia({ media: null });
}

/** Both paper formats: A4 and the 80 mm receipt, every amount in full on each. */
async function expectPdfs(page: Page, name: string, close: Close): Promise<void> {
  const a4 = await printed(page, `${name}-a4`, 'a4');
  expect(a4.sizes).toEqual(Array.from({ length: a4.pages }, () => [595, 842]));
  const receipt = await printed(page, `${name}-receipt`, 'receipt');
  expect(receipt.sizes.map(([width]) => width)).toEqual(
    Array.from({ length: receipt.pages }, () => 227),
  );
  expectEveryAmount(a4.text, close, `${name} on A4`);
  expectEveryAmount(receipt.text, close, `${name} on a receipt`);
  // No menu or buttons on paper.
  for (const text of [a4.text, receipt.text]) {
    expect(text).not.toMatch(/Pénztár\s+Napzárás\s+|Nyomtatás|Print \(A4\)|Print receipt/);
  }
}

const texts = {
  hu: {
    nav: 'Az ügyintézés menüje',
    menu: 'Napzárás',
    counted: 'Megszámolt készpénz (Ft)',
    submit: 'Nap lezárása',
    confirm: 'Igen, lezárom',
    closed: 'A nap lezárva',
    list: 'Korábbi napzárásai',
    print: 'Nyomtatás (A4)',
    receipt: 'Nyomtatás blokkra (80 mm)',
    details: /^Napzárás: /,
    notFound: 'Ez a napzárás nem található.',
    open: /zárása, /,
    staff: 'Munkatárs',
  },
  en: {
    nav: 'Back office menu',
    menu: 'Day close',
    counted: 'Cash counted (Ft)',
    submit: 'Close the day',
    confirm: 'Yes, close it',
    closed: 'The day is closed',
    list: 'Your past day closes',
    print: 'Print (A4)',
    receipt: 'Print receipt (80 mm)',
    details: /^Day close: /,
    notFound: 'This day close was not found.',
    open: /'s close, /,
    staff: 'Staff member',
  },
} as const;

test('a cashier closes the day, prints it, and reprints it from their list on A4 and on a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const language = 'hu';
  const text = texts[language];
  const account = await newCashier('Nyomtató Nóra');
  const cashier = await login(request, account);
  // A cash sale and a card sale, the buyer's name long enough to wrap.
  await deskSale(request, cashier, 0, 1, 'Hosszúnevű-Kiskunfélegyházi Bernadett Erzsébet Margit');
  await deskSale(request, cashier, 1, 2, 'Pénztári Piroska');
  await returningVisitor(page, language);
  await signedIn(page, request, account);
  await page.setViewportSize(desktop);

  await page.goto('/admin/day-close');
  await expect(page.getByRole('heading', { level: 2, name: text.list })).toBeVisible();
  await expect(page.getByText('Még nem zárt le napot.')).toBeVisible();
  await expect(page.getByLabel(text.staff, { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: text.counted }).fill('1');
  await page.getByRole('textbox', { name: text.counted }).press('Enter');
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.closed })).toBeVisible();
  const closes = (await (
    await request.get('/api/admin/box-office/day-closes', { headers: cashier })
  ).json()) as { items: { id: number }[] };
  const closeId = closes.items[0]?.id ?? 0;
  const close = (await (
    await request.get(`/api/admin/box-office/day-closes/${closeId}`, { headers: cashier })
  ).json()) as Close;
  expect(close.entries).toHaveLength(2);
  expect(close.difference).toBeLessThan(0);

  // Right after the close: both print buttons, by keyboard, each with the print dialog stubbed.
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { printed: string[] }).printed = calls;
    window.print = () => {
      calls.push(document.documentElement.getAttribute('data-print-format') ?? 'a4');
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await page.getByRole('button', { name: text.print }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: text.receipt }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
    'a4',
    'receipt',
  ]);
  expect(
    await page.evaluate(() => document.documentElement.getAttribute('data-print-format')),
  ).toBeNull();
  await expectPrintedClose(page, close);
  await expectPdfs(page, 'day-close-print-closed', close);
  await keepScreenshot(page, 'day-close-print-closed-hu-desktop');

  // Later: the close from the cashier's own list, reprinted.
  await page.goto('/admin/day-close');
  const list = page.getByRole('region', { name: text.list });
  await expect(list.getByRole('link', { name: text.open })).toHaveCount(1);
  await expectNoA11yViolations(page, 'a cashier’s closes (hu, desktop)');
  await keepScreenshot(page, 'day-close-print-list-hu-desktop');
  await list.getByRole('link', { name: text.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.details })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/day-close/${closeId}$`));
  await expectNoA11yViolations(page, 'a cashier’s close (hu, desktop)');
  await keepScreenshot(page, 'day-close-print-details-hu-desktop');
  await expectPrintedClose(page, close);
  await expectPdfs(page, 'day-close-print-details', close);

  // On a phone too.
  await page.setViewportSize(phone);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.details })).toBeVisible();
  await expectNoA11yViolations(page, 'a cashier’s close (hu, phone)');
  await keepScreenshot(page, 'day-close-print-details-hu-phone');
  await page.goto('/admin/day-close');
  await expect(
    page.getByRole('region', { name: text.list }).getByRole('link', { name: text.open }),
  ).toHaveCount(1);
  await expectNoA11yViolations(page, 'a cashier’s closes (hu, phone)');
  await keepScreenshot(page, 'day-close-print-list-hu-phone');
});

test('a cashier opens their own closes in English, and not another cashier’s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const text = texts[language];
  const account = await newCashier('Print Peter');
  const cashier = await login(request, account);
  await deskSale(request, cashier, 2, 1, 'Paper Pam');
  const own = await closeByApi(request, cashier, 200);
  const other = await login(request, await newCashier('Other Olga'));
  await deskSale(request, other, 3, 2, 'Someone Else');
  const theirs = await closeByApi(request, other);

  await returningVisitor(page, language);
  await signedIn(page, request, account);
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/day-close');
    const list = page.getByRole('region', { name: text.list });
    await expect(list.getByRole('link', { name: text.open })).toHaveCount(1);
    await expect(page.getByLabel(text.staff, { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, `a cashier’s closes (en, ${size})`);
    await keepScreenshot(page, `day-close-print-list-en-${size}`);
    await list.getByRole('link', { name: text.open }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: text.details })).toBeVisible();
    await expect(page.getByRole('button', { name: text.receipt })).toBeVisible();
    await expectNoA11yViolations(page, `a cashier’s close (en, ${size})`);
    await keepScreenshot(page, `day-close-print-details-en-${size}`);
  }
  await expectPdfs(page, 'day-close-print-details-en', own);

  // Another cashier's close: not found, like one that does not exist.
  await page.goto(`/admin/day-close/${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
  await expect(page.getByText('Other Olga')).toHaveCount(0);
  await expectNoA11yViolations(page, 'another cashier’s close (en, desktop)');
  await keepScreenshot(page, 'day-close-print-not-found-en-desktop');
});
